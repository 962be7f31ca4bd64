import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONTENT_FILES,
  contentSchema,
  type Content,
  type LocalizedContentText,
  type MenuEntry,
} from "#app/domain/content.ts";
import { normalizeOriginalPath, routeTableSchema, type RouteEntry } from "#app/domain/route-table.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";

const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content");

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8"));
}

function loadRaw(): Record<keyof typeof CONTENT_FILES, unknown> {
  return Object.fromEntries(Object.entries(CONTENT_FILES).map(([key, file]) => [key, readJson(file)])) as Record<
    keyof typeof CONTENT_FILES,
    unknown
  >;
}

function loadContent(): Content {
  const result = contentSchema.safeParse(loadRaw());
  if (!result.success) throw new Error(`content/ is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

const content = loadContent();
const routes = content.routes.routes;
const routeByKey = new Map(routes.map((r) => [r.key, r]));
function route(key: string): RouteEntry {
  const found = routeByKey.get(key);
  if (!found) throw new Error(`no route ${key}`);
  return found;
}
const localized = (text: LocalizedContentText, locale: Locale) => text[locale] ?? "";

/** The spec's slug rule (§2): trimmed, accents removed, punctuation stripped, lower-cased, spaces to hyphens. */
function slug(name: string): string {
  return name
    .trim()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\p{L}\p{N}\s-]+/gu, "")
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, "-");
}

/** Does `/{locale}/{rest}` match a route path of that language (params match one segment)? */
function resolvesToRoute(href: string, locale: Locale): boolean {
  const url = new URL(href, "https://site.invalid");
  const prefix = `/${locale}/`;
  if (!url.pathname.startsWith(prefix)) return false;
  const rest = url.pathname.slice(prefix.length);
  return routes.some((r) => {
    const pattern = r.paths[locale].replace(/:[a-z][a-z0-9]*/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(rest);
  });
}

type Path = (string | number)[];
function getAt(root: unknown, at: Path): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}
/** Sets (or, with undefined, deletes) the value at a path of a parsed JSON document. */
function setAt(root: unknown, at: Path, value: unknown): void {
  const parent = getAt(root, at.slice(0, -1)) as Record<string | number, unknown>;
  const last = at[at.length - 1] as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "");
}

describe("content files", () => {
  it("content/ holds exactly the files of CONTENT_FILES", () => {
    const onDisk = readdirSync(CONTENT_DIR)
      .filter((f) => f.endsWith(".json"))
      .sort();
    expect(onDisk).toEqual(Object.values(CONTENT_FILES).sort());
  });

  it("every file parses with contentSchema", () => {
    expect(contentSchema.safeParse(loadRaw()).success).toBe(true);
  });

  it.each<[string, Path, unknown]>([
    ["a misspelt key (strict objects)", ["settings", "listPagesize"], 12],
    ["an unknown route key in the menu", ["menu", "items", 1, "routeKey"], "for-sael"],
    ["an unknown article in a module", ["pages", "pages", 0, "params", "modules", 0, "relations", "id"], "nope"],
    ["a bad module relation type", ["pages", "pages", 0, "params", "modules", 0, "relations", "type"], "gallery"],
    ["an unknown localized-text key", ["menu", "items", 0, "params", "title", "es"], "Inicio"],
    ["an invalid IBAN", ["siteInfo", "thirdPartyAccount", "iban"], "BE45 7350 2186 4288"],
    ["an invalid enterprise number", ["siteInfo", "enterpriseNumber"], "BE 0712.438.671"],
    ["an analytics ID of the wrong form", ["siteInfo", "siteGoogleAnalyticsID"], "UA-1234"],
    ["a default language that is not in use", ["languages", "languageUse", 0, "use"], false],
  ])("rejects %s", (_label, at, value) => {
    const raw = loadRaw();
    setAt(raw, at, value);
    expect(contentSchema.safeParse(raw).success).toBe(false);
  });
});

describe("route table schema", () => {
  const index = (key: string) => routes.findIndex((r) => r.key === key);
  const copy =
    (key: string, ...rest: Path) =>
    (table: unknown) =>
      getAt(table, ["routes", index(key), ...rest]);

  it.each<[string, Path, unknown]>([
    ["a duplicate key", ["routes", index("for-rent"), "key"], "for-sale"],
    ["a duplicate path in one language", ["routes", index("for-rent"), "paths", "fr"], copy("for-sale", "paths", "fr")],
    [
      "the same path with other param names",
      ["routes", index("property.rent"), "paths", "en"],
      "for-sale/:town/:title/:nr/",
    ],
    ["an upper-case path", ["routes", index("for-sale"), "paths", "nl"], "Te-koop/"],
    ["a path without its trailing slash", ["routes", index("for-sale"), "paths", "nl"], "te-koop"],
    ["a path with the language prefix", ["routes", index("for-sale"), "paths", "nl"], "/nl/te-koop/"],
    ["a missing language", ["routes", index("for-sale"), "paths", "de"], undefined],
    ["a non-ASCII path", ["routes", index("for-sale"), "paths", "fr"], "à-vendre/"],
    [
      "an original that redirects to two routes",
      ["routes", index("for-rent"), "original"],
      copy("for-sale", "original"),
    ],
    ["an alias that is another route's original", ["routes", index("for-rent"), "aliases"], ["/for-sale"]],
    ["an unknown type", ["routes", index("for-sale"), "type"], "listings"],
    ["an unknown key", ["routes", index("for-sale"), "breadcrumbs"], {}],
  ])("rejects %s", (_label, at, value) => {
    const table = readJson(CONTENT_FILES.routes);
    setAt(table, at, typeof value === "function" ? value(table) : value);
    expect(routeTableSchema.safeParse(table).success).toBe(false);
  });

  it("lets one parameterised original serve a family of detail routes (/property/:id/)", () => {
    const owners = routes.filter((r) => normalizeOriginalPath(r.original) === "/property/:id/").map((r) => r.key);
    expect(owners.sort()).toEqual(["property.holiday", "property.rent", "property.sale"]);
  });
});

describe("routes", () => {
  it.each<[string, string, string, Partial<Record<Locale, string>>]>([
    ["home", "/", "", { fr: "", en: "", de: "" }],
    ["home-home", "/home/home/", "home/home/", {}],
    ["for-sale", "/for-sale/", "te-koop/", { fr: "a-vendre/", en: "for-sale/", de: "zu-verkaufen/" }],
    ["for-rent", "/for-rent/", "te-huur/", { fr: "a-louer/", en: "for-rent/", de: "zu-vermieten/" }],
    ["holiday-homes", "/vakantiewoningen/", "vakantiewoningen/", {}],
    ["projects", "/projecten/", "projecten/", {}],
    ["contact", "/contact/", "contact/", {}],
    ["services", "/onze-diensten/", "onze-diensten/", {}],
    ["free-valuation", "/contact-demand/", "gratis-schatting/", {}],
    ["demand-register", "/demand-register/", "blijf-op-de-hoogte/", {}],
    ["disclaimer", "/Disclaimer/", "disclaimer/", {}],
    [
      "cookie-policy",
      "/Cookie-policy/",
      "cookie-policy/",
      { fr: "cookie-policy/", en: "cookie-policy/", de: "cookie-policy/" },
    ],
    [
      "privacy-statement",
      "/Privacy/",
      "privacy-statement/",
      { fr: "privacy-statement/", en: "privacy-statement/", de: "privacy-statement/" },
    ],
    ["useful-links", "/Nuttige-links/", "nuttige-links/", {}],
    ["login", "/login/", "login/", { fr: "login/", en: "login/", de: "login/" }],
    ["article.sell", "/onze-diensten/verkopen/", "onze-diensten/verkopen/", {}],
    ["article.rent", "/onze-diensten/verhuren/", "onze-diensten/verhuren/", {}],
    ["article.valuation", "/onze-diensten/schatting/", "onze-diensten/schatting/", {}],
    ["testimonials", "/getuigenissen/", "getuigenissen/", {}],
    ["testimonial", "/getuigenissen/:slug/", "getuigenissen/:slug/", {}],
    ["property.sale", "/property/:id/", "te-koop/:city/:slug/:id/", {}],
    ["property.rent", "/property/:id/", "te-huur/:city/:slug/:id/", {}],
    ["property.holiday", "/property/:id/", "vakantiewoningen/:city/:slug/:id/", {}],
    ["project", "/project/:id/", "projecten/:city/:slug/:id/", {}],
    ["appointment", "/appointment/:id/", "afspraak/:id/", {}],
    ["purchase-offer", "/purchase-offer/:id/", "bod/:id/", {}],
    ["rental-application", "/rental-application/:id/", "huuraanvraag/:id/", {}],
    ["unsubscribe", "/unsubscribe/:token/", "uitschrijven/:token/", {}],
  ])("%s: original %s, nl path %s", (key, original, nl, others) => {
    const entry = route(key);
    expect(entry.original).toBe(original);
    expect(entry.paths.nl).toBe(nl);
    for (const [locale, expected] of Object.entries(others)) expect(entry.paths[locale as Locale]).toBe(expected);
  });

  it.each([
    "/for-sale/",
    "/for-rent/",
    "/contact-demand/",
    "/demand-register/",
    "/login/",
    "/Disclaimer/",
    "/Cookie-policy/",
    "/cookie-policy",
    "/Privacy/",
    "/Nuttige-links/",
    "/onze-diensten/verkopen/",
    "/verhuren/",
    "/schatting/",
    "/home/home/",
    "/getuigenissen/:slug/",
    "/property/:id/",
    "/project/:id/",
  ])("the spec's unprefixed path %s redirects to a route", (original) => {
    const normalized = normalizeOriginalPath(original);
    const owners = routes.filter((r) =>
      [r.original, ...(r.aliases ?? [])].some((p) => normalizeOriginalPath(p) === normalized),
    );
    expect(owners.length).toBeGreaterThan(0);
  });

  it.each([
    "owner-dashboard",
    "password-reset-request",
    "password-reset",
    "testimonial-form",
    "newsletter",
    "favourites",
    "compare",
  ])("the screen %s added by the issues has a route key", (key) => {
    expect(routeByKey.has(key)).toBe(true);
  });

  it.each(routes.map((r) => [r.key, r] as const))(
    "%s has a path in nl, fr, en and de with the same params, covering the original's",
    (_key, entry) => {
      const params = (p: string) => [...p.matchAll(/:[a-z][a-z0-9]*/g)].map((m) => m[0]).sort();
      for (const locale of LOCALES) {
        expect(typeof entry.paths[locale]).toBe("string");
        expect(params(entry.paths[locale])).toEqual(params(entry.paths.nl));
        expect(params(entry.paths[locale])).toEqual(expect.arrayContaining(params(entry.original)));
        if (entry.key !== "home") expect(entry.paths[locale]).toMatch(/^[a-z0-9:-]+(?:\/[a-z0-9:-]+)*\/$/);
      }
    },
  );

  it.each(LOCALES)("no two routes share a %s path", (locale) => {
    const paths = routes.map((r) => r.paths[locale]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("every route that is not a listing detail has a breadcrumb in every language", () => {
    for (const entry of routes.filter((r) => r.type !== "detail")) {
      expect(entry.breadcrumb, entry.key).toBeDefined();
      for (const locale of LOCALES) expect(entry.breadcrumb?.[locale].trim(), `${entry.key} ${locale}`).not.toBe("");
    }
  });
});

describe("thank-you pages", () => {
  const kinds: [string, string][] = [
    ["contact-me", "bedankt/contacteer-mij/"],
    ["contact-appointment", "bedankt/afspraak/"],
    ["contact-construction", "bedankt/nieuwbouwproject/"],
    ["contact-demand", "bedankt/gratis-schatting/"],
    ["demand-register", "bedankt/blijf-op-de-hoogte/"],
    ["send-to-friend", "bedankt/doorgestuurd/"],
    ["site-contact", "bedankt/contacteer-ons/"],
    ["sign-newsletter", "bedankt/nieuwsbrief/"],
    ["documents", "bedankt/documenten/"],
    ["testimonial", "bedankt/getuigenis/"],
    ["purchase-offer", "bedankt/bod/"],
    ["rental-application", "bedankt/huuraanvraag/"],
    ["unsubscribe", "bedankt/uitgeschreven/"],
    ["stay-request", "bedankt/verblijfsaanvraag/"],
  ];

  it("the feedback family holds exactly the spec's kinds and those the issues add", () => {
    const keys = routes
      .filter((r) => r.type === "feedback")
      .map((r) => r.key)
      .sort();
    expect(keys).toEqual(kinds.map(([kind]) => `feedback.${kind}`).sort());
  });

  it.each(kinds)("feedback.%s lives under /feedback/ and bedankt/, merci/, thank-you/, danke/", (kind, nl) => {
    const entry = route(`feedback.${kind}`);
    expect(entry.type).toBe("feedback");
    expect(entry.original).toBe(`/feedback/${kind}/`);
    expect(entry.paths.nl).toBe(nl);
    expect(entry.paths.fr).toMatch(/^merci\/[a-z0-9-]+\/$/);
    expect(entry.paths.en).toMatch(/^thank-you\/[a-z0-9-]+\/$/);
    expect(entry.paths.de).toMatch(/^danke\/[a-z0-9-]+\/$/);
    expect(entry.breadcrumb).toEqual({ nl: "Bedankt", fr: "Merci", en: "Thank you", de: "Danke" });
  });

  it("testing-testing is not built", () => {
    const text = JSON.stringify(readJson(CONTENT_FILES.routes));
    expect(text).not.toContain("testing-testing");
    expect(routeByKey.has("feedback.testing-testing")).toBe(false);
  });
});

describe("menu", () => {
  const expected: [string, number, string][] = [
    ["home", 0, "Home"],
    ["for-sale", 1, "Te koop"],
    ["for-rent", 3, "Te huur"],
    ["holiday-homes", 4, "Vakantiewoningen"],
    ["contact", 6, "Contact"],
    ["projects", 13, "Projecten"],
    ["services", 14, "Onze diensten"],
  ];

  it("has exactly the spec's entries, in the spec's sort order", () => {
    const items = [...content.menu.items].sort((a, b) => a.sort - b.sort);
    expect(items.map((i) => [i.routeKey, i.sort, i.params.title.nl])).toEqual(expected);
  });

  it.each(content.menu.items.map((i) => [i.routeKey, i] as const))(
    "%s is published, titled in four languages, with no submenu or redirect",
    (_key, item) => {
      expect(item.status).toBe("Published");
      expect(item.childMenus).toEqual([]);
      expect(item.params.redirect).toBe(false);
      for (const locale of LOCALES) expect(localized(item.params.title, locale)).not.toBe("");
    },
  );

  it("every menu entry points at a route and at a page", () => {
    const all = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...all(e.childMenus)]);
    const pageKeys = new Set(content.pages.pages.map((p) => p.routeKey));
    for (const entry of all(content.menu.items)) {
      expect(routeByKey.has(entry.routeKey), entry.routeKey).toBe(true);
      expect(pageKeys.has(entry.routeKey), entry.routeKey).toBe(true);
    }
  });
});

describe("pages and modules", () => {
  const page = (key: string) => {
    const found = content.pages.pages.find((p) => p.routeKey === key);
    if (!found) throw new Error(`no page for ${key}`);
    return found;
  };
  const ordered = (key: string) =>
    [...page(key).params.modules].sort((a, b) => a.contentRow - b.contentRow || a.sort - b.sort);

  it.each(content.pages.pages.map((p) => [p.routeKey, p] as const))(
    "page %s points at a route and has metadata in four languages",
    (_key, p) => {
      expect(routeByKey.has(p.routeKey)).toBe(true);
      for (const locale of LOCALES) {
        expect(localized(p.params.title, locale)).not.toBe("");
        expect(p.params.metadata[locale]?.metadataTitle).toBeTruthy();
        expect(p.params.metadata[locale]?.metadataDescription).toBeTruthy();
      }
      expect(p.params.redirect).toBe(false);
      expect(p.params.showBreadCrumb).toBe(false);
      expect(p.params.showPageBanner).toBe(false);
    },
  );

  it("the home page holds the spec's blocks: article (unpublished), category, Panden in de kijker, Blijf op de hoogte, external", () => {
    const modules = ordered("home");
    expect(modules.map((m) => [m.relations.type, m.status])).toEqual([
      ["article", "Unpublished"],
      ["category", "Published"],
      ["property-list", "Published"],
      ["article", "Published"],
      ["external", "Published"],
    ]);
    const featured = modules[2];
    expect(featured?.title.nl).toBe("Panden in de kijker");
    expect(featured?.backgroundType).toBe("color");
    expect(featured?.colorBackground).toBe("#EFEFEF");
    expect(featured?.numberItemOfRow).toBe(4);
    expect(featured?.maxItems).toBe(4);
    const stayInformed = modules[3];
    expect(stayInformed?.title.nl).toBe("Blijf op de hoogte");
    expect(stayInformed?.relations).toEqual({ type: "article", id: "block.stay-informed" });
  });

  it.each<[string, Record<string, unknown>]>([
    ["for-sale", { type: "property-list", id: "sale" }],
    ["for-rent", { type: "property-list", id: "rent" }],
    ["holiday-homes", { type: "property-list", id: "holiday" }],
    ["projects", { type: "project-list" }],
    ["services", { type: "category", id: 1 }],
    ["contact", { type: "contact" }],
  ])("%s holds one published %o block", (key, relation) => {
    const modules = ordered(key);
    expect(modules).toHaveLength(1);
    expect(modules[0]?.relations).toEqual(relation);
    expect(modules[0]?.status).toBe("Published");
  });

  it("services lists one category per row, at most 40, in the odds view", () => {
    const services = ordered("services")[0];
    expect([services?.numberItemOfRow, services?.maxItems, services?.view]).toEqual([1, 40, "odds"]);
  });

  it("every page has at most one h1 module", () => {
    for (const p of content.pages.pages) {
      expect(
        p.params.modules.filter((m) => m.titleSize === "h1" && m.status === "Published").length,
        p.routeKey,
      ).toBeLessThanOrEqual(1);
    }
  });
});

describe("articles", () => {
  it.each(Object.entries(content.articles))("%s is complete in nl, fr, en and de", (_key, article) => {
    for (const locale of LOCALES) {
      expect(localized(article.title, locale).trim()).not.toBe("");
      expect(localized(article.description, locale).trim()).not.toBe("");
      expect(localized(article.body, locale).trim()).not.toBe("");
    }
  });

  it("every article route and every article a module or category names exists", () => {
    for (const entry of routes.filter((r) => r.type === "article"))
      expect(content.articles[entry.key], entry.key).toBeDefined();
    for (const key of ["disclaimer", "cookie-policy", "privacy-statement", "useful-links", "block.stay-informed"]) {
      expect(content.articles[key], key).toBeDefined();
    }
  });

  it.each(["disclaimer", "cookie-policy", "privacy-statement", "useful-links"])(
    "the legal page %s runs 400 to 1200 words in nl",
    (key) => {
      const words = localized(content.articles[key]!.body, "nl")
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(1200);
    },
  );

  it.each(LOCALES)("the cookie policy (%s) names the five categories and the consent storage keys", (locale) => {
    const body = localized(content.articles["cookie-policy"]!.body, locale);
    expect(body.match(/<h3>[1-5]\. /g)).toHaveLength(5);
    for (const key of [
      "consent",
      "consentAdUserData",
      "consentAdStorage",
      "consentAnalyticsStorage",
      "consentAdPersonalization",
      "utm_parameters",
      "modalActive",
    ]) {
      expect(body).toContain(key);
    }
    expect(body).toContain(String(content.settings.consentExpiryDays));
    expect(body).toContain(content.settings.consentPolicyVersion);
  });

  it.each(LOCALES)("the privacy statement (%s) names the controller and the Data Protection Authority", (locale) => {
    const body = localized(content.articles["privacy-statement"]!.body, locale);
    expect(body).toContain(content.siteInfo.legalName);
    expect(body).toContain(content.siteInfo.enterpriseNumber);
    expect(body).toMatch(/(Drukpersstraat|rue de la Presse|Rue de la Presse|Pressestraße) 35, 1000/);
  });
});

describe("links inside content", () => {
  const htmlByLocale: [string, Locale, string][] = [];
  for (const [key, article] of Object.entries(content.articles)) {
    for (const locale of LOCALES) htmlByLocale.push([`article ${key}`, locale, localized(article.body, locale)]);
  }
  for (const column of content.footer.bottom) {
    for (const locale of LOCALES)
      htmlByLocale.push([`footer column ${column.id}`, locale, localized(column.content, locale)]);
  }

  it.each(htmlByLocale)("%s (%s): internal links resolve, external hosts are known", (_label, locale, html) => {
    for (const href of hrefs(html)) {
      if (href.startsWith("tel:") || href.startsWith("mailto:")) continue;
      if (href.startsWith("/")) {
        expect(resolvesToRoute(href, locale), href).toBe(true);
        continue;
      }
      const host = new URL(href).hostname;
      expect(
        content.settings.externalHosts.some((h) => host === h || host.endsWith(`.${h}`)),
        `${href} should be in settings.externalHosts`,
      ).toBe(true);
    }
  });
});

describe("services categories", () => {
  const items = content.categories.items;
  const root = items.find((c) => c.ParentID === 0);

  it.each(LOCALES)("the category names give the article paths in %s (spec slug rule)", (locale) => {
    expect(root).toBeDefined();
    expect(`${slug(localized(root!.Name, locale))}/`).toBe(route("services").paths[locale]);
    for (const child of items.filter((c) => c.ParentID === root!.ID)) {
      expect(child.articleKey).toBeDefined();
      expect(`${slug(localized(root!.Name, locale))}/${slug(localized(child.Name, locale))}/`).toBe(
        route(child.articleKey!).paths[locale],
      );
    }
  });

  it("holds Verkopen, Verhuren and Schatting", () => {
    expect(items.filter((c) => c.ParentID === root?.ID).map((c) => c.Name.nl)).toEqual([
      "Verkopen",
      "Verhuren",
      "Schatting",
    ]);
  });
});

describe("site configuration", () => {
  it("languages: nl by default, nl, fr, en and de in use", () => {
    expect(content.languages.languageDefault).toBe("nl");
    expect(content.languages.languageUse).toEqual(LOCALES.map((code) => ({ code, use: true })));
  });

  it("site_info carries the agency's legal mentions and empty analytics IDs", () => {
    const info = content.siteInfo;
    expect(info.name).toBeTruthy();
    expect(info.bivNumber).toMatch(/^\d{3}\.\d{3}$/);
    expect(info.supervisingAuthority.address.nl).toBe("Luxemburgstraat 16B, 1000 Brussel");
    expect(info.codeOfEthics.nl).toContain("deontologische code");
    for (const id of [
      info.siteGoogleAnalyticsID,
      info.siteGoogleAdsID,
      info.siteGoogleTagManager,
      info.siteFacebookPixel,
    ])
      expect(id).toBe("");
  });

  it("settings: the defaults the issues rely on", () => {
    const s = content.settings;
    expect(s.listPageSize).toBe(12);
    expect(s.freeEvaluation).toBe(true);
    expect(s.robots).toBe("index,follow");
    expect(s.marqueeIgnoreList).toEqual(
      expect.arrayContaining(["Verkocht", "Verhuurd", "Vendu", "Loué", "Sold", "Rented", "Verkauft", "Vermietet"]),
    );
    expect(s.contactTimeSlots.map((t) => t.slot)).toEqual(["10:00-13:00", "14:00-16:00", "13:00-16:00", "16:00-19:00"]);
    expect(s.tourHosts).toEqual(expect.arrayContaining(["tvl.be", "matterport.com", "nodalview.com"]));
    expect(s.purchaseOffer.depositPercent).toBe(10);
    expect(s.rental.depositMonths).toBe(3);
    expect(s.cdnHost).toBe("");
  });

  it("header, footer and popup link only to known routes", () => {
    for (const link of content.header.headerLinks) {
      if ("routeKey" in link.link) expect(routeByKey.has(link.link.routeKey), link.link.routeKey).toBe(true);
    }
    if (content.popup.link && "routeKey" in content.popup.link)
      expect(routeByKey.has(content.popup.link.routeKey)).toBe(true);
    for (const locale of LOCALES) expect(localized(content.footer.copyright, locale)).toContain("{YEAR}");
  });

  it("the banner descriptions carry the live-count placeholders in every language", () => {
    for (const description of content.header.banner.search.descriptions) {
      for (const locale of LOCALES) {
        expect(localized(description, locale)).toContain("{FOR_SALE_TOTAL}");
        expect(localized(description, locale)).toContain("{FOR_RENT_TOTAL}");
      }
    }
  });
});
