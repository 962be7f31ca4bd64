/**
 * One server process of the two-process owner session test (tests/integration/owner-sessions.postgres.test.ts):
 * the portal's login (app/services/owners/login.server.ts: throttle, password check, new session),
 * session lookup and logout, on the PostgreSQL database of DATABASE_URL, with the cookie the site
 * sets. Small on purpose: no build needed (the page modules import stylesheets only Vite reads);
 * the sessions and the counters are what is tested. Prints "ready <port>"; SIGTERM closes it.
 *
 *   POST /login   (email, password) → 303 + Set-Cookie | 400 (captcha: true when the account needs it) | 429 + Retry-After
 *   GET  /session → 200 {pid, ownerId} | 401 {pid}
 *   POST /logout  → 204, the session ended
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { openDatabase } from "#db/client.server.ts";
import { attemptLogin } from "#app/services/owners/login.server.ts";
import { endSession, findSession, sessionCookie, sessionIdFrom } from "#app/services/owners/sessions.server.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL must name the shared PostgreSQL database");
const database = await openDatabase({ databaseUrl, pgliteDir: "unused", poolSize: 2 });
const limit = { max: Number(process.env.LOGIN_LIMIT_MAX), windowSeconds: Number(process.env.LOGIN_LIMIT_WINDOW) };

const app = express();
app.set("trust proxy", "loopback");
app.use(express.urlencoded({ extended: false }));
app.post("/login", async (req, res) => {
  const body = req.body as { email?: string; password?: string };
  const outcome = await attemptLogin(
    database.db,
    { email: body.email ?? "", password: body.password ?? "", address: req.ip ?? "" },
    limit,
  );
  if (outcome.kind === "throttled")
    return void res.status(429).set("Retry-After", String(outcome.waitSeconds)).json({ pid: process.pid });
  if (outcome.kind === "refused") return void res.status(400).json({ pid: process.pid });
  if (outcome.kind === "captcha") return void res.status(400).json({ pid: process.pid, captcha: true });
  res
    .status(303)
    .set({ "Set-Cookie": sessionCookie(outcome.sessionId, req.secure), Location: "/session" })
    .json({ pid: process.pid });
});
app.get("/session", async (req, res) => {
  const session = await findSession(database.db, sessionIdFrom(req.get("cookie") ?? null));
  if (!session) return void res.status(401).json({ pid: process.pid });
  res.json({ pid: process.pid, ownerId: session.ownerId });
});
app.post("/logout", async (req, res) => {
  await endSession(database.db, sessionIdFrom(req.get("cookie") ?? null));
  res.status(204).end();
});

const server = app.listen(0, "127.0.0.1", () => console.log(`ready ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => {
  server.close(() => void database.close().finally(() => process.exit(0)));
});
