import { describe, expect, it } from "vitest";
import routeTable from "#content/routes.json" with { type: "json" };
import { routeTableSchema, type RouteEntry } from "#app/domain/route-table.ts";
import {
  DETAIL_LIST_KEYS,
  breadcrumbFor,
  canonicalPath,
  externalLinkFor,
  localizedPath,
  matchLocalizedPath,
  pathInLanguage,
  queryParam,
  topLevelParent,
} from "./localized-path.ts";

type Entry = Pick<RouteEntry, "key" | "original" | "type"> & Partial<RouteEntry>;

/** A fixture entry: the same path in every language unless told otherwise. */
function route(
  entry: Entry & { nl: string; fr?: string; en?: string; de?: string; crumb?: string; crumbFr?: string },
): RouteEntry {
  const { nl, fr = nl, en = nl, de = nl, crumb, crumbFr = crumb, ...rest } = entry;
  return {
    ...rest,
    paths: { nl, fr, en, de },
    ...(crumb === undefined || crumbFr === undefined
      ? {}
      : { breadcrumb: { nl: crumb, fr: crumbFr, en: crumb, de: crumb } }),
  };
}

const fixture: readonly RouteEntry[] = routeTableSchema.parse({
  routes: [
    route({ key: "home", original: "/", type: "page", nl: "", crumb: "Home", crumbFr: "Accueil" }),
    route({
      key: "for-sale",
      original: "/For-Sale/",
      aliases: ["/te-koop/"],
      type: "listing",
      nl: "te-koop/",
      fr: "a-vendre/",
      en: "for-sale/",
      crumb: "Te koop",
      crumbFr: "À vendre",
    }),
    route({
      key: "for-rent",
      original: "/for-rent/",
      type: "listing",
      nl: "te-huur/",
      fr: "a-louer/",
      en: "for-rent/",
      crumb: "Te huur",
      crumbFr: "À louer",
    }),
    route({
      key: "rent-search",
      original: "/for-rent/search/:q/",
      type: "listing",
      nl: "te-huur/zoeken/:q/",
      fr: "a-louer/chercher/:q/",
      en: "for-rent/search/:q/",
    }),
    route({
      key: "holiday-homes",
      original: "/vakantiewoningen/",
      type: "listing",
      nl: "vakantiewoningen/",
      fr: "maisons-de-vacances/",
      en: "holiday-homes/",
      de: "ferien/",
      crumb: "Vakantiewoningen",
      crumbFr: "Maisons de vacances",
    }),
    route({
      key: "property.sale",
      original: "/property/:id/",
      type: "detail",
      nl: "te-koop/:city/:slug/:id/",
      fr: "a-vendre/:city/:slug/:id/",
      en: "for-sale/:city/:slug/:id/",
      de: "zu-verkaufen/:city/:slug/:id/",
    }),
    route({
      key: "property.rent",
      original: "/property/:id/",
      type: "detail",
      nl: "te-huur/:city/:slug/:id/",
      fr: "a-louer/:city/:slug/:id/",
      en: "rentals/:city/:slug/:id/",
      de: "zu-vermieten/:city/:slug/:id/",
    }),
    route({
      key: "property.holiday",
      original: "/property/:id/",
      type: "detail",
      nl: "vakantiewoningen/:city/:slug/:id/",
      fr: "maisons-de-vacances/:city/:slug/:id/",
      en: "holiday-homes/:city/:slug/:id/",
      de: "ferien/:city/:slug/:id/",
    }),
    route({
      key: "project",
      original: "/project/:id/",
      type: "detail",
      nl: "projecten/:city/:slug/:id/",
      fr: "projets/:city/:slug/:id/",
      externalUrl: "https://nieuwbouw.example.be/",
    }),
    route({
      key: "services",
      original: "/onze-diensten/",
      type: "page",
      nl: "onze-diensten/",
      fr: "nos-services/",
      crumb: "Onze diensten",
      crumbFr: "Nos services",
    }),
    route({
      key: "article.sell",
      original: "/onze-diensten/verkopen/",
      aliases: ["/verkopen/"],
      type: "article",
      nl: "onze-diensten/verkopen/",
      fr: "nos-services/vendre/",
      crumb: "Verkopen",
      crumbFr: "Vendre",
    }),
    route({
      key: "article.sell-tips",
      original: "/onze-diensten/verkopen/tips/",
      type: "article",
      nl: "onze-diensten/verkopen/tips/",
      fr: "nos-services/vendre/conseils/",
      crumb: "Tips",
      crumbFr: "Conseils",
    }),
    route({
      key: "disclaimer",
      original: "/Disclaimer",
      type: "legal",
      nl: "disclaimer/",
      fr: "mentions-legales/",
      crumb: "Disclaimer",
      crumbFr: "Mentions légales",
    }),
    route({
      key: "testimonials",
      original: "/getuigenissen/",
      type: "testimonial",
      nl: "getuigenissen/",
      fr: "temoignages/",
      en: "testimonials/",
      crumb: "Getuigenissen",
      crumbFr: "Témoignages",
    }),
    route({
      key: "testimonial",
      original: "/getuigenissen/:slug/",
      type: "testimonial",
      nl: "getuigenissen/:slug/",
      fr: "temoignages/:slug/",
      en: "testimonials/:slug/",
      crumb: "Getuigenis",
      crumbFr: "Témoignage",
    }),
    route({
      key: "testimonial-form",
      original: "/getuigenissen/nieuw/",
      type: "form",
      nl: "getuigenissen/nieuw/",
      fr: "temoignages/nouveau/",
      en: "testimonials/new/",
      crumb: "Nieuw",
      crumbFr: "Nouveau",
    }),
    route({ key: "news-list", original: "/news/", type: "page", nl: "nieuws/", fr: "actualites/" }),
    route({
      key: "news",
      original: "/news/:slug/",
      type: "article",
      nl: "nieuws/:slug/",
      fr: "actualites/:titre/",
      crumb: "Nieuws",
      crumbFr: "Actualité",
    }),
    route({
      key: "events",
      original: "/events/:city/",
      type: "page",
      nl: ":city/evenementen/",
      fr: ":city/evenements/",
      crumb: "Evenementen",
      crumbFr: "Événements",
    }),
    route({
      key: "feedback.contact-me",
      original: "/feedback/contact-me/",
      type: "feedback",
      nl: "bedankt/contacteer-mij/",
      fr: "merci/contactez-moi/",
      crumb: "Bedankt",
      crumbFr: "Merci",
    }),
  ],
}).routes;

