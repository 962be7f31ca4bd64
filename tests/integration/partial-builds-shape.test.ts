import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { handlersByPath } from "#server/partial-builds.ts";

/**
 * server/partial-builds.ts slices React Router's server build by section (decision 0041). It relies
 * on the build's shape: which properties the build has (it copies all of them and replaces only
 * `routes` and `assets.routes`), what a route entry holds (`id`, `parentId`, `path`, `index`), and
 * the ids and paths app/routes.ts gives localized routes. This test reads the app's real server
 * build, the one the production build is compiled from (React Router's virtual module), so a React
 * Router upgrade that changes that shape fails here, not silently in production. When it fails,
 * see the exit path in decision 0041.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
let vite: ViteDevServer;
let build: ServerBuild;
beforeAll(async () => {
  const { createServer } = await import("vite");
  vite = await createServer({ root: projectRoot, server: { middlewareMode: true }, logLevel: "silent" });
  build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
});
afterAll(async () => {
  await vite?.close();
});

describe("the server build partial-builds slices", () => {
  it("has exactly the properties partial-builds copies as they are, besides routes and assets", () => {
    // A new property could be derived from the routes (a precompiled route tree, a manifest of its
    // own): a part would then keep the whole build's copy of it. Check it before adding it here.
    expect(Object.keys(build).sort()).toEqual([
      "allowedActionOrigins",
      "assets",
      "assetsBuildDirectory",
      "basename",
      "entry",
      "future",
      "isSpaMode",
      "prerender",
      "publicPath",
      "routeDiscovery",
      "routes",
      "ssr",
    ]);
    // The development build adds `hmr`; the production build has the others only.
    expect(
      Object.keys(build.assets)
        .filter((name) => name !== "hmr")
        .sort(),
    ).toEqual(["entry", "routes", "sri", "url", "version"]);
  });

  it("describes each route by id, parentId, path and index, with the client manifest keyed the same", () => {
    const allowed = ["caseSensitive", "id", "index", "module", "parentId", "path"];
    for (const [key, route] of Object.entries(build.routes)) {
      expect(route, key).toBeDefined();
      expect(route!.id).toBe(key);
      expect(
        Object.keys(route!).filter((name) => !allowed.includes(name)),
        key,
      ).toEqual([]);
      if (route!.parentId !== undefined) expect(build.routes[route!.parentId], key).toBeDefined();
    }
    expect(Object.keys(build.assets.routes).sort()).toEqual(Object.keys(build.routes).sort());
    for (const [key, route] of Object.entries(build.assets.routes)) {
      expect(route?.id).toBe(key);
      expect(route?.parentId).toBe(build.routes[key]!.parentId);
      expect(route?.path).toBe(build.routes[key]!.path);
    }
  });

  it("names each localized route {key}.{lang} with a path under {lang}/, and has a catch-all", () => {
    const languages = new Set<string>();
    for (const [id, route] of Object.entries(build.routes)) {
      const lang = /\.([a-z]{2})$/.exec(id)?.[1];
      if (lang === undefined) continue;
      languages.add(lang);
      expect(route!.path?.startsWith(`${lang}/`), id).toBe(true);
    }
    expect([...languages].sort()).toEqual(["de", "en", "fr", "nl"]);
    expect(
      Object.values(build.routes).filter((route) => route?.path === "*" && route.parentId === "root"),
    ).toHaveLength(1);
  });

  it("sends every localized page's path to a part that holds its route, its parents and the catch-all", () => {
    const partFor = handlersByPath(build, (part) => part);
    for (const [id, route] of Object.entries(build.routes)) {
      if (!/\.[a-z]{2}$/.test(id) || route?.path === undefined) continue;
      // A path the route answers: each parameter filled with a word, an optional segment left out.
      const pathname = `/${route.path
        .split("/")
        .filter((segment) => !segment.endsWith("?"))
        .map((segment) => (segment.startsWith(":") ? "x1" : segment))
        .join("/")}`;
      const part = partFor(pathname);
      expect(part, pathname).not.toBe(build);
      expect(Object.keys(part.routes), pathname).toEqual(expect.arrayContaining([id, "root"]));
      expect(
        Object.values(part.routes).some((candidate) => candidate?.path === "*"),
        pathname,
      ).toBe(true);
      for (let parent = route.parentId; parent !== undefined; parent = build.routes[parent]?.parentId)
        expect(Object.keys(part.routes), pathname).toContain(parent);
      expect(Object.keys(part.assets.routes).sort()).toEqual(Object.keys(part.routes).sort());
    }
  });
});
