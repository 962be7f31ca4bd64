import { data, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/lead";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { isLeadId } from "#app/lib/lead-inbox-filters.ts";
import { changeLead } from "#app/services/leads/lead-inbox-changes.server.ts";
import { leadPage } from "#app/services/leads/lead-inbox-lead.server.ts";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { LeadDeliveries } from "#app/components/admin/leads/lead-deliveries.tsx";
import { LeadHistory } from "#app/components/admin/leads/lead-history.tsx";
import { LeadNotes } from "#app/components/admin/leads/lead-notes.tsx";
import { LeadSent } from "#app/components/admin/leads/lead-sent.tsx";
import { LeadWork } from "#app/components/admin/leads/lead-work.tsx";
import { CONSOLE_HEADERS, requireStaff, requireStaffChange } from "../console.server.ts";
import leadsStyles from "#app/styles/console-leads.css?url";

/**
 * A lead's page (decision 0051): what the visitor sent, the mails and the CRM call made for it
 * with their delivery, and the agency's handling: status, assignee, internal notes, history.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

const notFound = () => data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "leads");
  if (!isLeadId(params.id)) throw notFound();
  const lead = await leadPage(context.db, params.id, user);
  if (!lead) throw notFound();
  return data({ lead }, { headers: CONSOLE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "leads");
  if (!isLeadId(params.id)) throw notFound();
  const outcome = await changeLead(
    context.db,
    { actor: user.actor, name: user.member.name, t: user.t },
    params.id,
    form,
  );
  if (outcome.kind === "not-found") throw notFound();
  if (outcome.kind === "invalid") throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
  if (outcome.kind === "refused")
    return data({ errors: outcome.errors, values: outcome.values }, { status: 400, headers: CONSOLE_HEADERS });
  throw redirect(`${consolePaths.lead(params.id)}?done=${outcome.done}`, { status: 303, headers: CONSOLE_HEADERS });
}

const DONE: Record<string, ConsoleKey> = {
  handling: "leads.done.handling",
  assign: "leads.done.assign",
  note: "leads.done.note",
};

export default function LeadPage() {
  const { lead } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useConsole();
  const done = DONE[useSearchParams()[0].get("done") ?? ""];
  return (
    <ConsolePage
      title={lead.title}
      actions={
        <Link className="button button--ghost" to={consolePaths.leads}>
          {t("leads.lead.back")}
        </Link>
      }
    >
      {done && !refused ? <ConsoleNotice>{t(done)}</ConsoleNotice> : null}
      {lead.erasedOn ? <ConsoleNotice>{t("leads.lead.erasedText", { date: lead.erasedOn })}</ConsoleNotice> : null}
      <div className="console-leads__lead">
        <LeadSent lead={lead} />
        <LeadWork
          handling={lead.handling}
          assigneeId={lead.assigneeId}
          staff={lead.staff}
          errors={refused?.errors}
          values={refused?.values}
        />
        <LeadDeliveries mails={lead.mails} forwarding={lead.forwarding} />
        <LeadNotes notes={lead.notes} error={refused?.errors.body} value={refused?.values.body} />
        <LeadHistory history={lead.history} />
      </div>
    </ConsolePage>
  );
}
