import { z } from "zod";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";

/**
 * The localized route table (`content/routes.json`, spec §2 "Localised path lookup" and §3
 * "Route map entry"): one entry per route key, with the spec's original (unprefixed) path, the
 * path in each language WITHOUT the `/{lang}/` prefix, and a breadcrumb name per language.
 *
 * Conventions the rest of the app relies on:
 * - `key` is stable and kebab-case; families are dotted (`feedback.contact-me`, `article.sell`,
 *   `property.sale`).
 * - `paths[lang]` is lower-case ASCII, ends in "/" (home is ""), and uses React Router params
 *   (`te-koop/:city/:slug/:id/`). The canonical URL is `/{lang}/{paths[lang]}`.
 * - `original` and `aliases` are unprefixed paths (spelling as the spec gives them, upper case
 *   allowed, slash optional) that answer 301 to the canonical URL in the visitor's language.
 *   Compare them case-insensitively and with the trailing slash normalised. A parameterised
 *   original may be shared by routes of one family resolved by data: `/property/:id/` belongs to
 *   property.sale, property.rent and property.holiday, and the listing's goal and type pick one.
 */

const ROUTE_TYPES = [
  "page",
  "listing",
  "detail",
  "article",
  "feedback",
  "form",
  "login",
  "owner",
  "legal",
  "testimonial",
] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

const ROUTE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
/** Zero or more segments, each followed by "/": kebab-case words or a `:param`. "" is home. */
const LOCALIZED_PATH = /^(?:(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[a-z][a-z0-9]*)\/)*$/;
/** An unprefixed path as the spec spells it: starts with "/", no query, no fragment, no spaces. */
const ORIGINAL_PATH = /^\/(?:[A-Za-z0-9._~:-]+\/)*[A-Za-z0-9._~:-]*$/;

const localizedPath = z
  .string()
  .regex(LOCALIZED_PATH, 'lower-case ASCII segments (or :params), each ending in "/", no leading "/"; home is ""');

const originalPath = z
  .string()
  .regex(ORIGINAL_PATH, 'an unprefixed path starting with "/"')
  .refine((path) => !LOCALES.includes(path.split("/")[1]?.toLowerCase() as Locale), {
    message: "an original or alias path must not start with a language segment",
  });

/** A value for each of nl, fr, en and de: all four required. */
function perLocale<T extends z.ZodType>(value: T) {
  return z.strictObject({ nl: value, fr: value, en: value, de: value });
}

const routePathsSchema = perLocale(localizedPath);
const routeBreadcrumbSchema = perLocale(z.string().trim().min(1));

const routeEntrySchema = z.strictObject({
  key: z.string().regex(ROUTE_KEY, "kebab-case, dotted for families (feedback.contact-me)"),
  original: originalPath,
  aliases: z.array(originalPath).optional(),
  type: z.enum(ROUTE_TYPES),
  paths: routePathsSchema,
  breadcrumb: routeBreadcrumbSchema.optional(),
  externalUrl: z.url({ protocol: /^https?$/ }).optional(),
});

/** Lower-case, trailing slash: how originals and aliases are compared. */
export function normalizeOriginalPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith("/") ? lower : `${lower}/`;
}

/** A path with its parameter names erased, so `x/:a/` and `x/:b/` count as the same path. */
function pathShape(path: string): string {
  return path.replace(/:[a-z][a-z0-9]*/g, ":");
}

export const routeTableSchema = z
  .strictObject({ routes: z.array(routeEntrySchema).min(1) })
  .superRefine(({ routes }, ctx) => {
    const keys = new Map<string, number>();
    routes.forEach((route, index) => {
      const first = keys.get(route.key);
      if (first !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["routes", index, "key"],
          message: `duplicate route key "${route.key}" (first at index ${first})`,
        });
      } else {
        keys.set(route.key, index);
      }
    });

    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      routes.forEach((route, index) => {
        const shape = pathShape(route.paths[locale]);
        const other = seen.get(shape);
        if (other !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: ["routes", index, "paths", locale],
            message: `${locale} path "${route.paths[locale]}" of "${route.key}" is already used by "${other}"`,
          });
        } else {
          seen.set(shape, route.key);
        }
      });
    }

    // An unprefixed path may redirect to one route only, except a parameterised original shared
    // by one family of the same type (/property/:id/ → property.sale | rent | holiday).
    const owners = new Map<string, { key: string; type: RouteType; family: string }>();
    routes.forEach((route, index) => {
      const family = route.key.split(".")[0] ?? route.key;
      for (const path of [route.original, ...(route.aliases ?? [])]) {
        const normalized = normalizeOriginalPath(path);
        const owner = owners.get(normalized);
        if (owner === undefined) {
          owners.set(normalized, { key: route.key, type: route.type, family });
          continue;
        }
        if (owner.key === route.key) continue;
        const sharedFamily = normalized.includes(":") && owner.type === route.type && owner.family === family;
        if (!sharedFamily) {
          ctx.addIssue({
            code: "custom",
            path: ["routes", index, "original"],
            message: `unprefixed path "${path}" of "${route.key}" already redirects to "${owner.key}"`,
          });
        }
      }
    });
  });

export type RouteEntry = z.infer<typeof routeEntrySchema>;
export type RouteTable = z.infer<typeof routeTableSchema>;
