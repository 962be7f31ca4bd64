/**
 * One server process's daily-digest step for one slot (DIGEST_SLOT, an ISO time), as the server's
 * scheduler runs it (server/workers/demand-digest-scheduler.ts → sendDemandDigests), on the
 * database of DATABASE_URL: tests/integration/demand-digest.postgres.test.ts starts two of these
 * at once. Prints its report as one JSON line and exits.
 */
import path from "node:path";
import { openDatabase } from "#db/client.server.ts";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { sendDemandDigests } from "#app/services/leads/demand-digest.server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const slot = new Date(process.env.DIGEST_SLOT ?? "");
if (Number.isNaN(slot.getTime()) || !process.env.DATABASE_URL)
  throw new Error("DIGEST_SLOT and DATABASE_URL are required");
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: "", poolSize: 2 });
try {
  const content = await loadContent(path.join(root, "content"));
  const report = await sendDemandDigests(database.db, { content, siteUrl: "https://agency.example" }, slot);
  process.stdout.write(`${JSON.stringify({ pid: process.pid, ...report })}\n`);
} finally {
  await database.close();
}
