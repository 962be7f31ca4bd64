import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/owner";
import { consolePaths } from "#app/lib/console-paths.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { enabledLocales } from "#app/services/content/languages.ts";
import { checkOwnerForm, idOf, ownerDetailsSchema, searchText } from "#app/services/owners/owner-admin-form.ts";
import {
  linkOwnerProperty,
  sendOwnerPasswordLink,
  setOwnerDisabled,
  unlinkOwnerProperty,
  updateConsoleOwner,
} from "#app/services/owners/owner-admin.server.ts";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { FormError } from "#app/components/admin/console-fields.tsx";
import { AuditTable } from "#app/components/admin/staff/audit-table.tsx";
import {
  OwnerAccessPanel,
  OwnerDetailsPanel,
  OwnerPropertiesTable,
  PropertyFinder,
  type OwnerFormResult,
} from "#app/components/admin/owners/owner-panels.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { CONSOLE_HEADERS, field, requireStaff, requireStaffChange } from "../console.server.ts";
import { ownerPageData } from "./owner-data.server.ts";
import ownersStyles from "#app/styles/console-owners.css?url";
import auditStyles from "#app/styles/console-staff.css?url";

/**
 * One owner (decision 0051; the portal: decision 0015): details, the properties linked to them and
 * the catalogue searched to link more, the password link mailed as the portal's "forgot password"
 * does, disabling and enabling the account, and the history of these changes.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: ownersStyles },
  { rel: "stylesheet", href: auditStyles },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "owners");
  const page = await ownerPageData(context, user.locale, idOf(params.id), new URL(request.url));
  return data({ ...page, languages: enabledLocales(context.content) }, { headers: CONSOLE_HEADERS });
}

const notFound = () => data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "owners");
  const id = idOf(params.id);
  if (id === null) throw notFound();
  const intent = field(form, "intent");
  const done = (what: string, query = "") =>
    redirect(`${consolePaths.owner(id)}?${query}done=${what}`, { status: 303, headers: CONSOLE_HEADERS });
  const refused = (
    section: OwnerFormResult["section"],
    errors: Record<string, string>,
    values?: Record<string, string>,
  ) =>
    data<OwnerFormResult>(
      { section, errors, ...(values ? { values } : {}) },
      { status: 400, headers: CONSOLE_HEADERS },
    );

  if (intent === "details") {
    const values = { name: field(form, "name"), locale: field(form, "locale") };
    const checked = checkOwnerForm(ownerDetailsSchema(enabledLocales(context.content)), values);
    if (!checked.ok)
      return refused(
        "details",
        Object.fromEntries(Object.entries(checked.errors).map(([name, key]) => [name, user.t(key!)])),
        values,
      );
    if (!(await updateConsoleOwner(context.db, user.actor, id, checked.value))) throw notFound();
    return done("saved");
  }
  if (intent === "link" || intent === "unlink") {
    const propertyId = idOf(field(form, "propertyId"));
    if (intent === "unlink") {
      if (propertyId === null || !(await unlinkOwnerProperty(context.db, user.actor, id, propertyId)))
        return refused("properties", { "": user.t("owners.error.notLinked") });
      return done("unlinked");
    }
    const outcome =
      propertyId === null ? "unknown-property" : await linkOwnerProperty(context.db, user.actor, id, propertyId);
    if (outcome === "not-found") throw notFound();
    if (outcome === "unknown-property") return refused("properties", { "": user.t("owners.error.unknownProperty") });
    const q = searchText(field(form, "q"));
    return done(outcome, q ? `q=${encodeURIComponent(q)}&` : "");
  }
  if (intent === "password-link") {
    const sent = await sendOwnerPasswordLink(context, user.actor, id);
    if (sent.kind === "not-found") throw notFound();
    if (sent.kind === "disabled") return refused("password", { "": user.t("owners.error.disabled") });
    return done("link-sent");
  }
  if (intent === "disable" || intent === "enable") {
    if ((await setOwnerDisabled(context.db, user.actor, id, intent === "disable")) === "not-found") throw notFound();
    return done(intent === "disable" ? "disabled" : "enabled");
  }
  throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
}

/** The notice after each change (Post/Redirect/Get: `?done=`). */
const DONE: Record<string, ConsoleKey> = {
  created: "owners.done.created",
  saved: "console.saved",
  linked: "owners.done.linked",
  already: "owners.done.already",
  unlinked: "owners.done.unlinked",
  "link-sent": "owners.done.linkSent",
  disabled: "owners.done.disabled",
  enabled: "owners.done.enabled",
};

export default function OwnerPage() {
  const { owner, languages, q, found, history, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  const notice = done ? DONE[done] : undefined;
  return (
    <ConsolePage
      title={owner.name}
      actions={
        <>
          <Link className="button button--ghost" to={consolePaths.ownerView(owner.id)}>
            {t("owners.viewDashboard")}
          </Link>
          <Link className="button button--ghost" to={consolePaths.owners}>
            {t("owners.backToList")}
          </Link>
        </>
      }
    >
      {notice ? <ConsoleNotice>{t(notice, { email: owner.email })}</ConsoleNotice> : null}
      {owner.disabledSince ? (
        <ConsoleNotice tone="error">{t("owners.disabledSince", { when: owner.disabledSince })}</ConsoleNotice>
      ) : null}
      <div className="console-columns">
        <OwnerDetailsPanel owner={owner} languages={languages} result={result} />
        <OwnerAccessPanel owner={owner} result={result} />
      </div>
      {/* Not a named region: the table box inside is one, with the same name. */}
      <section className="console-panel console-owners__section">
        <h2 id="owner-properties">{t("owners.propertiesTitle")}</h2>
        <FormError error={result?.section === "properties" ? result.errors?.[""] : undefined} />
        <OwnerPropertiesTable properties={owner.properties} />
        <PropertyFinder q={q} found={found} />
      </section>
      <section className="console-owners__section">
        <h2 id="owner-history">{t("owners.history")}</h2>
        <AuditTable entries={history} label={t("owners.historyLabel")} withSubject={false} />
      </section>
    </ConsolePage>
  );
}
