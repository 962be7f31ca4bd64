/**
 * `npm run bench:weight`: the JavaScript and CSS a first visit of each page type receives, from
 * the production build, against the budgets (ARCHITECTURE.md "Performance budgets"). Part of
 * `npm test` (stage "weight"); see bench/README.md.
 *
 * It starts the production server on the sample data, fetches each page type's HTML (the nl page
 * of tests/setup/page-types.ts) and takes every asset the document makes the browser load before
 * it is interactive: `<link rel="stylesheet">` (also those with a media query: browsers fetch them
 * too, at a low priority), `<script src>`, `<link rel="modulepreload">` if any, and the module
 * graph of the inline hydration script: the modules it imports, the client entry it loads, and
 * every module those import statically, followed through the files themselves (the document has
 * no module preloads: app/lib/module-preloads.ts). Each file is read from build/client and compressed as the server compresses it
 * (the `compression` middleware's defaults: gzip level 6, brotli quality 4, nothing under 1 kB;
 * brotli: the build's brotli-11 copy where it wrote one, which the server sends instead),
 * so the figures are deterministic for a given build. What a page loads later, on demand (the
 * lightbox, a form's schema, the captcha), is not counted: that is the point of loading it so.
 * Reported beside them, without a budget: the document itself and the language's texts file it
 * fetches (app/i18n/browser-texts.ts; one per language, then taken from the browser's cache).
 *
 * Then what a browser really fetches: a sale listing's detail page opened in Chromium by a new
 * visitor (no cache, no cookie answer yet), at 390 and at 1280 px, and every script it transfers
 * until the network is idle — the on-demand parts a first visit triggers included (the cookie
 * dialog, the lower part of the page), as transferred (compressed body and headers), against
 * the budget of 150 kB (ARCHITECTURE.md). The captcha is not among them: it loads when the
 * visitor starts on a form (decision 0044).
 *
 *   npm run bench:weight                     table of every page type; exit code 1 over a budget
 *   npm run bench:weight -- --files          also each page's files, largest first
 *   npm run bench:weight -- --report F.json  counts for scripts/test.ts (one check per page type)
 *   npm run bench:weight -- --port 3291      the server's port (default 3291)
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { init as initModuleLexer, parse as parseModule } from "es-module-lexer";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/setup/chromium-flags.ts";
import { PAGE_TYPES, type PageType } from "../tests/setup/page-types.ts";
import { startProductionServer, stopOnSignals } from "./lib/production-server.ts";

/** kB of 1 000 bytes, as Vite's build output and the budgets are written. */
const KB = 1000;
/**
 * Budgets, compressed with gzip: JavaScript on a property's detail page, CSS on every page type.
 * The scripts a detail page preloads were 119.98 kB before the top bar's links joined the phone's
 * drawer (120.01 kB after); what a first visit transfers in all is held by FIRST_VISIT_BUDGET.
 */
const BUDGETS = { jsGzip: 121 * KB, cssGzip: 25 * KB } as const;
/** Every script a first visit of a sale detail page transfers, in a browser, until the network is idle. */
const FIRST_VISIT_BUDGET = { page: "property detail", widths: [390, 1280], jsTransferred: 150 * KB } as const;
/** After the network is first idle: what a page starts a moment later (an idle callback) still counts. */
const SETTLE_MS = 1500;
/** The page types held to the JavaScript budget; the others' figures are reported. */
const JS_BUDGET_PAGE_TYPES = new Set(["property detail", "holiday-home detail"]);
/** The compression middleware compresses nothing smaller (its default threshold). */
const COMPRESSION_THRESHOLD = 1024;

interface AssetWeight {
  href: string;
  kind: "js" | "css";
  raw: number;
  gzip: number;
  brotli: number;
}

interface PageWeight {
  name: string;
  path: string;
  assets: AssetWeight[];
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
  /** The HTML document and the texts file it fetches, as the server sends them. */
  html: { raw: number; gzip: number; brotli: number };
  texts: { raw: number; gzip: number; brotli: number };
  overBudget: string[];
}

/** The same-origin assets a document makes the browser fetch before it is interactive. */
function assetsOfDocument(html: string): { href: string; kind: "js" | "css" }[] {
  const found = new Map<string, "js" | "css">();
  const modules: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") modules.push(href);
    if (rel === "stylesheet") found.set(href, "css");
  }
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(attributes, "src");
    if (src) modules.push(src);
    // React Router's hydration script: static imports of the page's route modules, and a dynamic
    // import of the client entry, which it runs at once.
    else if (/type="module"/i.test(attributes)) modules.push(...importsOf(body, "/", true));
  }
  for (const href of moduleGraph(modules.filter(isSameOrigin))) found.set(href, "js");
  return [...found].filter(([href]) => isSameOrigin(href)).map(([href, kind]) => ({ href, kind }));
}

