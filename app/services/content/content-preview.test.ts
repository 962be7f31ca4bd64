import type { EntryContext, ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { previewBuild, previewedPath, previewPath } from "./content-preview.server.ts";

describe("preview addresses", () => {
  it.each([
    ["/admin/preview/nl/te-koop/", "/nl/te-koop/"],
    ["/admin/preview/", "/"],
    ["/admin/preview", "/"],
    ["/admin/preview/nl/te-koop.data", "/nl/te-koop.data"],
    ["/admin/previews/nl/", null],
    ["/admin/content/", null],
    ["/nl/preview/", null],
  ])("%s shows %s", (path, shown) => {
    expect(previewedPath(path)).toBe(shown);
  });

  it("puts a public path under the preview's root", () => {
    expect(previewPath("/fr/a-vendre/")).toBe("/admin/preview/fr/a-vendre/");
  });
});

describe("the build that renders previews", () => {
  const rendered: EntryContext[] = [];
  const build = {
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    entry: {
      module: {
        default: (_request: Request, _status: number, _headers: Headers, context: EntryContext) => {
          rendered.push(context);
          return new Response("ok");
        },
      },
    },
  } as unknown as ServerBuild;
  const context = {
    serverHandoffString: JSON.stringify({ future: {}, criticalCss: "a > b {}" }).replace(/>/g, "\\u003e"),
    staticHandlerContext: { basename: "/", location: { pathname: "/nl/te-koop/", search: "?page=2", hash: "" } },
  } as unknown as EntryContext;

  it("renders the page's documents with the preview's root as the routers' basename, at the address bar's path", async () => {
    const preview = previewBuild(build);
    await preview.entry.module.default(
      new Request("https://agency.example/nl/te-koop/"),
      200,
      new Headers(),
      context,
      {} as never,
    );
    const [seen] = rendered;
    expect(seen?.staticHandlerContext.basename).toBe("/admin/preview");
    expect(seen?.staticHandlerContext.location).toMatchObject({
      pathname: "/admin/preview/nl/te-koop/",
      search: "?page=2",
    });
    const handoff = seen?.serverHandoffString ?? "";
    expect(JSON.parse(handoff)).toEqual({ future: {}, criticalCss: "a > b {}", basename: "/admin/preview" });
    // Still safe inside the inline script that carries it.
    expect(handoff).not.toMatch(/[<>]/);
    // The page's own render is untouched.
    expect(context.staticHandlerContext.basename).toBe("/");
  });

  it("lists every route in the first document (no manifest request under the console's path)", () => {
    expect(previewBuild(build).routeDiscovery.mode).toBe("initial");
    expect(build.routeDiscovery.mode).toBe("lazy");
  });
});
