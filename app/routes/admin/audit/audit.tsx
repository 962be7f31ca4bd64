import { data, Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { consolePaths } from "#app/lib/console-paths.ts";
import { AUDIT_PAGE_SIZE, auditEntries, auditEntryBefore } from "#app/services/staff/audit.server.ts";
import { auditRows } from "#app/services/staff/staff-admin.server.ts";
import { ConsoleField } from "#app/components/admin/console-fields.tsx";
import { ConsolePage } from "#app/components/admin/console-page.tsx";
import { AuditTable } from "#app/components/admin/staff/audit-table.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { CONSOLE_HEADERS, requireStaff } from "../console.server.ts";
import staffStyles from "#app/styles/console-staff.css?url";

/**
 * The audit log (decision 0051, managers only): every change made in the console or on the command
 * line, newest first, 50 a page; a word narrows it to the entries whose action, subject or e-mail
 * holds it. Pages go by the id of the last entry shown (`?before=`), so new entries arriving
 * meanwhile never shift what the next page shows.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request, "audit");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const asked = url.searchParams.get("before") ?? "";
  const before = /^[1-9]\d{0,15}$/.test(asked) ? Number(asked) : null;
  const entries = await auditEntries(context.db, { q, before });
  const last = entries.at(-1);
  const older =
    entries.length === AUDIT_PAGE_SIZE && last && (await auditEntryBefore(context.db, { q, before: last.id }))
      ? last.id
      : null;
  return data({ entries: auditRows(entries), q, paged: before !== null, older }, { headers: CONSOLE_HEADERS });
}

export default function AuditPage() {
  const { entries, q, paged, older } = useLoaderData<typeof loader>();
  const { t } = useConsole();
  const search = (extra: Record<string, string> = {}) => {
    const params = new URLSearchParams({ ...(q ? { q } : {}), ...extra }).toString();
    return `${consolePaths.audit}${params ? `?${params}` : ""}`;
  };
  return (
    <ConsolePage title={t("audit.title")}>
      <p>{t("audit.explain")}</p>
      <Form method="get" action={consolePaths.audit} className="console-filters" role="search">
        <ConsoleField key={q} name="q" type="search" label={t("audit.search")} defaultValue={q} maxLength={100} />
        <button type="submit" className="button">
          {t("console.filter")}
        </button>
        {q ? (
          <Link className="button button--ghost" to={consolePaths.audit}>
            {t("console.reset")}
          </Link>
        ) : null}
      </Form>
      <AuditTable entries={entries} label={t("audit.tableLabel")} />
      {paged || older ? (
        <nav className="console-pager" aria-label={t("audit.pages")}>
          {paged ? <Link to={search()}>{t("audit.newest")}</Link> : null}
          {older ? <Link to={search({ before: String(older) })}>{t("audit.older")}</Link> : null}
        </nav>
      ) : null}
    </ConsolePage>
  );
}
