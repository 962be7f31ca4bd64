import type { ServerBuild } from "react-router";

/**
 * The production build split by section of the site, for speed. For each document request React
 * Router builds its route objects from every route of the build, then matches the URL against all
 * of them several times (the page, then each parent path of the URL for the route manifest the
 * browser starts with), compiling each route's pattern every time: about 0.016 ms per route and
 * request. With 4 languages × 52 pages (app/routes.ts) that was a fifth of a detail page's CPU
 * time; with one language's 57 routes still an eighth.
 *
 * A request under `/nl/te-koop/` can only match a Dutch route whose path starts there, the Dutch
 * home (its parent path) or the catch-all, so it goes to a build holding just those routes: 5
 * instead of 211. A path under a language whose first segment is no section of it (`/nl/xyz/`, a
 * 404, or a spelling the router also accepts such as `/nl/TE-KOOP/`) goes to that language's
 * routes. Everything else goes to the whole build: the API, /sitemap.xml, the bare redirects,
 * and `/__manifest`, where the browser asks for the routes of any page it navigates to. The
 * modules, ids and assets stay the same; the one difference is that a document's initial route
 * manifest no longer lists the root's index route (the `/` redirect), which the browser would get
 * from `/__manifest`. Why this is kept, what it saves and how to remove it: decision 0041; the
 * shape of the build it relies on is checked by tests/integration/partial-builds-shape.test.ts.
 */

/**
 * Makes one handler per section build, one per language build and one for the whole build
 * (`handlerFor` is called once for each), and answers which of them serves a path.
 * A localized route's id is `{key}.{lang}` and its path starts with `{lang}/` (app/routes.ts);
 * routes that are neither (root, the catch-all) go into every build. A route whose section is a
 * parameter or optional (none today) would go into every section of its language.
 */
export function handlersByPath<H>(build: ServerBuild, handlerFor: (build: ServerBuild) => H): (pathname: string) => H {
  const ids = Object.keys(build.routes);
  const segmentsOf = (id: string): string[] =>
    (build.routes[id]?.path ?? "").split("/").filter((segment) => segment !== "");
  const languageOf = (id: string): string | null => {
    const first = segmentsOf(id)[0];
    return first !== undefined && id.endsWith(`.${first}`) ? first : null;
  };
  /** The route's first segment after the language: "" for the language's home, null when it is not a fixed word. */
  const sectionOf = (id: string): string | null => {
    const section = segmentsOf(id)[1] ?? "";
    return /^[:*]|[?*]/.test(section) ? null : section;
  };
  // The site's catch-all, under the root (the console's own, under /admin/, is no page of a language).
  const catchAll = ids.filter((id) => build.routes[id]?.path === "*" && build.routes[id]?.parentId === "root");
  const partOf = (own: string[]) => {
    const kept = withAncestors(build, [...own, ...catchAll]);
    return handlerFor({
      ...build,
      routes: pick(build.routes, kept),
      assets: { ...build.assets, routes: pick(build.assets.routes, kept) },
    });
  };

  const handlers = new Map<string, H>();
  for (const lang of new Set(ids.map(languageOf).filter((found): found is string => found !== null))) {
    const own = ids.filter((id) => languageOf(id) === lang);
    handlers.set(lang, partOf(own));
    const everywhere = own.filter((id) => sectionOf(id) === null || sectionOf(id) === "");
    for (const section of new Set(own.map(sectionOf).filter((found): found is string => found !== null))) {
      const inSection = section === "" ? [] : own.filter((id) => sectionOf(id) === section);
      handlers.set(`${lang}/${section}`, partOf([...inSection, ...everywhere]));
    }
  }
  const whole = handlerFor(build);
  return (pathname) => {
    const [, lang = "", section = ""] = pathname.split("/");
    return handlers.get(`${lang}/${section}`) ?? handlers.get(lang) ?? whole;
  };
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
