import { describe, expect, it } from "vitest";
import routeTable from "#content/routes.json" with { type: "json" };
import { routeTableSchema } from "#app/domain/route-table.ts";
import { UnknownRouteError, routePath } from "./route-map.ts";

const routes = routeTableSchema.parse(routeTable).routes;

describe("routePath", () => {
  it.each([
    ["home", "nl", {}, "/nl/"],
    ["for-sale", "nl", {}, "/nl/te-koop/"],
    ["for-sale", "fr", {}, "/fr/a-vendre/"],
    ["for-rent", "fr", {}, "/fr/a-louer/"],
    ["feedback.contact-me", "nl", {}, "/nl/bedankt/contacteer-mij/"],
    [
      "property.sale",
      "nl",
      { city: "buggenhout", slug: "ruime-woning", id: 4100001 },
      "/nl/te-koop/buggenhout/ruime-woning/4100001/",
    ],
    ["testimonial", "fr", { slug: "jan peeters" }, "/fr/temoignages/jan%20peeters/"],
  ] as const)("%s in %s → %s", (key, locale, params, expected) => {
    expect(routePath(routes, key, locale, params)).toBe(expected);
  });

  it("refuses an unknown key and a missing parameter", () => {
    expect(() => routePath(routes, "no-such-page", "nl")).toThrow(UnknownRouteError);
    expect(() => routePath(routes, "property.sale", "nl", { city: "x", slug: "y" })).toThrow(/parameter "id"/);
  });
});
