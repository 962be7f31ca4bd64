/**
 * No text overflows its box, is cut, or is drawn over another text, on any page type, at 390 and
 * at 1280 px, in the four languages (the detection: ./fixtures/text-overflow.ts). Each page is
 * loaded once per language and measured at both widths (the window resized in the same page), in
 * one `page.evaluate` each; a few pages load at once. A failure lists every text found, with the
 * page, language, width, element and text.
 *
 * The page types are those of tests/setup/page-types.ts, whose paths are written in nl and fr;
 * the en and de pages are the ones the nl page's language switcher links to (an unknown address
 * is one in every language: its first segment is swapped).
 *
 * The first tests prove the detection on crafted pages: it finds each kind of problem and leaves
 * alone what is hidden, scrollable or truncated on purpose.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { FIXTURE_FEED_PAGE_TYPES, PAGE_TYPES, type PageType } from "#tests/setup/page-types.ts";
import { test as fixtureFeedTest } from "./fixtures/fixture-feed-server.ts";
import { findTextProblems, type TextProblem } from "./fixtures/text-overflow.ts";
import { answeredCookiesBefore } from "./fixtures/visitor.ts";

const LANGUAGES = ["nl", "fr", "en", "de"] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [390, 1280] as const;
/** Pages loaded at once in one browser context (the server and the browser share two cores). */
const AT_ONCE = 3;
/** Lines of one page and width in a failure's message; the rest are counted. */
const MAX_LINES = 12;

/** The page's address in a language: nl and fr are written down, en and de follow the nl page's switcher. */
async function pathIn(request: APIRequestContext, pageType: PageType, language: Language): Promise<string> {
  if (language === "nl" || language === "fr") return pageType.paths[language];
  const nl = pageType.paths.nl;
  const query = nl.includes("?") ? nl.slice(nl.indexOf("?")) : "";
  const html = await (await request.get(nl)).text();
  const link = (html.match(/<a\b[^>]*>/g) ?? []).find((tag) => tag.includes(`hrefLang="${language}"`));
  const href = link ? /\shref="([^"]*)"/.exec(link)?.[1]?.replaceAll("&amp;", "&") : undefined;
  // An unknown address has no page in another language; it is unknown there too.
  if (!href || (pageType.status === 404 && href === `/${language}/`)) return nl.replace(/^\/nl\//, `/${language}/`);
  return href.includes("?") ? href : `${href}${query}`;
}

/** After a resize: transitions run to their end (a menu hidden with a delay) and the layout is drawn. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // an endless animation cannot finish; it moves nothing we measure
      }
    }
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

const describeProblem = (problem: TextProblem) =>
  `${problem.kind}: ${problem.element} "${problem.text}" (${problem.detail})${problem.other ? ` over ${problem.other}` : ""}`;

/** Every problem of one page in one language, at both widths, as lines of the failure message. */
async function problemsOf(page: Page, pageType: PageType, language: Language, path: string): Promise<string[]> {
  // Loaded at the narrow width first: a page loaded wide and then narrowed hides its menu with a delay.
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  const response = await page.goto(path);
  const status = response?.status();
  if (status !== (pageType.status ?? 200)) return [`${pageType.name} ${language} ${path}: status ${status}`];
  await page.waitForLoadState("networkidle");
  const lines: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    const problems = await page.evaluate(findTextProblems);
    const where = `${pageType.name} · ${language} · ${width} px · ${path}`;
    lines.push(...problems.slice(0, MAX_LINES).map((problem) => `${where}: ${describeProblem(problem)}`));
    if (problems.length > MAX_LINES) lines.push(`${where}: … and ${problems.length - MAX_LINES} more`);
  }
  return lines;
}

async function checkPages(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  pageTypes: PageType[],
  language: Language,
) {
  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const pending = [...pageTypes];
  const found: string[] = [];
  await Promise.all(
    Array.from({ length: Math.min(AT_ONCE, pending.length) }, async () => {
      const page = await context.newPage();
      await answeredCookiesBefore(page);
      for (let pageType = pending.shift(); pageType; pageType = pending.shift()) {
        found.push(...(await problemsOf(page, pageType, language, await pathIn(request, pageType, language))));
      }
      await page.close();
    }),
  );
  await context.close();
  return found;
}

