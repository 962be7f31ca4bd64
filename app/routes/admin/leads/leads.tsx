import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/leads";
import { consolePaths } from "#app/lib/console-paths.ts";
import { consoleShortDateTime } from "#app/lib/lead-inbox-dates.ts";
import { leadFilterQuery, LEADS_EXPORT_CAP, parseLeadFilters } from "#app/lib/lead-inbox-filters.ts";
import { leadInboxPage } from "#app/services/leads/lead-inbox.server.ts";
import { activeStaff } from "#app/services/staff/accounts.server.ts";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { LeadFilters } from "#app/components/admin/leads/lead-filters.tsx";
import { LeadPager } from "#app/components/admin/leads/lead-pager.tsx";
import { LeadTable } from "#app/components/admin/leads/lead-table.tsx";
import { CONSOLE_HEADERS, requireStaff } from "../console.server.ts";
import leadsStyles from "#app/styles/console-leads.css?url";

/** The leads inbox (decision 0051): every lead of every form, newest first, filtered, a page at a time. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "leads");
  const parsed = parseLeadFilters(new URL(request.url).searchParams);
  const [list, staff] = await Promise.all([
    leadInboxPage(context.db, parsed.filter, parsed.page, user.locale),
    activeStaff(context.db),
  ]);
  return data(
    {
      values: parsed.values,
      ignored: parsed.ignored,
      page: list.page,
      pages: list.pages,
      total: list.total,
      staff: staff.map((member) => ({ id: member.id, name: member.name })),
      rows: list.rows.map(({ receivedAt, phone: _phone, ...row }) => ({
        ...row,
        received: { iso: receivedAt.toISOString(), text: consoleShortDateTime(user.locale, receivedAt) },
      })),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export default function LeadsInbox() {
  const inbox = useLoaderData<typeof loader>();
  const { t } = useConsole();
  const query = leadFilterQuery(inbox.values);
  return (
    <ConsolePage
      title={t("leads.title")}
      actions={
        <a className="button button--ghost" href={`${consolePaths.leadsCsv}${query}`} download>
          {t("leads.export")}
        </a>
      }
    >
      <LeadFilters values={inbox.values} ignored={inbox.ignored} staff={inbox.staff} />
      <p className="console-leads__count" role="status">
        {t("leads.count", { count: inbox.total })}
        {inbox.total > LEADS_EXPORT_CAP ? ` · ${t("leads.exportCapped", { max: LEADS_EXPORT_CAP })}` : ""}
      </p>
      {inbox.rows.length === 0 ? <ConsoleNotice>{t("console.empty")}</ConsoleNotice> : <LeadTable rows={inbox.rows} />}
      <LeadPager values={inbox.values} page={inbox.page} pages={inbox.pages} />
    </ConsolePage>
  );
}
