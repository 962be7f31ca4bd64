import { consolePaths } from "#app/lib/console-paths.ts";
import { leadFilterQuery, type FilterField } from "#app/lib/lead-inbox-filters.ts";
import { useConsole } from "#app/components/admin/use-console.ts";

/** Previous and next page of the inbox, the filters kept. */
export function LeadPager({
  values,
  page,
  pages,
}: {
  values: Record<FilterField, string>;
  page: number;
  pages: number;
}) {
  const { t } = useConsole();
  if (pages <= 1) return null;
  const href = (to: number) => `${consolePaths.leads}${leadFilterQuery(values, to)}`;
  return (
    <nav className="console-pager" aria-label={t("leads.pager")}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          {t("console.previous")}
        </a>
      ) : null}
      <span aria-current="page">{t("leads.pages", { page, pages })}</span>
      {page < pages ? (
        <a href={href(page + 1)} rel="next">
          {t("console.next")}
        </a>
      ) : null}
    </nav>
  );
}
