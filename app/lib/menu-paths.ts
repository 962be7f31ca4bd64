import type { RouteEntry } from "#app/domain/route-table.ts";
import { LOCALES } from "#app/i18n/locales.ts";

/** What this rule reads of a menu entry (content/menu.json). */
export type MenuNode = {
  routeKey: string;
  status: string;
  params: { redirect: boolean };
  childMenus: MenuNode[];
};

/**
 * Spec §2: "a child entry is /{parent path}/{child path}/". The route table gives every page its
 * own path; a page placed under another in the menu moves under its parent's path, in every
 * language, with the pages below its own path (a testimonials page takes its testimonials along).
 * Its former paths stay as unprefixed aliases, so `/{lang}/{former path}` and `/{former path}`
 * answer 301 to the new address (server/canonical-redirects.ts) and no link breaks.
 *
 * Applied to the table wherever it is read: by app/routes.ts when the build mounts the pages and
 * at start-up with the content (app/services/content/load-content.server.ts), so the router, the
 * links, the sitemap, hreflang and breadcrumbs all see the same paths. Left as they are: published
 * children only, of a published page that is not home nor a redirect; a child already under its
 * parent's path (the services' articles); a move whose new path another page already has.
 */
export function nestMenuChildren(routes: readonly RouteEntry[], menu: readonly MenuNode[]): RouteEntry[] {
  const table = routes.map((route) => ({ ...route, paths: { ...route.paths } }));
  const byKey = new Map(table.map((route) => [route.key, route]));
  const taken = new Set(table.flatMap((route) => [route.original, ...(route.aliases ?? [])].map(unprefixed)));

  const visit = (parent: MenuNode) => {
    const parentRoute = byKey.get(parent.routeKey);
    for (const child of parent.childMenus) {
      if (child.status !== "Published") continue;
      const childRoute = byKey.get(child.routeKey);
      if (
        parentRoute &&
        !parent.params.redirect &&
        !child.params.redirect &&
        childRoute &&
        childRoute !== parentRoute
      ) {
        for (const lang of LOCALES) moveUnder(table, taken, childRoute, parentRoute.paths[lang], lang);
      }
      visit(child);
    }
  };
  for (const entry of menu) if (entry.status === "Published") visit(entry);
  return table;
}

type Lang = (typeof LOCALES)[number];

function unprefixed(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith("/") ? lower : `${lower}/`;
}

function moveUnder(table: RouteEntry[], taken: Set<string>, child: RouteEntry, parentPath: string, lang: Lang) {
  const from = child.paths[lang];
  if (parentPath === "" || from === "" || from.startsWith(parentPath)) return;
  const to = `${parentPath}${from}`;
  const moving = table.filter((route) => route.paths[lang].startsWith(from));
  const shape = (path: string) => path.replace(/:[a-z][a-z0-9]*/g, ":");
  const others = new Set(table.filter((route) => !moving.includes(route)).map((route) => shape(route.paths[lang])));
  if (moving.some((route) => others.has(shape(`${to}${route.paths[lang].slice(from.length)}`)))) return;
  for (const route of moving) {
    const former = `/${route.paths[lang]}`;
    route.paths[lang] = `${to}${route.paths[lang].slice(from.length)}`;
    if (!taken.has(unprefixed(former))) {
      route.aliases = [...(route.aliases ?? []), former];
      taken.add(unprefixed(former));
    }
  }
}
