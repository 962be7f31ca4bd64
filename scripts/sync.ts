// `npm run sync [-- --full | --incremental] [--allow-mass-unpublish]`: syncs the listing provider's catalogue (PROVIDER:
// the sample feed or the agency's Omnicasa account) into the database the environment points at,
// with a progress bar and a summary (added, updated, unpublished, skipped with reasons). Takes the
// same lock as the servers' scheduled sync, so it never runs alongside one. Without a flag: a full
// sync when the last one is a day old, otherwise the changes since the last good run.
import path from "node:path";
import cliProgress from "cli-progress";
import { defaultLocale, enabledLocales } from "../app/services/content/languages.ts";
import { createListingProvider, providerLocales } from "../app/providers/create-provider.server.ts";
import { ConfigError, parseConfig } from "../server/config.ts";
import { projectRoot } from "../server/app.ts";
import { syncWithLock } from "../server/workers/catalogue-sync.ts";
import { listingsAddedHook } from "../server/workers/listings-added.ts";
import { syncReport } from "../server/workers/sync-report.ts";
import { loadConfiguredContent, withDatabase } from "./lib/database.ts";

const args = process.argv.slice(2);
// --allow-mass-unpublish: the agency really withdrew more than SYNC_MAX_UNPUBLISH of its listings
// (a run past that share is refused otherwise; decision 0029).
const allowMassUnpublish = args.includes("--allow-mass-unpublish");
const modeArgs = args.filter((a) => a !== "--allow-mass-unpublish");
const unknown = modeArgs.filter((a) => a !== "--full" && a !== "--incremental");
if (unknown.length || modeArgs.length > 1) {
  console.error(
    `Usage: npm run sync [-- --full | --incremental] [--allow-mass-unpublish]${unknown.length ? ` (unknown: ${unknown.join(" ")})` : ""}`,
  );
  process.exit(64);
}
const mode = modeArgs[0] === "--full" ? "full" : modeArgs[0] === "--incremental" ? "incremental" : "auto";

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const content = await loadConfiguredContent(config);
const provider = createListingProvider(config, {
  locales: providerLocales(enabledLocales(content), defaultLocale(content)),
  sampleFeedDir: config.sampleFeedDir ?? path.join(projectRoot, "data/sample/feed"),
});
const exitCode = await withDatabase(config, async (database) => {
  console.log(
    `Syncing the catalogue from ${provider.name} into ${database.kind === "postgres" ? "PostgreSQL" : "the embedded database"} (${mode === "auto" ? "full or incremental, as due" : mode})…`,
  );
  const bar = new cliProgress.SingleBar(
    { format: "  listings {bar} {value}/{total}", hideCursor: true, clearOnComplete: true, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const attempt = await syncWithLock(database, provider, {
    mode,
    holidayTypeIds: content.settings.holidayTypeIds ?? [],
    maxUnpublishShare: config.syncMaxUnpublishShare,
    allowMassUnpublish,
    listingsAdded: listingsAddedHook({ db: database.db, content, siteUrl: config.siteUrl }),
    onProgress: (done, total) => {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else {
        bar.setTotal(total);
        bar.update(done);
      }
    },
  });
  if (started) bar.stop();
  const report = syncReport(attempt, provider.name);
  for (const line of report.lines) (report.exitCode === 0 ? console.log : console.error)(line);
  return report.exitCode;
});
process.exit(exitCode);