const routes = routeTableSchema.parse(routeTable).routes;

describe("localizedPath", () => {
  it.each([
    ["/for-sale/", "nl", {}, "/nl/te-koop/"],
    ["/For-Sale", "fr", {}, "/fr/a-vendre/"],
    ["/te-koop/", "en", {}, "/en/for-sale/"],
    ["/Disclaimer", "nl", {}, "/nl/disclaimer/"],
    ["/disclaimer/", "fr", {}, "/fr/mentions-legales/"],
    ["/", "de", {}, "/de/"],
    ["", "nl", {}, "/nl/"],
    ["/onze-diensten/verkopen/", "fr", {}, "/fr/nos-services/vendre/"],
    ["verkopen", "nl", {}, "/nl/onze-diensten/verkopen/"],
    ["/getuigenissen/Jan%20Peeters/", "fr", {}, "/fr/temoignages/Jan%20Peeters/"],
    ["/getuigenissen/jan/", "nl", { slug: "an" }, "/nl/getuigenissen/an/"],
    ["/getuigenissen/nieuw/", "nl", {}, "/nl/getuigenissen/nieuw/"],
    ["/getuigenissen/nieuw/", "fr", {}, "/fr/temoignages/nouveau/"],
    ["/getuigenissen/nieuw/", "en", {}, "/en/testimonials/nieuw/"],
    [
      "/property/:id/",
      "nl",
      { city: "dendermonde", slug: "villa", id: 12 },
      "/nl/vakantiewoningen/dendermonde/villa/12/",
    ],
    ["/property/12/", "de", { city: "lebbeke", slug: "huis" }, "/de/zu-verkaufen/lebbeke/huis/12/"],
    ["/property/12/", "nl", {}, "/"],
    ["/property/:id/", "nl", { city: "lebbeke", slug: "huis" }, "/"],
    ["/property/12/", "nl", { city: "lebbeke", slug: "" }, "/"],
    [
      "/property/12/",
      "nl",
      { city: "sint niklaas", slug: "l'été", id: 0 },
      "/nl/vakantiewoningen/sint%20niklaas/l'%C3%A9t%C3%A9/0/",
    ],
    ["/for-sale/anything/", "nl", {}, "/nl/te-koop/"],
    ["/FOR-SALE/a/b/", "fr", {}, "/fr/a-vendre/"],
    ["/for-rent/x/", "nl", {}, "/nl/te-huur/"],
    ["/for-rent/x/", "nl", { q: "tuin" }, "/nl/te-huur/zoeken/tuin/"],
    ["/for-rent/search/tuin/", "fr", {}, "/fr/a-louer/chercher/tuin/"],
    ["/te-koop/anything/", "nl", {}, "/"],
    ["/for-salex/", "nl", {}, "/"],
    ["/nowhere/", "nl", {}, "/"],
    ["/nl/te-koop/", "nl", {}, "/"],
    ["/getuigenissen//", "nl", {}, "/"],
    ["/getuigenissen/%E0%A4%A/", "nl", {}, "/"],
  ] as const)("%s in %s with %j → %s", (original, lang, params, expected) => {
    expect(localizedPath(fixture, original, lang, params)).toBe(expected);
  });

  it("fills nothing when no params are given", () => {
    expect(localizedPath(fixture, "/getuigenissen/jan/", "en")).toBe("/en/testimonials/jan/");
  });
});

