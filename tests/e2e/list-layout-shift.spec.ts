/**
 * No layout shift on a list page (the budget: CLS 0 in a Lighthouse run, decision 0017). Lighthouse
 * (its default config: the mobile preset, a 412 px phone screen with simulated slow 4G) audits the
 * for-rent list of the e2e server, performance only, in the Chromium of the other browser tests
 * (with the project's flags) plus a DevTools port for Lighthouse to connect to.
 *
 * The cumulative layout shift must be exactly 0: cards keep the box of their thumbnail (width,
 * height and a fixed aspect ratio) while it loads, and nothing is inserted above the results
 * after the first paint. The score, LCP and CLS are printed for the record; only CLS is asserted,
 * the others depend on the machine.
 */
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import lighthouse from "lighthouse";
import { startChromium } from "#tests/setup/lighthouse-chromium.ts";

const LIST_PATH = "/nl/te-huur/";

test("the for-rent list does not shift while it loads (Lighthouse, mobile: CLS 0)", async ({
  launchOptions,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lhr = await auditPerformance(
    `${baseURL}${LIST_PATH}`,
    launchOptions.executablePath ?? "/usr/bin/chromium",
    launchOptions.args ?? [],
  );
  expect(lhr.configSettings.formFactor).toBe("mobile");

  const cls = lhr.audits["cumulative-layout-shift"];
  const lcp = lhr.audits["largest-contentful-paint"];
  const score = lhr.categories["performance"]?.score;
  console.log(
    `Lighthouse ${lhr.lighthouseVersion}, ${LIST_PATH} (mobile): performance ${score === null || score === undefined ? "n/a" : Math.round(score * 100)}, ` +
      `LCP ${lcp?.displayValue ?? "n/a"} (${Math.round(lcp?.numericValue ?? 0)} ms), CLS ${cls?.displayValue ?? "n/a"} (${cls?.numericValue})`,
  );
  // The culprits, should there be any, so a failure says what moved.
  const shifts =
    (
      lhr.audits["layout-shifts"]?.details as
        { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] } | undefined
    )?.items ?? [];
  const culprits = shifts
    .map((item) => `${item.node?.selector ?? item.node?.snippet ?? "?"}: ${item.score}`)
    .join("; ");
  expect(cls?.numericValue, `cumulative layout shift; shifted: ${culprits || "none listed"}`).toBe(0);
});

/**
 * Lighthouse loads the page without scrolling, and on a phone the cards start below the filters,
 * out of its sight. So the same list is also watched in a 390 px phone while the visitor scrolls
 * to its end (lazy thumbnails arrive as they come into view) and back: the `layout-shift` entries
 * the browser reports, buffered from the start, that move anything of the page's main content
 * must add up to 0. The fixed header is left out here: it turns compact on scroll (shell.spec.ts),
 * which is the shell's behaviour, not the list's; its shifts are printed for the record.
 */
test("the for-rent list does not move while a phone visitor scrolls through it (layout-shift entries in main: 0)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A slow mobile network: thumbnails arrive well after their cards are on screen, as they would
  // for a visitor on the go (from this machine they would come before anything could be seen).
  await page.route("**/img/**", async (route) => {
    await new Promise((wait) => setTimeout(wait, 700));
    await route.continue();
  });
  await page.goto(LIST_PATH);
  await expect(page.getByRole("region", { name: "Te huur" }).getByRole("article")).toHaveCount(8);
  const scrolledToEnd = async () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  for (let step = 0; step < 40 && !(await scrolledToEnd()); step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  expect(await scrolledToEnd(), "scrolled to the end of the list").toBe(true);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);

  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolveShifts) => {
        type LayoutShift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        const describe = (node: Node | null | undefined) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).trim().split(/\s+/).join(".")}` : ""}`
            : String(node?.nodeName ?? "?");
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolveShifts(
            (list.getEntries() as LayoutShift[])
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                sources: (entry.sources ?? []).map((source) => describe(source.node)),
              })),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: the observer is never called; answer after a frame.
        setTimeout(() => resolveShifts([]), 500);
      }),
  );
  const describe = (list: typeof shifts) =>
    list.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(", ")}`).join("; ") || "nothing";
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  console.log(`layout shift at 390 px while scrolling ${LIST_PATH}: ${total}`);
  // Nothing may move: not the cards as their pictures arrive, not the page under the header as it
  // turns compact (the header slides by a transform, which is no layout shift).
  expect(total, `shifted: ${describe(shifts)}`).toBe(0);
});

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Runs of Lighthouse before giving up on the tool itself (not on what it measured). */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * A Lighthouse performance run of `url` in a fresh Chromium. Lighthouse itself now and then fails
 * to record a run on this machine ("Target closed" on its new tab, or a trace without navigation
 * start, NO_NAVSTART, whose advice is to run it again): such a run is made again, up to
 * LIGHTHOUSE_ATTEMPTS times. A run that measured something is never repeated.
 */
async function auditPerformance(url: string, executable: string, flags: string[]): Promise<LighthouseResult> {
  const problems: string[] = [];
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    const chrome = await startChromium(executable, flags, await devToolsPort());
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const lhr = result?.lhr;
      const failed = !lhr
        ? "no result"
        : (lhr.runtimeError?.message ?? lhr.audits["cumulative-layout-shift"]?.errorMessage ?? null);
      if (lhr && !failed) return lhr;
      problems.push(`run ${attempt}: ${failed}`);
    } catch (error) {
      problems.push(`run ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await chrome.stop();
    }
    console.log(`Lighthouse could not record the run, again: ${problems.at(-1)}`);
  }
  throw new Error(`Lighthouse failed ${LIGHTHOUSE_ATTEMPTS} times:\n${problems.join("\n")}`);
}

/**
 * The DevTools port: E2E_DEVTOOLS_PORT plus the worker's parallel index when set (to keep to a
 * known range; two workers may audit at once), otherwise one the system says is free, so workers
 * and checkouts running side by side do not collide.
 */
async function devToolsPort(): Promise<number> {
  if (process.env.E2E_DEVTOOLS_PORT) return Number(process.env.E2E_DEVTOOLS_PORT) + test.info().parallelIndex;
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no free port")),
      );
    });
  });
}
