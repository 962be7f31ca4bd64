import type { RouteEntry } from "#app/domain/route-table.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";

/**
 * The spec's "Localised path lookup" (§2) over the route table (content/routes.json, see
 * app/domain/route-table.ts): which page a path is, the same page in another language, its
 * breadcrumb and its top-level parent. Pure functions of the table, so server, links, language
 * switcher and tests share one reading of it.
 */

/** Values for a route's `:params`. */
export type PathParams = Readonly<Record<string, string | number>>;

/** A prefixed path recognised in the table: the route, the language of the prefix, decoded params. */
export type LocalizedMatch = { entry: RouteEntry; lang: Locale; params: Record<string, string> };

/** One breadcrumb link, in the page's language. */
export type Crumb = { name: string; path: string };

/**
 * The list page of each detail family (spec §2: a property's breadcrumb is "the For Sale or
 * Holiday homes page, then the property title"). Keyed by route key, so the trail does not depend
 * on how the detail paths happen to be nested in each language.
 */
export const DETAIL_LIST_KEYS: ReadonlyMap<string, string> = new Map([
  ["property.sale", "for-sale"],
  ["property.rent", "for-rent"],
  ["property.holiday", "holiday-homes"],
  ["project", "projects"],
]);

/** First segments of the originals that match on their segment alone (spec §2). */
const SEGMENT_MATCHED_ORIGINALS = ["for-sale", "for-rent"];

