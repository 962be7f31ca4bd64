import { describe, expect, it } from "vitest";
import { Paging, pageHref, pageWindow } from "./paging.tsx";
import { renderWithTexts } from "#tests/setup/render-page.tsx";

describe("pageWindow: the page numbers shown", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
  ])("page %i of %i shows %j", (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});

describe("pageHref", () => {
  it("replaces the page, keeps the other parameters and lands on the results", () => {
    expect(pageHref("/nl/te-huur/", "city=Spa%7C4900&page=2&view=map", 3)).toBe(
      "/nl/te-huur/?city=Spa%7C4900&view=map&page=3#results",
    );
  });

  it("page 1 has no page parameter (one URL per page)", () => {
    expect(pageHref("/nl/te-huur/", "page=2", 1)).toBe("/nl/te-huur/#results");
    expect(pageHref("/nl/te-huur/", "sort=city&page=2", 1)).toBe("/nl/te-huur/?sort=city#results");
  });
});

describe("Paging", () => {
  const render = (page: number, pages: number) =>
    renderWithTexts(<Paging path="/nl/te-huur/" search="sort=city" page={page} pages={pages} />);

  it("shows nothing when everything fits on one page", async () => {
    expect(await render(1, 1)).not.toContain("<nav");
  });

  it("first, previous, the numbers and next, last, with rel and aria-current", async () => {
    const html = await render(2, 3);
    expect(html).toContain('aria-label="Paginering"');
    expect(html).toMatch(/href="\/nl\/te-huur\/\?sort=city#results" rel="prev"/);
    expect(html).toMatch(/href="\/nl\/te-huur\/\?sort=city&amp;page=3#results" rel="next"/);
    expect(html).toMatch(/aria-current="page" aria-label="Pagina 2 van 3">2</);
    for (const word of ["Eerste", "Vorige", "Volgende", "Laatste"]) expect(html).toContain(word);
  });

  it("on the first page, first and previous are not links", async () => {
    const html = await render(1, 3);
    expect(html).not.toContain('rel="prev"');
    expect(html).toMatch(/<span class="paging__link paging__link--step paging__link--disabled">.*Eerste<\/span>/);
  });
});
