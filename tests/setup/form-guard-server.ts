/**
 * One server process of the two-process rate-limit test (tests/integration/form-guard.test.ts):
 * the site's form guard (server/form-guard.ts) in front of a handler that answers every request with
 * the guard's verdict as JSON, on the PostgreSQL database of DATABASE_URL. Small on purpose: the
 * production build need not exist, and the guard is all there is to test. The limit comes from
 * FORM_LIMIT_MAX and FORM_LIMIT_WINDOW (the test passes settings.rateLimits.forms).
 * Prints "ready <port>" once listening; SIGTERM closes it.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { openDatabase } from "#db/client.server.ts";
import { formGuard } from "#server/form-guard.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL must name the shared PostgreSQL database");
const database = await openDatabase({ databaseUrl, pgliteDir: "unused", poolSize: 2 });
const limit = { max: Number(process.env.FORM_LIMIT_MAX), windowSeconds: Number(process.env.FORM_LIMIT_WINDOW) };

const app = express();
// As the site: the client's address from X-Forwarded-For when the proxy is on this machine.
app.set("trust proxy", "loopback");
app.use(formGuard(database.db, limit));
// Every method: the guard decides which it acts on (all but GET and HEAD).
app.all("/*path", (_req, res) => {
  res.json({ pid: process.pid, ...(res.locals.formGuard as object) });
});

const server = app.listen(0, "127.0.0.1", () => console.log(`ready ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => {
  server.close(() => void database.close().finally(() => process.exit(0)));
});