/** The segments of a path, leading and trailing slash optional: "/a/b/" and "a/b" → ["a", "b"]; "/" → []. */
function segmentsOf(path: string): string[] {
  const body = path.replace(/^\//, "").replace(/\/$/, "");
  return body === "" ? [] : body.split("/");
}

/** A decoded parameter value; an empty segment ("a//b") or a malformed escape is no value. */
function decodeSegment(segment: string): string | null {
  if (segment === "") return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The params of a path that fits a pattern, or null: static segments compare without regard to
 * case, a `:param` takes any non-empty segment (decoded), and a segment spelled as the pattern's
 * own `:param` is left for the caller's params to fill.
 */
function matchSegments(pattern: readonly string[], actual: readonly string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index++) {
    const part = pattern[index]!;
    const segment = actual[index]!;
    if (segment === part) continue;
    if (!part.startsWith(":")) {
      if (part.toLowerCase() !== segment.toLowerCase()) return null;
      continue;
    }
    const value = decodeSegment(segment);
    if (value === null) return null;
    params[part.slice(1)] = value;
  }
  return params;
}

type LanguagePattern = { entry: RouteEntry; segments: readonly string[]; statics: number };

/**
 * Each route's path in a language, split once per table: every page request matches its path
 * several times (breadcrumb, menu, language switcher).
 */
const patternsByTable = new WeakMap<readonly RouteEntry[], Map<Locale, readonly LanguagePattern[]>>();

function languagePatterns(routes: readonly RouteEntry[], lang: Locale): readonly LanguagePattern[] {
  let byLanguage = patternsByTable.get(routes);
  if (byLanguage === undefined) patternsByTable.set(routes, (byLanguage = new Map()));
  let patterns = byLanguage.get(lang);
  if (patterns === undefined) {
    patterns = routes.map((entry) => {
      const segments = segmentsOf(entry.paths[lang]);
      return { entry, segments, statics: segments.filter((part) => !part.startsWith(":")).length };
    });
    byLanguage.set(lang, patterns);
  }
  return patterns;
}

/** A language path with its `:params` filled in (URL-encoded), or null when one is missing. */
function fillPath(pattern: string, params: PathParams): string | null {
  let path = "";
  for (const part of segmentsOf(pattern)) {
    const value = part.startsWith(":") ? params[part.slice(1)] : part;
    if (value === undefined || value === "") return null;
    path += `${encodeURIComponent(value)}/`;
  }
  return path;
}

function unprefixedPaths(entry: RouteEntry): string[] {
  return entry.aliases ? [entry.original, ...entry.aliases] : [entry.original];
}

/**
 * The canonical localized path of an original (unprefixed) path or alias, as the spec spells
 * them (`/for-sale/` → `/nl/te-koop/`, `/Disclaimer` → `/nl/disclaimer/`; case and the trailing
 * slash do not matter). Values of the original's `:params` are carried over
 * (`/getuigenissen/jan/` → `/nl/getuigenissen/jan/`) and `params` adds or overrides values; an
 * entry whose language path would miss a value does not count.
 *
 * Spec §2 rules: `/for-sale/…` and `/for-rent/…` with no exact match match on their first segment
 * (`/for-sale/anything/` → the sale list); with several matches the longer language path (the
 * pattern in the table) wins, the first in the table on a tie — so the shared `/property/:id/`
 * resolves to holiday homes in Dutch: to link a listing, pick its route by key from its goal and
 * type instead (app/i18n/route-map.ts). Unknown paths give '/'.
 */
export function localizedPath(
  routes: readonly RouteEntry[],
  originalPath: string,
  lang: Locale,
  params: PathParams = {},
): string {
  const input = segmentsOf(originalPath);
  let candidates = routes.flatMap((entry) =>
    unprefixedPaths(entry).flatMap((path) => {
      const found = matchSegments(segmentsOf(path), input);
      return found === null ? [] : [{ entry, params: found }];
    }),
  );
  const first = input[0]?.toLowerCase();
  if (candidates.length === 0 && SEGMENT_MATCHED_ORIGINALS.some((segment) => segment === first)) {
    candidates = routes
      .filter((entry) => unprefixedPaths(entry).some((path) => segmentsOf(path)[0]?.toLowerCase() === first))
      .map((entry) => ({ entry, params: {} }));
  }
  let best: { pattern: string; path: string } | null = null;
  for (const candidate of candidates) {
    const pattern = candidate.entry.paths[lang];
    const path = fillPath(pattern, { ...candidate.params, ...params });
    if (path !== null && (best === null || pattern.length > best.pattern.length)) best = { pattern, path };
  }
  return best === null ? "/" : `/${lang}/${best.path}`;
}

/**
 * The route of a prefixed path (`/fr/a-vendre/bruxelles/villa/12/` → property.sale in fr with
 * city, slug and id). The language segment and static segments compare without regard to case,
 * the trailing slash is optional, params are decoded. When two routes fit, the one with more
 * static segments wins (`getuigenissen/nieuw/` over `getuigenissen/:slug/`), as in the router.
 */
export function matchLocalizedPath(routes: readonly RouteEntry[], pathname: string): LocalizedMatch | null {
  const [prefix, ...rest] = segmentsOf(pathname);
  const lang = prefix?.toLowerCase();
  if (!isLocale(lang)) return null;
  let best: LocalizedMatch | null = null;
  let bestStatics = -1;
  for (const { entry, segments, statics } of languagePatterns(routes, lang)) {
    if (statics <= bestStatics) continue;
    const params = matchSegments(segments, rest);
    if (params !== null) {
      best = { entry, lang, params };
      bestStatics = statics;
    }
  }
  return best;
}

/**
 * Params whose value is a secret the server checks byte for byte (unsubscribe and password-reset
 * tokens, base64url): their case is part of the value. Every other param (city, slug, id) is
 * lower-case by construction, so a capitalised spelling of it is a spelling to correct.
 */
const CASE_SENSITIVE_PARAMS: ReadonlySet<string> = new Set(["token"]);

/**
 * The canonical spelling of a prefixed path the table knows (ARCHITECTURE "URLs"): lower-case
 * language and static segments, a trailing slash, params lower-cased except the case-sensitive
 * ones (`/NL/Uitschrijven/i-X-doC2/` → `/nl/uitschrijven/i-X-doC2/`). Null for a path no route fits.
 */
export function canonicalPath(routes: readonly RouteEntry[], pathname: string): string | null {
  const match = matchLocalizedPath(routes, pathname);
  if (match === null) return null;
  const params = Object.fromEntries(
    Object.entries(match.params).map(([name, value]) => [
      name,
      CASE_SENSITIVE_PARAMS.has(name) ? value : value.toLowerCase(),
    ]),
  );
  const path = fillPath(match.entry.paths[match.lang], params);
  return path === null ? null : `/${match.lang}/${path}`;
}

/**
 * The same page in another language (spec §2 "path in a target language"; the language
 * switcher), looked up in the table rather than by rewriting the prefix, since every language has
 * its own slugs (`/nl/te-koop/x/y/1/` → `/fr/a-vendre/x/y/1/`). Params are carried over.
 * An unknown path, or one whose params the target path cannot use, gives the target language's home.
 */
export function pathInLanguage(routes: readonly RouteEntry[], pathname: string, targetLang: Locale): string {
  const match = matchLocalizedPath(routes, pathname);
  const path = match === null ? null : fillPath(match.entry.paths[targetLang], match.params);
  return `/${targetLang}/${path ?? ""}`;
}

type TrailStep = { name: string | undefined; path: string };

/** The pages leading to a page, the page last; home is not part of it. */
function trailTo(routes: readonly RouteEntry[], pathname: string): TrailStep[] {
  const match = matchLocalizedPath(routes, pathname);
  if (match === null || match.entry.paths[match.lang] === "") return [];
  const { entry, lang } = match;
  const step = (route: RouteEntry, path: string): TrailStep => ({ name: route.breadcrumb?.[lang], path });
  const page = step(entry, pathInLanguage(routes, pathname, lang));
  const list = routes.find((route) => route.key === DETAIL_LIST_KEYS.get(entry.key));
  if (list !== undefined) return [step(list, `/${lang}/${list.paths[lang]}`), page];
  const segments = segmentsOf(pathname).slice(1);
  const ancestors = segments.slice(0, -1).flatMap((_, index) => {
    const prefix = `/${lang}/${segments.slice(0, index + 1).join("/")}/`;
    const found = matchLocalizedPath(routes, prefix);
    return found === null ? [] : [step(found.entry, pathInLanguage(routes, prefix, lang))];
  });
  return [...ancestors, page];
}

/**
 * The breadcrumb of a page in its language (spec §2), home left out (the caller adds it):
 * - a detail page: its family's list page, then the item named by `title`
 *   (`/nl/te-koop/…/4100001/` → Te koop › {title});
 * - any other page: every leading part of its path that is a route, then the page itself
 *   (`/nl/onze-diensten/verkopen/` → Onze diensten › Verkopen), named by `title` when given
 *   (a testimonial's person) else by the table.
 * A page without a name (a detail page without title) gets no crumb of its own; an unknown path
 * gives [].
 */
export function breadcrumbFor(routes: readonly RouteEntry[], pathname: string, title?: string): Crumb[] {
  const steps = trailTo(routes, pathname);
  return steps.flatMap((step, index) => {
    const name = (index === steps.length - 1 && title?.trim()) || step.name;
    return name ? [{ name, path: step.path }] : [];
  });
}

/**
 * The top-level parent of a page (spec §2), e.g. the menu entry to mark as current: the list of
 * a property or project (`/nl/te-koop/buggenhout/x/4100001/` → `/nl/te-koop/`), the highest
 * route above any other page, or the page itself when no route is above it. Fallback '/'
 * (unknown paths and home).
 */
export function topLevelParent(routes: readonly RouteEntry[], pathname: string): string {
  return trailTo(routes, pathname)[0]?.path ?? "/";
}

/** The external site a route opens instead of its page (spec §2: "project paths may return an external link"), or null. */
export function externalLinkFor(routes: readonly RouteEntry[], key: string): string | null {
  return routes.find((route) => route.key === key)?.externalUrl ?? null;
}

/**
 * A query parameter by name (spec §2: "query parameters read by name; missing gives an empty
 * string"), from a search string (with or without "?") or URLSearchParams.
 */
export function queryParam(search: string | URLSearchParams, name: string): string {
  return new URLSearchParams(search).get(name) ?? "";
}
