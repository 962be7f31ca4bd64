import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { handlersByLanguage } from "./language-builds.ts";

/** A build shaped as app/routes.ts makes it: root, shared routes, two languages, the catch-all. */
const ROUTES: Record<string, { path?: string; parentId?: string; index?: boolean }> = {
  root: { path: "" },
  "routes/language-redirect": { parentId: "root", index: true },
  "routes/api.suggest": { path: "api/suggest", parentId: "root" },
  "property-redirect": { path: "property/:id/", parentId: "root" },
  "home.nl": { path: "nl/", parentId: "root" },
  "for-sale.nl": { path: "nl/te-koop/", parentId: "root" },
  "home.fr": { path: "fr/", parentId: "root" },
  "for-sale.fr": { path: "fr/a-vendre/", parentId: "root" },
  "routes/not-found": { path: "*", parentId: "root" },
};
const build = {
  routes: Object.fromEntries(Object.entries(ROUTES).map(([id, route]) => [id, { id, ...route, module: {} }])),
  assets: { version: "v1", url: "/manifest.js", entry: { module: "/entry.js", imports: [] }, routes: Object.fromEntries(Object.keys(ROUTES).map((id) => [id, { id }])) },
  publicPath: "/",
} as unknown as ServerBuild;

/** The handler is the build it was made for, so the test can read which routes it holds. */
const handlerFor = handlersByLanguage(build, (part) => part);
const routeIds = (pathname: string) => Object.keys(handlerFor(pathname).routes).sort();

describe("handlersByLanguage", () => {
  it.each([
    { pathname: "/nl/te-koop/", expected: ["for-sale.nl", "home.nl", "root", "routes/not-found"] },
    { pathname: "/nl/", expected: ["for-sale.nl", "home.nl", "root", "routes/not-found"] },
    { pathname: "/nl/no-such-page/", expected: ["for-sale.nl", "home.nl", "root", "routes/not-found"] },
    { pathname: "/fr/a-vendre/", expected: ["for-sale.fr", "home.fr", "root", "routes/not-found"] },
  ])("a path under a language ($pathname) goes to that language's routes, root and the catch-all", ({ pathname, expected }) => {
    expect(routeIds(pathname)).toEqual(expected);
  });

  it.each(["/", "/api/suggest", "/property/12/", "/__manifest", "/de/", "/nlx/te-koop/", "/sitemap.xml"])("any other path (%s) goes to the whole build", (pathname) => {
    expect(handlerFor(pathname)).toBe(build);
  });

  it("keeps the client manifest's routes in step with the server routes, and the rest of the build as is", () => {
    const part = handlerFor("/fr/");
    expect(Object.keys(part.assets.routes).sort()).toEqual(Object.keys(part.routes).sort());
    expect(part.assets.version).toBe("v1");
    expect(part.publicPath).toBe("/");
    expect(part.routes["home.fr"]).toBe(build.routes["home.fr"]);
  });

  it("makes each handler once, not per request", () => {
    const made: ServerBuild[] = [];
    const pick = handlersByLanguage(build, (part) => made.push(part));
    pick("/nl/");
    pick("/fr/");
    pick("/api/suggest");
    expect(made).toHaveLength(3);
  });
});