describe("matchLocalizedPath", () => {
  it.each([
    ["/fr/a-vendre/bruxelles/villa/12/", "property.sale", "fr", { city: "bruxelles", slug: "villa", id: "12" }],
    ["/FR/A-Vendre/Bruxelles/Villa/12", "property.sale", "fr", { city: "Bruxelles", slug: "Villa", id: "12" }],
    ["/de/ferien/spa/chalet/7/", "property.holiday", "de", { city: "spa", slug: "chalet", id: "7" }],
    ["/nl/getuigenissen/jan%20peeters/", "testimonial", "nl", { slug: "jan peeters" }],
    ["/nl/getuigenissen/nieuw/", "testimonial-form", "nl", {}],
    ["/nl/getuigenissen/Nieuw/", "testimonial-form", "nl", {}],
    ["/nl/getuigenissen/", "testimonials", "nl", {}],
    ["/nl/", "home", "nl", {}],
    ["/en", "home", "en", {}],
    ["/nl/onze-diensten/verkopen/tips", "article.sell-tips", "nl", {}],
    ["/nl/nieuws/evenementen/", "news", "nl", { slug: "evenementen" }],
    ["/nl/gent/evenementen/", "events", "nl", { city: "gent" }],
    ["/en/rentals/lebbeke/huis/3/", "property.rent", "en", { city: "lebbeke", slug: "huis", id: "3" }],
  ])("%s → %s in %s", (pathname, key, lang, params) => {
    const match = matchLocalizedPath(fixture, pathname);
    expect(match && { key: match.entry.key, lang: match.lang, params: match.params }).toStrictEqual({
      key,
      lang,
      params,
    });
  });

  it.each([
    "/en/te-koop/",
    "/xx/te-koop/",
    "/te-koop/",
    "/",
    "",
    "/nl/te-koop//",
    "/nl/getuigenissen//",
    "/nl/te-koop//x/1/",
    "/nl/te-koop/x/",
    "/nl/getuigenissen/%E0%A4%A/",
    "/nl/a-vendre/",
  ])("%j → null", (pathname) => expect(matchLocalizedPath(fixture, pathname)).toBeNull());
});

