import { describe, expect, it } from "vitest";
import routeTable from "#content/routes.json" with { type: "json" };
import { routeTableSchema } from "#app/domain/route-table.ts";
import { breadcrumbFor, localizedPath, pathInLanguage } from "./localized-path.ts";
import { nestMenuChildren, type MenuNode } from "./menu-paths.ts";

const routes = routeTableSchema.parse(routeTable).routes;

function entry(routeKey: string, childMenus: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode {
  return { routeKey, status: "Published", params: { redirect: false }, childMenus, ...extra };
}

const pathOf = (table: typeof routes, key: string) => table.find((route) => route.key === key)?.paths;

describe("nestMenuChildren (spec §2: a child entry is /{parent path}/{child path}/)", () => {
  it("leaves the table as it is when no entry has children (the shipped menu)", () => {
    expect(nestMenuChildren(routes, [entry("home"), entry("services"), entry("contact")])).toEqual(routes);
  });

  const nested = nestMenuChildren(routes, [entry("home"), entry("services", [entry("testimonials")])]);

  it("moves a child under its parent's path in every language, with the pages below it", () => {
    expect(pathOf(nested, "testimonials")).toEqual({
      nl: "onze-diensten/getuigenissen/",
      fr: "nos-services/temoignages/",
      en: "our-services/testimonials/",
      de: "unsere-leistungen/kundenstimmen/",
    });
    expect(pathOf(nested, "testimonial")?.fr).toBe("nos-services/temoignages/:slug/");
    // the routes that were not moved keep their paths, and the input is not changed
    expect(pathOf(nested, "services")).toEqual(pathOf(routes, "services"));
    expect(pathOf(routes, "testimonials")?.nl).toBe("getuigenissen/");
  });

  it("keeps the former paths as aliases: they lead to the new address", () => {
    expect(routeTableSchema.safeParse({ routes: nested }).success).toBe(true);
    expect.soft(localizedPath(nested, "/temoignages/", "fr")).toBe("/fr/nos-services/temoignages/");
    expect.soft(localizedPath(nested, "/getuigenissen/", "nl")).toBe("/nl/onze-diensten/getuigenissen/");
    expect.soft(localizedPath(nested, "/kundenstimmen/", "de")).toBe("/de/unsere-leistungen/kundenstimmen/");
    expect.soft(localizedPath(nested, "/temoignages/jan/", "fr")).toBe("/fr/nos-services/temoignages/jan/");
  });

  it("the language switch and the breadcrumb follow", () => {
    expect(pathInLanguage(nested, "/nl/onze-diensten/getuigenissen/", "fr")).toBe("/fr/nos-services/temoignages/");
    expect(breadcrumbFor(nested, "/nl/onze-diensten/getuigenissen/").map((crumb) => crumb.name)).toEqual([
      "Onze diensten",
      "Getuigenissen",
    ]);
  });

  it.each([
    ["a child already under its parent's path (the services' articles)", entry("services", [entry("article.sell")])],
    ["a child of home", entry("home", [entry("testimonials")])],
    ["an unpublished child", entry("services", [entry("testimonials", [], { status: "Unpublished" })])],
    ["a child of an unpublished entry", entry("services", [entry("testimonials")], { status: "Unpublished" })],
    ["a child of a redirecting entry", entry("services", [entry("testimonials")], { params: { redirect: true } })],
  ])("leaves %s where it is", (_, menu) => {
    expect(nestMenuChildren(routes, [menu])).toEqual(routes);
  });

  it("nests grandchildren under the nested child", () => {
    const table = nestMenuChildren(routes, [entry("services", [entry("testimonials", [entry("testimonial-form")])])]);
    expect(pathOf(table, "testimonial-form")?.nl).toBe("onze-diensten/getuigenissen/schrijf-een-getuigenis/");
  });
});
