/**
 * Every page of the shell issue answers in every enabled language at its canonical URL, the spec's
 * other spellings answer 301 to it, unknown paths 404 with the localized not-found page, and the
 * sitemap lists every canonical URL once. HTTP-level checks against the production server.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

type RouteEntry = { key: string; original: string; aliases?: string[]; type: string; paths: Record<string, string> };
const routes = (JSON.parse(readFileSync("content/routes.json", "utf8")) as { routes: RouteEntry[] }).routes;
const languages = (
  JSON.parse(readFileSync("content/languages.json", "utf8")) as { languageUse: { code: string; use: boolean }[] }
).languageUse
  .filter((l) => l.use)
  .map((l) => l.code);

/** The pages this issue serves (listings and forms come with their own issues). */
const PAGE_KEYS = [
  "home",
  "home-home",
  "for-sale",
  "for-rent",
  "holiday-homes",
  "projects",
  "contact",
  "services",
  "free-valuation",
  "demand-register",
  "disclaimer",
  "cookie-policy",
  "privacy-statement",
  "useful-links",
  "login",
  "article.sell",
  "article.rent",
  "article.valuation",
  "testimonials",
  ...routes.filter((r) => r.type === "feedback").map((r) => r.key),
];

function path(key: string, lang: string): string {
  const entry = routes.find((r) => r.key === key);
  if (!entry) throw new Error(`no route ${key}`);
  return `/${lang}/${entry.paths[lang]}`;
}

const NOT_FOUND_TITLE: Record<string, string> = {
  nl: "Pagina niet gevonden",
  fr: "Page introuvable",
  en: "Page not found",
  de: "Seite nicht gefunden",
};

test.describe("every page in every language", () => {
  for (const lang of languages) {
    test(`${lang}: each page answers 200 with <html lang="${lang}"> and a self-consistent canonical`, async ({
      request,
      baseURL,
    }) => {
      for (const key of PAGE_KEYS) {
        const url = path(key, lang);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), `${key} at ${url}`).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${lang}"`);
        expect(html.match(/<h1[\s>]/g)?.length ?? 0, `one h1 on ${url}`).toBe(1);
        expect(html, url).toMatch(new RegExp(`<link rel="canonical" href="${baseURL}/`));
      }
    });
  }

  test("a testimonial page answers 200 and names its person", async ({ request }) => {
    const list = await (await request.get(path("testimonials", "nl"))).text();
    const href = /href="(\/nl\/getuigenissen\/[a-z0-9-]+\/)"/.exec(list)?.[1];
    expect(href).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
  });
});

test.describe("other spellings answer 301 to the canonical URL", () => {
  test.use({ extraHTTPHeaders: { "Accept-Language": "fr-BE,fr;q=0.9,en;q=0.5" } });

  const cases: [string, string][] = [
    ["/for-sale/", "/fr/a-vendre/"],
    ["/for-rent/?city=Spa&type=10", "/fr/a-louer/?city=Spa&type=10"],
    ["/contact-demand/", path("free-valuation", "fr")],
    ["/demand-register/", path("demand-register", "fr")],
    ["/login/", path("login", "fr")],
    ["/Disclaimer/", path("disclaimer", "fr")],
    ["/Cookie-policy/", path("cookie-policy", "fr")],
    ["/Privacy/", path("privacy-statement", "fr")],
    ["/Nuttige-links/", path("useful-links", "fr")],
    ["/feedback/contact-me/", path("feedback.contact-me", "fr")],
    ["/onze-diensten/verkopen/", path("article.sell", "fr")],
    ["/home/home/", path("home-home", "fr")],
    ["/nl", "/nl/"],
    ["/nl/Te-Koop", "/nl/te-koop/"],
    ["/nl/cookie-policy", "/nl/cookie-policy/"],
    ["/de/cookie-policy", path("cookie-policy", "de")],
    ["/en/privacy-statement", path("privacy-statement", "en")],
    // A mailed token keeps its case: the language and the static segments are what get corrected.
    ["/NL/Uitschrijven/i-X-doC2Ab", "/nl/uitschrijven/i-X-doC2Ab/"],
    ["/FR/desinscription/n-AbCd/", "/fr/desinscription/n-AbCd/"],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    });
  }

  test("a link with a mixed-case token is answered where it points, not folded to lower case", async ({ request }) => {
    for (const url of [
      "/nl/uitschrijven/i-X-doC2Ab/",
      "/fr/desinscription/i-X-doC2Ab/",
      "/nl/wachtwoord-herstellen/AbC-dEf_123/",
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).not.toBe(301);
      expect(response.headers()["location"], url).toBeUndefined();
    }
  });

  test("the unprefixed form follows the language cookie and says it varies", async ({ request }) => {
    const response = await request.get("/for-sale/", { maxRedirects: 0, headers: { Cookie: "lang=en" } });
    expect(response.headers()["location"]).toBe("/en/for-sale/");
    expect(response.headers()["vary"]).toMatch(/Accept-Language/);
  });
});

test.describe("unknown paths", () => {
  for (const lang of languages) {
    test(`${lang}: 404 with the not-found page in ${lang}`, async ({ request }) => {
      const response = await request.get(`/${lang}/no-such-page/`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(NOT_FOUND_TITLE[lang]);
    });
  }

  test("a file that is not in the build answers 404, not a server error", async ({ request }) => {
    for (const url of ["/assets/app-00000000.css", "/assets/no-such-chunk.js"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toBe("Not Found");
    }
  });

  test("/healthz, /robots.txt and /sitemap.xml are outside the slash rule", async ({ request }) => {
    for (const url of ["/healthz", "/robots.txt", "/sitemap.xml"]) {
      expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
    }
  });
});

test.describe("sitemap", () => {
  test("is well-formed XML listing every canonical URL exactly once", async ({ request, page, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    await page.goto("/healthz");
    const locs = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("sitemap is not well-formed XML");
      return [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map(
        (n) => n.textContent ?? "",
      );
    }, xml);
    expect(new Set(locs).size).toBe(locs.length);
    for (const lang of languages) {
      for (const key of ["home", "contact", "services", "disclaimer", "article.sell", "testimonials"]) {
        expect(locs, `${key} in ${lang}`).toContain(`${baseURL}${path(key, lang)}`);
      }
      expect(locs.some((loc) => loc.includes("/bedankt/") || loc.includes("/merci/"))).toBe(false);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