describe("pathInLanguage", () => {
  it.each([
    ["/nl/te-koop/", "fr", "/fr/a-vendre/"],
    ["/nl/te-koop/dendermonde/ruime-woning/4100001/", "fr", "/fr/a-vendre/dendermonde/ruime-woning/4100001/"],
    ["/fr/maisons-de-vacances/spa/chalet/7", "de", "/de/ferien/spa/chalet/7/"],
    ["/nl/getuigenissen/jan%20peeters", "en", "/en/testimonials/jan%20peeters/"],
    ["/NL/Disclaimer", "fr", "/fr/mentions-legales/"],
    ["/nl/onze-diensten/verkopen/", "nl", "/nl/onze-diensten/verkopen/"],
    ["/nl/", "de", "/de/"],
    ["/nl/nieuws/open-huis/", "fr", "/fr/"],
    ["/nl/onbekend/", "fr", "/fr/"],
    ["/te-koop/", "fr", "/fr/"],
  ] as const)("%s → %s: %s", (pathname, lang, expected) =>
    expect(pathInLanguage(fixture, pathname, lang)).toBe(expected),
  );
});

describe("canonicalPath (the real route table)", () => {
  it.each([
    ["/nl/te-koop/", "/nl/te-koop/"],
    ["/nl/Te-Koop", "/nl/te-koop/"],
    ["/NL/te-koop/Dendermonde/Ruime-Woning/4100001", "/nl/te-koop/dendermonde/ruime-woning/4100001/"],
    ["/nl/getuigenissen/Jan-Peeters/", "/nl/getuigenissen/jan-peeters/"],
    // Tokens are secrets compared byte for byte: their case survives (a folded link is a dead link).
    ["/nl/uitschrijven/i-X-doC2Ab_9/", "/nl/uitschrijven/i-X-doC2Ab_9/"],
    ["/NL/Uitschrijven/i-X-doC2Ab_9", "/nl/uitschrijven/i-X-doC2Ab_9/"],
    ["/fr/desinscription/n-AbCdEf/", "/fr/desinscription/n-AbCdEf/"],
    ["/nl/wachtwoord-herstellen/AbC-dEf_123/", "/nl/wachtwoord-herstellen/AbC-dEf_123/"],
    ["/de/abmelden/XyZ/", "/de/abmelden/XyZ/"],
  ] as const)("%s → %s", (pathname, expected) => expect(canonicalPath(routes, pathname)).toBe(expected));

  it.each(["/nl/onbekend/", "/te-koop/", "/nl//te-koop/"])("%s → null (no route of the table)", (pathname) =>
    expect(canonicalPath(routes, pathname)).toBeNull(),
  );
});

