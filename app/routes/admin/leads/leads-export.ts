import type { Route } from "./+types/leads-export";
import { parseLeadFilters } from "#app/lib/lead-inbox-filters.ts";
import { exportLeadInbox } from "#app/services/leads/lead-inbox-csv.server.ts";
import { CONSOLE_HEADERS, requireStaff } from "../console.server.ts";

/**
 * The inbox's filtered list as a CSV file (decision 0051), with the list's own query: what the
 * person sees, every page of it. A download, never a page: no default export.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "leads");
  const parsed = parseLeadFilters(new URL(request.url).searchParams);
  const { filename, csv } = await exportLeadInbox(context.db, user, parsed);
  return new Response(csv, {
    headers: {
      ...CONSOLE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