test.describe("the detection", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  const CRAFTED = `<!doctype html><html lang="nl"><head><style>
    body { margin: 0; font: 16px/1.5 sans-serif; }
    .facts { display: grid; grid-template-columns: 6rem 3rem; }
    .cut { width: 8rem; height: 1.5em; overflow: hidden; }
    .select { width: 7rem; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    .ellipsis { width: 5rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .slider { width: 10rem; overflow: hidden; white-space: nowrap; }
    .slide { display: inline-block; width: 10rem; }
    .scroller { width: 6rem; overflow-x: auto; white-space: nowrap; }
    .bar { position: fixed; top: 0; left: 0; right: 0; background: #fff; }
    .stacked { position: relative; height: 3em; }
    .stacked span { position: absolute; top: 0; left: 0; }
    .short-placeholder { width: 20rem; }
    .long-placeholder { width: 6rem; }
  </style></head><body>`;

  async function problemsIn(page: Page, body: string): Promise<TextProblem[]> {
    await page.setContent(`${CRAFTED}${body}</body></html>`);
    return page.evaluate(findTextProblems);
  }

  test("finds a label running into its value, a text cut by its box, a cut select, texts drawn over each other and a line wider than the window", async ({
    page,
  }) => {
    const found = await problemsIn(
      page,
      `<div style="height: 4rem"></div>
       <dl class="facts"><dt id="label">Buitenparkeerplaatsen</dt><dd id="value">0</dd></dl>
       <div class="cut" id="cut">Overstromingsgevoelig gebied volgens de kaart</div>
       <select class="select" id="sort"><option>Toutes les conditions</option></select>
       <div class="stacked" id="stacked"><span>Hoogrendementsglas</span><span>Condensatieketel</span></div>
       <div style="width: 40rem"><p id="wide">Een regel in een kolom die breder is dan het venster van een telefoon</p></div>
       <input class="long-placeholder" id="search" placeholder="Zoek op referentie, gemeente of type">`,
    );
    const kinds = found.map((problem) => `${problem.kind} ${problem.element.split(" > ").at(-1)} ${problem.text}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "overflow dt#label Buitenparkeerplaatsen",
        "overlap dt#label Buitenparkeerplaatsen",
        "clipped div#cut.cut Overstromingsgevoelig gebied volgens de kaart",
        "clipped select#sort.select Toutes les conditions",
        "overlap span Hoogrendementsglas",
        "clipped p#wide Een regel in een kolom die breder is dan het venster van een telefoon",
        "clipped input#search.long-placeholder Zoek op referentie, gemeente of type",
      ]),
    );
  });

  test("leaves alone what is hidden, scrollable, truncated with an ellipsis or a bar over the page", async ({
    page,
  }) => {
    const found = await problemsIn(
      page,
      `<div class="bar">Vaste balk bovenaan</div>
       <p>Vaste balk bovenaan: een gewone alinea die netjes afbreekt op de breedte van de telefoon.</p>
       <span class="visually-hidden">Alleen voor schermlezers, een lange tekst die niet past</span>
       <div class="ellipsis">Een titel die met een beletselteken eindigt</div>
       <div class="slider"><div class="slide">Eerste dia</div><div class="slide">Tweede dia</div></div>
       <div class="scroller">Een tabel die zijwaarts scrollt</div>
       <div style="display: none">Verborgen tekst die niet past in een smalle kolom</div>
       <div style="opacity: 0"><span class="stacked">Doorzichtig</span></div>
       <select class="short-placeholder"><option>Alle</option></select>
       <input class="short-placeholder" placeholder="Zoek">`,
    );
    expect(found).toEqual([]);
  });
});

for (const language of LANGUAGES) {
  test(`${language}: no text overflows its box, is cut or overlaps another, on any page type at 390 and 1280 px`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const found = await checkPages(browser, request, baseURL!, PAGE_TYPES, language);
    expect(found, found.join("\n")).toEqual([]);
  });
}

fixtureFeedTest(
  "the fixture feed's page types: no text overflows, is cut or overlaps, in four languages at 390 and 1280 px",
  async ({ browser, request, baseURL }) => {
    fixtureFeedTest.setTimeout(180_000);
    const found: string[] = [];
    for (const language of LANGUAGES) {
      found.push(...(await checkPages(browser, request, baseURL!, FIXTURE_FEED_PAGE_TYPES, language)));
    }
    expect(found, found.join("\n")).toEqual([]);
  },
);
