/**
 * The links of a property list page built from its (clean) query string: pure, used by the list
 * loader and, for "search in this area", in the browser.
 */

/** The path with the query string, or the bare path when there is none. */
export function withSearch(pathname: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A copy of the query with `name` set to `value`, or removed (null). */
export function withParam(search: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

/**
 * The list/map switch: the same search shown as cards only, or as a map (of every result of the
 * search) above the page's cards. Choosing the map is the visitor's action that loads its tiles,
 * so the map link asks for them (`map=1`): one click shows the map.
 */
export function viewSwitchHrefs(pathname: string, search: URLSearchParams): { list: string; map: string } {
  const list = withParam(withParam(search, "view", null), "map", null);
  return {
    list: withSearch(pathname, list),
    map: withSearch(pathname, withParam(withParam(withParam(search, "map", null), "view", "map"), "map", "1")),
  };
}

/**
 * The list of the map's area: the same filters, the area set, from the first page, with the map
 * shown. Built in the browser; commas are kept readable in the link.
 */
export function searchAreaHref(path: string, search: string, bbox: string): string {
  const params = withParam(withParam(withParam(new URLSearchParams(search), "bbox", bbox), "page", null), "map", "1");
  return `${path}?${params.toString().replaceAll("%2C", ",")}`;
}
