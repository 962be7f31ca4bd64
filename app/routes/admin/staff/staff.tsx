import { data, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff";
import { CONSOLE_LOCALES, STAFF_ROLES } from "#app/domain/staff.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { listStaff } from "#app/services/staff/accounts.server.ts";
import { inviteStaff } from "#app/services/staff/invitations.server.ts";
import type { ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { InviteForm } from "#app/components/admin/staff/invite-form.tsx";
import { StaffTable } from "#app/components/admin/staff/staff-table.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { CONSOLE_HEADERS, field, requireStaff, requireStaffChange } from "../console.server.ts";
import staffStyles from "#app/styles/console-staff.css?url";

/**
 * The staff (decision 0051, managers only): every account with its role, language, second factor
 * and state, and the invitation of a new member of staff (the account and a mail with a one-hour
 * password link, in their language).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "staff");
  const done = new URL(request.url).searchParams.get("done");
  return data(
    { members: await listStaff(context.db), selfId: user.member.id, invited: done === "invited" },
    { headers: CONSOLE_HEADERS },
  );
}

const invitation = z.object({
  email: z.email().max(254),
  name: z.string().min(1).max(100),
  role: z.enum(STAFF_ROLES),
  locale: z.enum(CONSOLE_LOCALES),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "staff");
  if (field(form, "intent") !== "invite")
    throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
  const values = Object.fromEntries(["email", "name", "role", "locale"].map((name) => [name, field(form, name)]));
  const parsed = invitation.safeParse({ ...values, email: values.email!.toLowerCase() });
  if (!parsed.success) {
    const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    const errors: Record<string, string> = {};
    if (wrong.has("email")) errors.email = user.t("staff.emailInvalid");
    if (wrong.has("name")) errors.name = user.t("staff.nameRequired");
    // A role or language outside the lists comes from no form of ours.
    if (wrong.has("role") || wrong.has("locale")) errors[""] = user.t("console.invalidRequest");
    return data<ConsoleFormResult>({ errors, values }, { status: 400, headers: CONSOLE_HEADERS });
  }
  const created = await inviteStaff(context, parsed.data, { actor: user.actor, name: user.member.name });
  if (!created)
    return data<ConsoleFormResult>(
      { errors: { email: user.t("staff.invite.duplicate") }, values },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  context.logger?.info({ staffId: created.id }, "staff invited");
  return redirect(`${consolePaths.staff}?done=invited`, { status: 303, headers: CONSOLE_HEADERS });
}

export default function StaffPage() {
  const { members, selfId, invited } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  return (
    <ConsolePage title={t("staff.title")}>
      {invited && !result ? <ConsoleNotice>{t("staff.done.invited")}</ConsoleNotice> : null}
      <p>{t("staff.count", { count: members.length })}</p>
      <StaffTable members={members} selfId={selfId} />
      <InviteForm result={result} />
    </ConsolePage>
  );
}
