import { describe, expect, it } from "vitest";
import { searchAreaHref, viewSwitchHrefs, withParam, withSearch } from "./list-search-params.ts";

const path = "/nl/te-koop/";

describe("list page links", () => {
  it.each([
    ["no query: the bare path", "", path],
    ["a query", "city=Lebbeke%7C9280", `${path}?city=Lebbeke%7C9280`],
  ])("withSearch: %s", (_, search, expected) => {
    expect(withSearch(path, new URLSearchParams(search))).toBe(expected);
  });

  it.each([
    ["sets a new parameter", "sort=city", "page", "2", "sort=city&page=2"],
    ["replaces one", "page=3", "page", "2", "page=2"],
    ["removes one", "page=3&sort=city", "page", null, "sort=city"],
  ])("withParam %s", (_, search, name, value, expected) => {
    expect(withParam(new URLSearchParams(search), name, value).toString()).toBe(expected);
  });

  it.each([
    [
      "from the list",
      "sort=city&page=2",
      { list: `${path}?sort=city&page=2`, map: `${path}?sort=city&page=2&view=map&map=1` },
    ],
    [
      "from the map with its tiles asked for",
      "view=map&map=1&page=2",
      { list: `${path}?page=2`, map: `${path}?view=map&page=2&map=1` },
    ],
  ])("viewSwitchHrefs %s", (_, search, expected) => {
    expect(viewSwitchHrefs(path, new URLSearchParams(search))).toEqual(expected);
  });

  it("searchAreaHref: the area set, the page dropped, the map shown, commas readable", () => {
    expect(searchAreaHref(path, "sort=city&page=3&view=map", "3.1,50.2,4.5,51.3")).toBe(
      `${path}?sort=city&view=map&bbox=3.1,50.2,4.5,51.3&map=1`,
    );
  });
});
