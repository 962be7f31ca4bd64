import { useT } from "./use-shell.ts";

export type Crumb = { name: string; path: string };

/** The breadcrumb trail (WAI-ARIA breadcrumb pattern); the last item is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={t("shell.breadcrumb")}>
      <ol className="breadcrumb__list">
        {items.map((item, index) => (
          <li key={item.path} className="breadcrumb__item">
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <a href={item.path}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