const isSameOrigin = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * The modules and every module they import statically, read from build/client. Dynamic imports in
 * them (a lightbox, a form's schema) load on demand and are left out.
 */
function moduleGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let href = pending.pop(); href !== undefined; href = pending.pop()) {
    if (seen.has(href)) continue;
    seen.add(href);
    const directory = href.slice(0, href.lastIndexOf("/") + 1);
    pending.push(...importsOf(readFileSync(buildFile(href), "utf8"), directory, false).filter(isSameOrigin));
  }
  return [...seen];
}

/** The specifiers a module imports, resolved against its directory; `withDynamic` adds literal `import("…")`. */
function importsOf(source: string, directory: string, withDynamic: boolean): string[] {
  const [imports] = parseModule(source);
  return imports
    .filter((entry) => entry.n !== undefined && (entry.d === -1 || (withDynamic && entry.d >= 0)))
    .map((entry) => new URL(entry.n!, `http://build${directory}`).pathname);
}

function buildFile(href: string): string {
  return join("build", "client", decodeURIComponent(href.split("?")[0]!));
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];
}

/** A build file's sizes as the server sends it. */
function weighFile(bytes: Buffer): { raw: number; gzip: number; brotli: number } {
  if (bytes.length < COMPRESSION_THRESHOLD) return { raw: bytes.length, gzip: bytes.length, brotli: bytes.length };
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 6 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
  };
}

async function weighPage(baseUrl: string, { name, paths: { nl: path }, status }: PageType): Promise<PageWeight> {
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  if (response.status !== (status ?? 200)) {
    throw new Error(`${path} answered ${response.status}: update tests/setup/page-types.ts`);
  }
  const texts = await weighTextsFile(baseUrl, html);
  const assets = assetsOfDocument(html).map(({ href, kind }) => {
    const weight = weighFile(readFileSync(buildFile(href)));
    // The build's brotli-11 copy, which the server sends instead when there is one (decision 0047).
    const brotliCopy = `${buildFile(href)}.br`;
    return { href, kind, ...weight, ...(existsSync(brotliCopy) ? { brotli: statSync(brotliCopy).size } : {}) };
  });
  const sum = (kind: "js" | "css") =>
    assets
      .filter((asset) => asset.kind === kind)
      .reduce(
        (total, asset) => ({
          raw: total.raw + asset.raw,
          gzip: total.gzip + asset.gzip,
          brotli: total.brotli + asset.brotli,
        }),
        { raw: 0, gzip: 0, brotli: 0 },
      );
  const js = sum("js");
  const css = sum("css");
  const overBudget = [
    ...(JS_BUDGET_PAGE_TYPES.has(name) && js.gzip > BUDGETS.jsGzip
      ? [`JavaScript ${kb(js.gzip)} kB gzip > ${kb(BUDGETS.jsGzip)} kB`]
      : []),
    ...(css.gzip > BUDGETS.cssGzip ? [`CSS ${kb(css.gzip)} kB gzip > ${kb(BUDGETS.cssGzip)} kB`] : []),
  ];
  return { name, path, assets, js, css, html: weighFile(Buffer.from(html)), texts, overBudget };
}

/** The texts file the document's inline script fetches, fetched from the server (it is made there, not built). */
async function weighTextsFile(baseUrl: string, html: string): Promise<PageWeight["texts"]> {
  const path = /"(\/texts\/[a-z]{2}\.[\w-]+\.json)"/.exec(html)?.[1];
  if (!path) throw new Error("the document names no texts file: see app/i18n/browser-texts.ts");
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return weighFile(Buffer.from(await response.arrayBuffer()));
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

interface FirstVisit {
  name: string;
  path: string;
  width: number;
  /** Scripts as transferred: compressed body and response headers. */
  scripts: { url: string; transferred: number }[];
  jsTransferred: number;
  overBudget: string[];
}

/** A new visitor opens the page in Chromium; every script the browser fetches until the network is idle is added up. */
async function firstVisits(baseUrl: string): Promise<FirstVisit[]> {
  const pageType = PAGE_TYPES.find((candidate) => candidate.name === FIRST_VISIT_BUDGET.page);
  if (!pageType) throw new Error(`no page type "${FIRST_VISIT_BUDGET.page}" in tests/setup/page-types.ts`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const visits: FirstVisit[] = [];
    for (const width of FIRST_VISIT_BUDGET.widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const pending: Promise<{ url: string; transferred: number } | null>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        pending.push(
          request.sizes().then((sizes) => ({
            url: request.url().replace(baseUrl, ""),
            transferred: sizes.responseBodySize + sizes.responseHeadersSize,
          })),
        );
      });
      const response = await page.goto(`${baseUrl}${pageType.paths.nl}`, { waitUntil: "networkidle" });
      if (response?.status() !== 200) throw new Error(`${pageType.paths.nl} answered ${response?.status()}`);
      await page.waitForTimeout(SETTLE_MS);
      await page.waitForLoadState("networkidle");
      const scripts = (await Promise.all(pending)).filter((script) => script !== null);
      await context.close();
      const jsTransferred = scripts.reduce((total, script) => total + script.transferred, 0);
      visits.push({
        name: `${pageType.name}, first visit in Chromium at ${width} px`,
        path: pageType.paths.nl,
        width,
        scripts,
        jsTransferred,
        overBudget:
          jsTransferred > FIRST_VISIT_BUDGET.jsTransferred
            ? [`JavaScript ${kb(jsTransferred)} kB transferred > ${kb(FIRST_VISIT_BUDGET.jsTransferred)} kB`]
            : [],
      });
    }
    return visits;
  } finally {
    await browser.close();
  }
}

