import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/staff-member";
import { isConsoleLocale, isStaffRole } from "#app/domain/staff.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { canLogInAsManager, staffState } from "#app/lib/staff-rules.ts";
import { findStaff } from "#app/services/staff/accounts.server.ts";
import { sendStaffPasswordLink } from "#app/services/staff/invitations.server.ts";
import { resetSecondFactor } from "#app/services/staff/second-factor.server.ts";
import { auditRows, changeStaffMember, staffHistory } from "#app/services/staff/staff-admin.server.ts";
import type { ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { AuditTable } from "#app/components/admin/staff/audit-table.tsx";
import { AccessActions, ProfileForm } from "#app/components/admin/staff/member-forms.tsx";
import { StaffStateBadge } from "#app/components/admin/staff/staff-state-badge.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import {
  CONSOLE_HEADERS,
  field,
  isHttps,
  languageCookie,
  requireStaff,
  requireStaffChange,
} from "../console.server.ts";
import staffStyles from "#app/styles/console-staff.css?url";

/**
 * One member of staff (decision 0051, managers only): name, role and language; a password link by
 * mail; their second factor cleared (a lost phone); the account disabled or enabled. The console
 * always keeps a manager who can log in (app/lib/staff-rules.ts). Each change is in the audit log.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

const DONE: Record<string, ConsoleKey> = {
  saved: "console.saved",
  disabled: "staff.done.disabled",
  enabled: "staff.done.enabled",
  "second-factor": "staff.done.secondFactor",
  link: "staff.done.link",
};

const notFound = () => data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });

async function memberOf(context: Route.LoaderArgs["context"], id: string | undefined) {
  const found = /^[1-9]\d{0,9}$/.test(id ?? "") ? await findStaff(context.db, Number(id)) : null;
  if (!found) throw notFound();
  return found;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "staff");
  const member = await memberOf(context, params.id);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return data(
    {
      member,
      self: member.id === user.member.id,
      history: auditRows(await staffHistory(context.db, member.id)),
      done: done in DONE ? done : null,
    },
    { headers: CONSOLE_HEADERS },
  );
}

type MemberResult = ConsoleFormResult & { section: "profile" | "access" };

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "staff");
  const member = await memberOf(context, params.id);
  const self = member.id === user.member.id;
  const refused = (section: MemberResult["section"], errors: Record<string, string>, values?: Record<string, string>) =>
    data<MemberResult>({ section, errors, ...(values ? { values } : {}) }, { status: 400, headers: CONSOLE_HEADERS });
  const done = (what: keyof typeof DONE, headers: Record<string, string> = {}) =>
    redirect(`${consolePaths.staffMember(member.id)}?done=${what}`, {
      status: 303,
      headers: { ...CONSOLE_HEADERS, ...headers },
    });
  const intent = field(form, "intent");

  if (intent === "profile" || intent === "disable" || intent === "enable") {
    const values = { name: field(form, "name"), role: field(form, "role"), locale: field(form, "locale") };
    const section = intent === "profile" ? "profile" : "access";
    if (intent === "profile" && (!values.name || values.name.length > 100))
      return refused(section, { name: user.t("staff.nameRequired") }, values);
    if (intent === "profile" && (!isStaffRole(values.role) || !isConsoleLocale(values.locale)))
      throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
    const change =
      intent === "profile"
        ? { name: values.name, role: values.role as typeof member.role, locale: values.locale as typeof member.locale }
        : { disabled: intent === "disable" };
    const outcome = await changeStaffMember(context.db, member.id, change, user.actor);
    if (outcome.kind === "not-found") throw notFound();
    if (outcome.kind === "last-manager")
      return refused(section, { "": user.t("staff.lastManager") }, intent === "profile" ? values : undefined);
    if (self && outcome.member.disabled) return redirect(consolePaths.login, { status: 303, headers: CONSOLE_HEADERS });
    // No longer a manager: the staff pages are closed to them now.
    if (self && !canLogInAsManager(outcome.member))
      return redirect(consolePaths.home, { status: 303, headers: CONSOLE_HEADERS });
    if (intent !== "profile") return done(intent === "disable" ? "disabled" : "enabled");
    return done(
      "saved",
      self && outcome.member.locale !== member.locale
        ? { "Set-Cookie": languageCookie(outcome.member.locale, isHttps(request)) }
        : {},
    );
  }
  if (intent === "second-factor" && member.hasSecondFactor) {
    await resetSecondFactor(context.db, member.id, user.actor);
    return self ? redirect(consolePaths.login, { status: 303, headers: CONSOLE_HEADERS }) : done("second-factor");
  }
  if (intent === "password-link") {
    const sent = await sendStaffPasswordLink(context, member.id, { actor: user.actor, name: user.member.name });
    if (sent === "not-found") throw notFound();
    if (sent === "sent") return done("link");
  }
  throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
}

export default function StaffMemberPage() {
  const { member, self, history, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  const state = staffState(member);
  return (
    <ConsolePage
      title={self ? `${member.name} ${t("staff.you")}` : member.name}
      actions={<Link to={consolePaths.staff}>{t("staff.back")}</Link>}
    >
      {done && !result ? <ConsoleNotice>{t(DONE[done]!, { email: member.email })}</ConsoleNotice> : null}
      <div className="console-columns">
        <section className="console-staff__details" aria-labelledby="staff-details">
          <h2 id="staff-details">{t("staff.member.details")}</h2>
          <dl className="console-definitions console-staff__definitions">
            <dt>{t("staff.email")}</dt>
            <dd>{member.email}</dd>
            <dt>{t("staff.state")}</dt>
            <dd>
              <StaffStateBadge state={state} />
            </dd>
            <dt>{t("staff.secondFactor")}</dt>
            <dd>{t(member.hasSecondFactor ? "staff.secondFactor.on" : "staff.secondFactor.off")}</dd>
          </dl>
          <ProfileForm member={member} result={result?.section === "profile" ? result : undefined} />
        </section>
        <section aria-labelledby="staff-access">
          <h2 id="staff-access">{t("staff.member.access")}</h2>
          {state === "disabled" ? <p>{t("staff.member.disabledNote")}</p> : null}
          {state === "invited" ? <p>{t("staff.member.invitedNote")}</p> : null}
          <AccessActions member={member} result={result?.section === "access" ? result : undefined} />
        </section>
      </div>
      {/* Not a named region: the table box inside is one, with the same name. */}
      <section className="console-staff__history">
        <h2 id="staff-history">{t("staff.member.history")}</h2>
        <AuditTable entries={history} label={t("staff.member.history")} withSubject={false} />
        <p>
          <Link to={`${consolePaths.audit}?q=${encodeURIComponent(`staff:${member.id}`)}`}>
            {t("staff.member.fullHistory")}
          </Link>
        </p>
      </section>
    </ConsolePage>
  );
}
