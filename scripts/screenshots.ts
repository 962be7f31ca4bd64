/**
 * `npm run screenshots`: every page type of tests/setup/page-types.ts, in nl and fr, at 390 and
 * 1280 px, photographed in Debian's Chromium from a production build on the sample data, into
 * docs/screenshots/ (how they are made and read: docs/screenshots/README.md).
 *
 *   npm run screenshots                                   this checkout's build → docs/screenshots/after/
 *   npm run screenshots -- --tree /tmp/wt --set before    another checkout's build (built there) → …/before/
 *   npm run screenshots -- --only "property detail,home"  some page types only
 *   npm run screenshots -- --port 5660                    the server's port (default 3297)
 *
 * Each shot is the first screen (390 × 844, 1280 × 800), JPEG (mozjpeg) quality 60; the page
 * types whose length is the point (a sale detail page, the for-sale list) also get the whole
 * page in nl, at a third of its width: its length and layout, not its texts. The visitor has answered the cookie dialog (it would cover every first screen) and asks
 * for reduced motion (no banner caught mid-slide). Then docs/screenshots/index.md is written:
 * before and after side by side, for the sets present.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import sharp from "sharp";
import { startProductionServer, stopOnSignals } from "../bench/lib/production-server.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/setup/chromium-flags.ts";
import { PAGE_TYPES, type PageType } from "../tests/setup/page-types.ts";

const OUT_DIR = "docs/screenshots";
const LANGUAGES = ["nl", "fr"] as const;
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
/** JPEG quality of the first screens and of the whole pages (kept small: the folder is in the repository). */
const QUALITY = { screen: 60, whole: 50 } as const;
/** The page types whose whole length tells something (how long a visitor scrolls), in this language. */
const FULL_PAGE = { pageTypes: new Set(["property detail", "for-sale list"]), language: "nl", scale: 1 / 3 } as const;
/** Pages loaded at once. */
const AT_ONCE = 3;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const CONSENT_ANSWERED = `localStorage.setItem("consent", JSON.stringify({
  id: "0d8f3c1e-5b7a-4c2d-9e6f-1a2b3c4d5e6f", version: "2026-11-22", date: new Date().toISOString(),
  choices: { necessary: true, analytical: false, marketing: false, socialMedia: false, unclassified: false },
}));`;

async function photograph(browser: Browser, baseUrl: string, pageTypes: PageType[], dir: string): Promise<number> {
  const jobs = pageTypes.flatMap((pageType) =>
    LANGUAGES.flatMap((language) => SCREENS.map((screen) => ({ pageType, language, screen }))),
  );
  let count = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const { pageType, language, screen } = job;
        const context = await browser.newContext({ viewport: screen, reducedMotion: "reduce" });
        await context.addInitScript(CONSENT_ANSWERED);
        const page = await context.newPage();
        try {
          await page.goto(`${baseUrl}${pageType.paths[language]}`, { waitUntil: "networkidle" });
          const name = `${slug(pageType.name)}-${language}-${screen.width}`;
          await sharp(await page.screenshot({ type: "png" }))
            .jpeg({ quality: QUALITY.screen, mozjpeg: true })
            .toFile(join(dir, `${name}.jpg`));
          count++;
          if (FULL_PAGE.pageTypes.has(pageType.name) && language === FULL_PAGE.language) {
            // Pictures below the first screen load lazily: the page is scrolled through first.
            await page.evaluate(async () => {
              for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
                window.scrollTo(0, y);
                await new Promise((resolve) => setTimeout(resolve, 50));
              }
              window.scrollTo(0, 0);
            });
            await page.waitForLoadState("networkidle");
            const whole = await page.screenshot({ fullPage: true, type: "png" });
            await sharp(whole)
              .resize({ width: Math.round(screen.width * FULL_PAGE.scale) })
              .jpeg({ quality: QUALITY.whole, mozjpeg: true })
              .toFile(join(dir, `${name}-full.jpg`));
            count++;
          }
        } catch (error) {
          console.error(`${pageType.name} ${language} ${screen.width}: ${(error as Error).message}`);
        } finally {
          await context.close();
        }
      }
    }),
  );
  return count;
}

/** docs/screenshots/index.md: per page type, the sets side by side. */
function writeIndex(): void {
  const sets = ["before", "after"].filter((set) => existsSync(join(OUT_DIR, set)));
  const files = new Map(sets.map((set) => [set, new Set(readdirSync(join(OUT_DIR, set)))]));
  const lines = [
    "# Screenshots",
    "",
    `Made by \`npm run screenshots\` (see [README.md](README.md)). Sets: ${sets.join(", ")}.`,
    "",
  ];
  for (const pageType of PAGE_TYPES) {
    lines.push(
      `## ${pageType.name}`,
      "",
      `| shot | ${sets.join(" | ")} |`,
      `| --- | ${sets.map(() => "---").join(" | ")} |`,
    );
    for (const language of LANGUAGES)
      for (const screen of SCREENS)
        for (const suffix of ["", "-full"]) {
          const name = `${slug(pageType.name)}-${language}-${screen.width}${suffix}.jpg`;
          if (!sets.some((set) => files.get(set)!.has(name))) continue;
          const cells = sets.map((set) =>
            files.get(set)!.has(name) ? `<img src="${set}/${name}" width="${screen.width === 390 ? 160 : 320}">` : "—",
          );
          lines.push(`| ${language} ${screen.width} px${suffix ? ", whole page" : ""} | ${cells.join(" | ")} |`);
        }
    lines.push("");
  }
  writeFileSync(join(OUT_DIR, "index.md"), `${lines.join("\n")}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tree: { type: "string", default: "." },
      set: { type: "string", default: "after" },
      only: { type: "string" },
      port: { type: "string", default: "3297" },
    },
  });
  const only = values.only?.split(",").map((name) => name.trim());
  const pageTypes = only ? PAGE_TYPES.filter((pageType) => only.includes(pageType.name)) : PAGE_TYPES;
  const dir = join(OUT_DIR, values.set);
  if (!only) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await startProductionServer({ port: Number(values.port), cwd: resolve(values.tree) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  stopOnSignals([server.stop, () => browser.close()]);
  try {
    const count = await photograph(browser, server.url, pageTypes, dir);
    console.log(`${count} screenshots of ${resolve(values.tree)} in ${dir}/`);
  } finally {
    await browser.close();
    await server.stop();
  }
  writeIndex();
}

await main();