function printFirstVisits(visits: FirstVisit[], withFiles: boolean): void {
  console.log("");
  for (const visit of visits) {
    console.log(
      `${visit.name}: ${visit.scripts.length} scripts, ${kb(visit.jsTransferred)} kB transferred  ${visit.overBudget.length > 0 ? `OVER BUDGET: ${visit.overBudget.join("; ")}` : "ok"}`,
    );
    if (withFiles)
      for (const script of [...visit.scripts].sort((a, b) => b.transferred - a.transferred))
        console.log(`  ${kb(script.transferred).padStart(6)} kB  ${script.url}`);
  }
  console.log(
    `Budget: every script a new visitor's browser transfers until the network is idle ≤ ${kb(FIRST_VISIT_BUDGET.jsTransferred)} kB (compressed body and headers).`,
  );
}

function printTable(pages: PageWeight[], withFiles: boolean): void {
  const rows = [
    [
      "page type",
      "JS files",
      "JS raw",
      "JS gzip",
      "JS br",
      "CSS raw",
      "CSS gzip",
      "CSS br",
      "HTML gzip",
      "texts gzip",
      "",
    ],
  ];
  for (const page of pages) {
    rows.push([
      page.name,
      String(page.assets.filter((asset) => asset.kind === "js").length),
      kb(page.js.raw),
      kb(page.js.gzip),
      kb(page.js.brotli),
      kb(page.css.raw),
      kb(page.css.gzip),
      kb(page.css.brotli),
      kb(page.html.gzip),
      kb(page.texts.gzip),
      page.overBudget.length > 0 ? `OVER BUDGET: ${page.overBudget.join("; ")}` : "ok",
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) =>
          column === 0 || column === row.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join("  ")
        .trimEnd(),
    );
  console.log(
    `kB = 1 000 bytes, first visit. Budgets (gzip): JavaScript ≤ ${kb(BUDGETS.jsGzip)} kB on ${[...JS_BUDGET_PAGE_TYPES].join(" and ")}, CSS ≤ ${kb(BUDGETS.cssGzip)} kB on every page type. HTML and texts: reported, the texts file once per language.`,
  );
  if (!withFiles) return;
  for (const page of pages) {
    console.log(`\n${page.name} (${page.path})`);
    for (const asset of [...page.assets].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(asset.gzip).padStart(6)} kB gzip  ${kb(asset.brotli).padStart(6)} kB br  ${asset.href}`);
  }
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  await initModuleLexer;
  const port = Number(option("--port") ?? 3291);
  const reportFile = option("--report");
  const server = await startProductionServer({ port });
  stopOnSignals([server.stop]);
  let pages: PageWeight[];
  let visits: FirstVisit[];
  try {
    pages = [];
    for (const pageType of PAGE_TYPES) pages.push(await weighPage(server.url, pageType));
    visits = await firstVisits(server.url);
  } finally {
    await server.stop();
  }
  const withFiles = process.argv.includes("--files");
  printTable(pages, withFiles);
  printFirstVisits(visits, withFiles);
  const over = [...pages, ...visits].filter((page) => page.overBudget.length > 0);
  for (const page of over) console.log(`FAILED: ${page.name} (${page.path}): ${page.overBudget.join("; ")}`);
  if (reportFile) {
    const checks = pages.length + visits.length;
    writeFileSync(
      reportFile,
      `${JSON.stringify({ passed: checks - over.length, failed: over.length, skipped: 0, pages, firstVisits: visits }, null, 2)}\n`,
    );
  }
  process.exitCode = over.length > 0 ? 1 : 0;
}

await main();
