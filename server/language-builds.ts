import type { ServerBuild } from "react-router";

/**
 * The production build split by language, for speed. React Router matches a document request
 * against every route of its build several times: once for the page, then once per parent path
 * of the URL for the route manifest the browser starts with. It compiles each route's pattern
 * every time. With 4 languages × 52 pages (app/routes.ts), that was a fifth of a detail page's
 * CPU time. A request under `/nl/` can only match a Dutch route or the catch-all, so it goes to a
 * build holding just those routes. The modules, ids and assets stay the same, so the browser sees
 * no difference. Everything else goes to the whole build: the API, /sitemap.xml, the bare
 * redirects, and `/__manifest`, where the browser asks for the routes of any page it navigates to.
 */

/**
 * Makes one handler per language build and one for the whole build (`handlerFor` is called once
 * for each), and answers which of them serves a path: its first segment's language, else the whole.
 * A localized route's id is `{key}.{lang}` and its path starts with `{lang}/` (app/routes.ts);
 * routes that are neither (root, the catch-all) go into every language's build.
 */
export function handlersByLanguage<H>(build: ServerBuild, handlerFor: (build: ServerBuild) => H): (pathname: string) => H {
  const languageOf = (id: string): string | null => {
    const first = build.routes[id]?.path?.split("/")[0] ?? "";
    return first !== "" && id.endsWith(`.${first}`) ? first : null;
  };
  const ids = Object.keys(build.routes);
  const languages = new Set(ids.map(languageOf).filter((lang): lang is string => lang !== null));
  const catchAll = ids.filter((id) => build.routes[id]?.path === "*");

  const byLanguage = new Map<string, H>();
  for (const lang of languages) {
    const kept = withAncestors(build, [...ids.filter((id) => languageOf(id) === lang), ...catchAll]);
    byLanguage.set(
      lang,
      handlerFor({ ...build, routes: pick(build.routes, kept), assets: { ...build.assets, routes: pick(build.assets.routes, kept) } }),
    );
  }
  const whole = handlerFor(build);
  return (pathname) => byLanguage.get(pathname.split("/")[1] ?? "") ?? whole;
}

function withAncestors(build: ServerBuild, ids: string[]): Set<string> {
  const kept = new Set<string>();
  for (const start of ids) {
    let id: string | undefined = start;
    while (id !== undefined && !kept.has(id)) {
      kept.add(id);
      id = build.routes[id]?.parentId;
    }
  }
  return kept;
}

function pick<T>(record: Record<string, T>, keys: Set<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}