describe("breadcrumbFor", () => {
  it.each([
    [
      "/nl/te-koop/dendermonde/villa/12/",
      "Villa met tuin",
      [
        ["Te koop", "/nl/te-koop/"],
        ["Villa met tuin", "/nl/te-koop/dendermonde/villa/12/"],
      ],
    ],
    [
      "/FR/A-VENDRE/Dendermonde/villa/12",
      "Villa",
      [
        ["À vendre", "/fr/a-vendre/"],
        ["Villa", "/fr/a-vendre/Dendermonde/villa/12/"],
      ],
    ],
    [
      "/fr/maisons-de-vacances/spa/chalet/7/",
      " Chalet ",
      [
        ["Maisons de vacances", "/fr/maisons-de-vacances/"],
        ["Chalet", "/fr/maisons-de-vacances/spa/chalet/7/"],
      ],
    ],
    ["/nl/te-huur/lebbeke/huis/3/", undefined, [["Te huur", "/nl/te-huur/"]]],
    [
      "/en/rentals/lebbeke/huis/3/",
      "House",
      [
        ["Te huur", "/en/for-rent/"],
        ["House", "/en/rentals/lebbeke/huis/3/"],
      ],
    ],
    ["/nl/te-huur/lebbeke/huis/3/", "  ", [["Te huur", "/nl/te-huur/"]]],
    ["/nl/projecten/lebbeke/residentie/9/", "Residentie", [["Residentie", "/nl/projecten/lebbeke/residentie/9/"]]],
    [
      "/nl/onze-diensten/verkopen/",
      undefined,
      [
        ["Onze diensten", "/nl/onze-diensten/"],
        ["Verkopen", "/nl/onze-diensten/verkopen/"],
      ],
    ],
    [
      "/fr/nos-services/vendre",
      "Vendre votre bien",
      [
        ["Nos services", "/fr/nos-services/"],
        ["Vendre votre bien", "/fr/nos-services/vendre/"],
      ],
    ],
    [
      "/nl/Onze-Diensten/verkopen/tips/",
      undefined,
      [
        ["Onze diensten", "/nl/onze-diensten/"],
        ["Verkopen", "/nl/onze-diensten/verkopen/"],
        ["Tips", "/nl/onze-diensten/verkopen/tips/"],
      ],
    ],
    [
      "/nl/getuigenissen/jan/",
      "Jan Peeters",
      [
        ["Getuigenissen", "/nl/getuigenissen/"],
        ["Jan Peeters", "/nl/getuigenissen/jan/"],
      ],
    ],
    [
      "/fr/temoignages/jan/",
      undefined,
      [
        ["Témoignages", "/fr/temoignages/"],
        ["Témoignage", "/fr/temoignages/jan/"],
      ],
    ],
    ["/nl/nieuws/open-huis/", "Open huis", [["Open huis", "/nl/nieuws/open-huis/"]]],
    ["/nl/bedankt/contacteer-mij/", undefined, [["Bedankt", "/nl/bedankt/contacteer-mij/"]]],
    ["/nl/te-koop/", undefined, [["Te koop", "/nl/te-koop/"]]],
    ["/nl/", "Welkom", []],
    ["/nl/onbekend/", "Onbekend", []],
    ["/onze-diensten/verkopen/", undefined, []],
  ])("%s (title %j)", (pathname, title, crumbs) => {
    expect(breadcrumbFor(fixture, pathname, title)).toStrictEqual(crumbs.map(([name, path]) => ({ name, path })));
  });
});

describe("topLevelParent", () => {
  it.each([
    ["/nl/te-koop/buggenhout/x/4100001/", "/nl/te-koop/"],
    ["/fr/maisons-de-vacances/spa/chalet/7/", "/fr/maisons-de-vacances/"],
    ["/nl/onze-diensten/verkopen/tips/", "/nl/onze-diensten/"],
    ["/nl/nieuws/open-huis/", "/nl/nieuws/"],
    ["/en/rentals/lebbeke/huis/3/", "/en/for-rent/"],
    ["/nl/te-koop/", "/nl/te-koop/"],
    ["/nl/projecten/lebbeke/residentie/9/", "/nl/projecten/lebbeke/residentie/9/"],
    ["/nl/bedankt/contacteer-mij/", "/nl/bedankt/contacteer-mij/"],
    ["/nl/", "/"],
    ["/nl/onbekend/", "/"],
  ])("%s → %s", (pathname, expected) => expect(topLevelParent(fixture, pathname)).toBe(expected));
});

describe("externalLinkFor", () => {
  it.each([
    ["project", "https://nieuwbouw.example.be/"],
    ["for-sale", null],
    ["no-such-route", null],
  ])("%s → %j", (key, expected) => expect(externalLinkFor(fixture, key)).toBe(expected));
});

