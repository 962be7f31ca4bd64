import { useT } from "#app/components/layout/use-shell.ts";

/** Numbered links shown around the current page (the rest is reached by first/last). */
const WINDOW = 5;

/**
 * The URL of page `page` of a list: the list's path and its current query with `page` replaced
 * (left out for page 1, so page 1 has one URL), ending on the results heading so the visitor lands
 * on the results rather than the top of the page.
 */
export function pageHref(path: string, search: string, page: number, target = "results"): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}#${target}`;
}

/** The page numbers to show: up to WINDOW, centred on the current page where possible. */
export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pages - WINDOW + 1));
  const last = Math.min(pages, first + WINDOW - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * Paging of a list (spec §2: first, previous, next, last): plain links, so it works without
 * JavaScript; `rel=prev/next` on the neighbours, `aria-current` on the current page. Nothing is
 * shown when everything fits on one page.
 */
export function Paging({ path, search, page, pages }: { path: string; search: string; page: number; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  /** First / previous / next / last: a link, or the same words inert when there is nowhere to go. */
  const step = (
    label: string,
    target: number,
    enabled: boolean,
    arrow: { glyph: string; after: boolean },
    rel?: "prev" | "next",
  ) => {
    const glyph = <span aria-hidden="true">{arrow.glyph}</span>;
    const content = arrow.after ? (
      <>
        {label} {glyph}
      </>
    ) : (
      <>
        {glyph} {label}
      </>
    );
    return enabled ? (
      <a className="paging__link paging__link--step" href={pageHref(path, search, target)} rel={rel}>
        {content}
      </a>
    ) : (
      <span className="paging__link paging__link--step paging__link--disabled">{content}</span>
    );
  };
  return (
    <nav className="paging" aria-label={t("listing.paging.label")}>
      <ul className="paging__list" role="list">
        <li>{step(t("listing.paging.first"), 1, current > 1, { glyph: "«", after: false })}</li>
        <li>{step(t("listing.paging.previous"), current - 1, current > 1, { glyph: "‹", after: false }, "prev")}</li>
        {pageWindow(current, pages).map((number) => (
          <li key={number}>
            <a
              className="paging__link paging__link--number"
              href={pageHref(path, search, number)}
              aria-current={number === current ? "page" : undefined}
              aria-label={t("listing.paging.pageOf", { page: number, pages })}
            >
              {number}
            </a>
          </li>
        ))}
        <li>{step(t("listing.paging.next"), current + 1, current < pages, { glyph: "›", after: true }, "next")}</li>
        <li>{step(t("listing.paging.last"), pages, current < pages, { glyph: "»", after: true })}</li>
      </ul>
    </nav>
  );
}
