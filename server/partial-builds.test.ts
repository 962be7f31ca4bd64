import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { handlersByPath } from "./partial-builds.ts";

/** A build shaped as app/routes.ts makes it: root, shared routes, two languages, the catch-all. */
const ROUTES: Record<string, { path?: string; parentId?: string; index?: boolean }> = {
  root: { path: "" },
  "routes/content/language-redirect": { parentId: "root", index: true },
  "routes/api/suggest": { path: "api/suggest", parentId: "root" },
  "property-redirect": { path: "property/:id/", parentId: "root" },
  "home.nl": { path: "nl/", parentId: "root" },
  "for-sale.nl": { path: "nl/te-koop/", parentId: "root" },
  "property.sale.nl": { path: "nl/te-koop/:city/:slug/:id/", parentId: "root" },
  "services.nl": { path: "nl/onze-diensten/", parentId: "root" },
  "article.sell.nl": { path: "nl/onze-diensten/verkopen/", parentId: "root" },
  "home.fr": { path: "fr/", parentId: "root" },
  "for-sale.fr": { path: "fr/a-vendre/", parentId: "root" },
  "routes/content/not-found": { path: "*", parentId: "root" },
};

function buildOf(routes: Record<string, { path?: string; parentId?: string; index?: boolean }>): ServerBuild {
  return {
    routes: Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, ...route, module: {} }])),
    assets: {
      version: "v1",
      url: "/manifest.js",
      entry: { module: "/entry.js", imports: [] },
      routes: Object.fromEntries(Object.keys(routes).map((id) => [id, { id }])),
    },
    publicPath: "/",
  } as unknown as ServerBuild;
}
const build = buildOf(ROUTES);

/** The handler is the build it was made for, so the test can read which routes it holds. */
const handlerFor = handlersByPath(build, (part) => part);
const routeIds = (pathname: string) => Object.keys(handlerFor(pathname).routes).sort();

describe("handlersByPath", () => {
  it.each([
    {
      pathname: "/nl/te-koop/",
      expected: ["for-sale.nl", "home.nl", "property.sale.nl", "root", "routes/content/not-found"],
    },
    {
      pathname: "/nl/te-koop/buggenhout/huis/4100001/",
      expected: ["for-sale.nl", "home.nl", "property.sale.nl", "root", "routes/content/not-found"],
    },
    {
      pathname: "/nl/te-koop",
      expected: ["for-sale.nl", "home.nl", "property.sale.nl", "root", "routes/content/not-found"],
    },
    {
      pathname: "/nl/onze-diensten/verkopen/",
      expected: ["article.sell.nl", "home.nl", "root", "routes/content/not-found", "services.nl"],
    },
    { pathname: "/nl/", expected: ["home.nl", "root", "routes/content/not-found"] },
    { pathname: "/nl", expected: ["home.nl", "root", "routes/content/not-found"] },
    { pathname: "/fr/a-vendre/", expected: ["for-sale.fr", "home.fr", "root", "routes/content/not-found"] },
  ])(
    "a path in a section of a language ($pathname) goes to that section's routes, the language's home, root and the catch-all",
    ({ pathname, expected }) => {
      expect(routeIds(pathname)).toEqual(expected);
    },
  );

  const dutch = [
    "article.sell.nl",
    "for-sale.nl",
    "home.nl",
    "property.sale.nl",
    "root",
    "routes/content/not-found",
    "services.nl",
  ];
  it.each(["/nl/no-such-page/", "/nl/TE-KOOP/", "/nl/te%2Dkoop/"])(
    "a path under a language but in none of its sections (%s) goes to all of that language's routes",
    (pathname) => {
      expect(routeIds(pathname)).toEqual(dutch);
    },
  );

  it.each(["/", "/api/suggest", "/property/12/", "/__manifest", "/de/", "/nlx/te-koop/", "/sitemap.xml"])(
    "any other path (%s) goes to the whole build",
    (pathname) => {
      expect(handlerFor(pathname)).toBe(build);
    },
  );

  it("puts a route whose section is a parameter into every section of its language", () => {
    const pick = handlersByPath(
      buildOf({ ...ROUTES, "page.nl": { path: "nl/:page/", parentId: "root" } }),
      (part) => part,
    );
    expect(Object.keys(pick("/nl/te-koop/").routes)).toContain("page.nl");
    expect(Object.keys(pick("/nl/").routes)).toContain("page.nl");
    expect(Object.keys(pick("/nl/whatever/").routes)).toContain("page.nl");
    expect(Object.keys(pick("/fr/a-vendre/").routes)).not.toContain("page.nl");
  });

  it("keeps the client manifest's routes in step with the server routes, and the rest of the build as is", () => {
    const part = handlerFor("/nl/te-koop/");
    expect(Object.keys(part.assets.routes).sort()).toEqual(Object.keys(part.routes).sort());
    expect(part.assets.version).toBe("v1");
    expect(part.publicPath).toBe("/");
    expect(part.routes["for-sale.nl"]).toBe(build.routes["for-sale.nl"]);
  });

  it("makes each handler once, not per request", () => {
    const made: ServerBuild[] = [];
    const pick = handlersByPath(build, (part) => made.push(part));
    const before = made.length;
    for (const pathname of ["/nl/", "/nl/te-koop/", "/nl/te-koop/a/b/1/", "/fr/", "/api/suggest", "/nl/xyz/"])
      pick(pathname);
    // Sections: nl/ nl/te-koop nl/onze-diensten fr/ fr/a-vendre; languages: nl fr; the whole build.
    expect(before).toBe(8);
    expect(made).toHaveLength(before);
  });
});