describe("queryParam", () => {
  it.each([
    ["?city=Dendermonde&type=1", "city", "Dendermonde"],
    ["city=9200", "city", "9200"],
    ["?city=Sint%20Niklaas", "city", "Sint Niklaas"],
    ["?city=a&city=b", "city", "a"],
    ["?type=", "type", ""],
    ["?type=1", "city", ""],
    ["", "city", ""],
  ])("%j, %s → %j", (search, name, expected) => expect(queryParam(search, name)).toBe(expected));

  it("reads URLSearchParams too", () => {
    expect(queryParam(new URLSearchParams({ city: "Liège" }), "city")).toBe("Liège");
    expect(queryParam(new URLSearchParams(), "city")).toBe("");
  });
});

describe("the real route table (content/routes.json)", () => {
  it.each([
    ["/for-sale/", "nl", "/nl/te-koop/"],
    ["/Disclaimer", "nl", "/nl/disclaimer/"],
    ["/for-sale/anything/", "nl", "/nl/te-koop/"],
    ["/for-rent/x/", "fr", "/fr/a-louer/"],
    ["/feedback/contact-demand/", "nl", "/nl/bedankt/gratis-schatting/"],
    ["/Cookie-policy", "fr", "/fr/cookie-policy/"],
    ["/blijf-op-de-hoogte/", "nl", "/nl/blijf-op-de-hoogte/"],
  ] as const)("localizedPath %s in %s → %s", (original, lang, expected) => {
    expect(localizedPath(routes, original, lang)).toBe(expected);
  });

  it("matches, translates and places a property page", () => {
    expect(matchLocalizedPath(routes, "/fr/a-vendre/bruxelles/villa/12/")).toMatchObject({
      entry: { key: "property.sale" },
      lang: "fr",
      params: { city: "bruxelles", slug: "villa", id: "12" },
    });
    expect(pathInLanguage(routes, "/nl/te-koop/buggenhout/ruime-woning/4100001/", "fr")).toBe(
      "/fr/a-vendre/buggenhout/ruime-woning/4100001/",
    );
    expect(pathInLanguage(routes, "/nl/onze-diensten/", "de")).toBe("/de/unsere-leistungen/");
    expect(topLevelParent(routes, "/nl/te-koop/buggenhout/x/4100001/")).toBe("/nl/te-koop/");
    expect(topLevelParent(routes, "/en/projects/lebbeke/residentie/9/")).toBe("/en/projects/");
  });

  it.each([
    [
      "/nl/vakantiewoningen/koksijde/studio/5/",
      "Studio aan zee",
      [
        ["Vakantiewoningen", "/nl/vakantiewoningen/"],
        ["Studio aan zee", "/nl/vakantiewoningen/koksijde/studio/5/"],
      ],
    ],
    [
      "/nl/onze-diensten/verkopen/",
      undefined,
      [
        ["Onze diensten", "/nl/onze-diensten/"],
        ["Verkopen", "/nl/onze-diensten/verkopen/"],
      ],
    ],
    ["/nl/bedankt/contacteer-mij/", undefined, [["Bedankt", "/nl/bedankt/contacteer-mij/"]]],
    ["/fr/merci/contactez-moi/", undefined, [["Merci", "/fr/merci/contactez-moi/"]]],
  ])("breadcrumbFor %s", (pathname, title, crumbs) => {
    expect(breadcrumbFor(routes, pathname, title)).toStrictEqual(crumbs.map(([name, path]) => ({ name, path })));
  });

  it("has a list page for every detail family, and every detail route is in a family", () => {
    const keys = new Set(routes.map((entry) => entry.key));
    for (const [detail, list] of DETAIL_LIST_KEYS) {
      expect(keys).toContain(detail);
      expect(keys).toContain(list);
    }
    const details = routes.filter((entry) => entry.type === "detail").map((entry) => entry.key);
    expect(details.toSorted()).toEqual([...DETAIL_LIST_KEYS.keys()].toSorted());
  });
});
