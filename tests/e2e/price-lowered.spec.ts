/**
 * "Price lowered" after a sync, in the browser: a production server on a copy of the sample feed
 * (SAMPLE_FEED_DIR) shows no badge; the agency lowers the price of 4100001 in the feed (with its
 * LastChangedDate, as the provider does); `npm run sync` imports the change while the server is
 * stopped (the embedded database has one user at a time); the server, started again, shows the
 * badge on the listing's card in the sale list and on its page, with the short history, in nl and fr.
 *
 * The server listens on a free port the system picks, so it never meets another checkout's servers.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { COMPILED_SERVER_ENTRY } from "../../scripts/lib/compiled-server.ts";
import { keepLastLines, stop, waitForHealth } from "./fixtures/small-pages-server.ts";

const PROJECT_ROOT = resolve(import.meta.dirname, "../..");
const LISTING = 4100001;
const TEXT = {
  nl: { list: "/nl/te-koop/", lowered: "Prijs verlaagd", history: "Prijsevolutie" },
  fr: { list: "/fr/a-vendre/", lowered: "Prix revu à la baisse", history: "Évolution du prix" },
} as const;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Starts the production server on the data and feed folders; resolves once /healthz answers. */
async function startServer(port: number, dataDir: string, feedDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SAMPLE_FEED_DIR: feedDir,
    SITE_URL: `http://localhost:${port}`,
    SYNC_INTERVAL: "off",
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [COMPILED_SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const lines = keepLastLines(server);
  try {
    await waitForHealth(`http://localhost:${port}`, server, lines);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return server;
}

/** The agency lowers a listing's price in its CRM: every language's feed file, with the time of the change (Brussels time, as the provider writes it). */
function lowerPriceInFeed(feedDir: string, id: number, price: number): void {
  const now = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Brussels",
    dateStyle: "short",
    timeStyle: "medium",
  }).format(new Date());
  for (const file of readdirSync(feedDir).filter((name) => name.startsWith("GetPropertyList."))) {
    const path = join(feedDir, file);
    const feed = JSON.parse(readFileSync(path, "utf8")) as {
      GetPropertyListJsonResult: { Value: { Items: { ID: number; Price: number; LastChangedDate: string }[] } };
    };
    for (const item of feed.GetPropertyListJsonResult.Value.Items) {
      if (item.ID !== id) continue;
      item.Price = price;
      item.LastChangedDate = now;
    }
    writeFileSync(path, JSON.stringify(feed, null, 2));
  }
}

/** The card of the listing in a list page. */
function cardOf(page: Page, id: number) {
  return page.locator("article.listing-card", { has: page.locator(`a[href*="/${id}/"]`) });
}

test("a lower price in the feed shows 'price lowered' on the card and the page after a sync (nl, fr)", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const feedDir = mkdtempSync(join(tmpdir(), "agency-e2e-feed-"));
  const dataDir = mkdtempSync(join(tmpdir(), "agency-e2e-data-"));
  let server: ChildProcess | null = null;
  try {
    cpSync(join(PROJECT_ROOT, "data/sample/feed"), feedDir, { recursive: true });
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "tests/setup/seed-feed.ts", dataDir, feedDir], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(seeded.status, seeded.stderr).toBe(0);
    const port = await freePort();
    const base = `http://localhost:${port}`;

    // Before: the sample's price, no badge anywhere.
    server = await startServer(port, dataDir, feedDir);
    await page.goto(`${base}${TEXT.nl.list}`);
    await expect(cardOf(page, LISTING)).toContainText("€ 339.000");
    await expect(page.getByText(TEXT.nl.lowered)).toHaveCount(0);
    await stop(server);
    server = null;

    lowerPriceInFeed(feedDir, LISTING, 319_000);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SAMPLE_FEED_DIR: feedDir };
    delete env.DATABASE_URL;
    const sync = spawnSync("npm", ["run", "sync"], { cwd: PROJECT_ROOT, env, encoding: "utf8" });
    expect(sync.status, `${sync.stdout}\n${sync.stderr}`).toBe(0);

    server = await startServer(port, dataDir, feedDir);
    for (const lang of ["nl", "fr"] as const) {
      await page.goto(`${base}${TEXT[lang].list}`);
      const card = cardOf(page, LISTING);
      await expect(card).toContainText("€ 319.000");
      await expect(card.getByText(TEXT[lang].lowered)).toBeVisible();
      // Only the listing whose price went down.
      await expect(page.locator("article.listing-card").filter({ hasText: TEXT[lang].lowered })).toHaveCount(1);

      await card.getByRole("link").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".property-keyfacts__price").getByText(TEXT[lang].lowered)).toBeVisible();
      const history = page.getByRole("table", { name: TEXT[lang].history });
      await expect(history.getByRole("row")).toHaveCount(3);
      await expect(history).toContainText("€ 339.000");
      await expect(history).toContainText("€ 319.000");
    }
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(feedDir, { recursive: true, force: true });
  }
});
