// `npm run import:sample`: (re)imports the sample feed, testimonials and demo owner into the
// database the environment points at (DATABASE_URL, else PGlite in DATA_DIR).
import path from "node:path";
import { loadContent } from "../app/services/content/load-content.server.ts";
import { parseConfig } from "../server/config.ts";
import { projectRoot } from "../server/app.ts";
import { loadSampleData } from "../server/sample-data.ts";
import { withDatabase } from "./lib/database.ts";

const config = parseConfig(process.env);
const content = await loadContent(path.join(projectRoot, "content"));
await withDatabase(config, async ({ db }) => {
  const summary = await loadSampleData(db, content.settings.holidayTypeIds ?? []);
  console.log(
    `Imported the sample: ${summary.added} added, ${summary.updated} updated, ${summary.unpublished} unpublished, ` +
      `${summary.skipped.length} skipped; ${summary.testimonials} testimonials and ${summary.owners} owners added.`,
  );
  for (const skip of summary.skipped) console.log(`  skipped ${skip.id}: ${skip.reason}`);
});
