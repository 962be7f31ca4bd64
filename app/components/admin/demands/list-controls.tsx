import { Form, Link, useLocation } from "react-router";
import { consolePaths } from "#app/lib/console-paths.ts";
import { LIST_STATUSES, listQuery, pageCount, type ListFilter } from "#app/lib/console-list-filter.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { ConsoleField, ConsoleSelect } from "#app/components/admin/console-fields.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

const withoutSlash = (path: string) => path.replace(/\/+$/, "");

/**
 * The two lists of the area, side by side: search profiles and newsletter subscribers. The current
 * one is compared without its trailing slash: the router may report the path either way.
 */
export function DemandTabs() {
  const { t } = useConsole();
  const here = withoutSlash(useLocation().pathname);
  const tabs = [
    { path: consolePaths.demands, label: t("demands.tab.demands") },
    { path: consolePaths.subscribers, label: t("demands.tab.subscribers") },
  ];
  return (
    <nav className="console-tabs" aria-label={t("demands.tabs")}>
      {tabs.map((tab) => (
        <Link key={tab.path} to={tab.path} aria-current={withoutSlash(tab.path) === here ? "page" : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** The list's filters, a plain GET form: active or ended, a piece of the e-mail address. */
export function ListFilters({ filter, path, label }: { filter: ListFilter; path: string; label: ConsoleKey }) {
  const { t } = useConsole();
  return (
    <Form method="get" action={path} className="console-filters" aria-label={t(label)}>
      <ConsoleField name="q" type="search" label={t("demands.search")} defaultValue={filter.q} maxLength={100} />
      <ConsoleSelect
        name="status"
        label={t("demands.status")}
        defaultValue={filter.status}
        options={LIST_STATUSES.map((status) => ({ value: status, label: t(`demands.status.${status}`) }))}
      />
      <button type="submit" className="button">
        {t("console.filter")}
      </button>
      {filter.q || filter.status !== "all" ? <Link to={path}>{t("console.reset")}</Link> : null}
    </Form>
  );
}

/** Previous and next page links of a list, keeping its filters. */
export function ListPager({ filter, total, path }: { filter: ListFilter; total: number; path: string }) {
  const { t } = useConsole();
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <nav className="console-pager" aria-label={t("demands.pager")}>
      {filter.page > 1 ? (
        <Link to={`${path}${listQuery({ ...filter, page: filter.page - 1 })}`} rel="prev">
          {t("console.previous")}
        </Link>
      ) : null}
      <span>{t("demands.page", { page: filter.page, pages })}</span>
      {filter.page < pages ? (
        <Link to={`${path}${listQuery({ ...filter, page: filter.page + 1 })}`} rel="next">
          {t("console.next")}
        </Link>
      ) : null}
    </nav>
  );
}
