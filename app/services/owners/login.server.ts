import type { Database } from "#db/client.server.ts";
import { verifyCredentials, type Owner } from "./accounts.server.ts";
import { forgetAccountFailures, loginWait, recordLoginFailure, type LoginLimit } from "./login-throttle.server.ts";
import { createSession } from "./sessions.server.ts";

/**
 * One login attempt, in order: throttled (the account or the address failed too often: wait, the
 * password is not even checked), refused (unknown e-mail or wrong password: one answer for both,
 * and one more failure counted), or accepted (the account's failures forgotten, a new session).
 */
export type LoginOutcome = { kind: "throttled"; waitSeconds: number } | { kind: "refused" } | { kind: "accepted"; owner: Owner; sessionId: string };

export async function attemptLogin(db: Database, attempt: { email: string; password: string; address: string }, limit: LoginLimit): Promise<LoginOutcome> {
  const who = { email: attempt.email.toLowerCase(), address: attempt.address };
  const waitSeconds = await loginWait(db, who, limit);
  if (waitSeconds > 0) return { kind: "throttled", waitSeconds };
  const owner = await verifyCredentials(db, who.email, attempt.password);
  if (!owner) {
    await recordLoginFailure(db, who, limit);
    return { kind: "refused" };
  }
  await forgetAccountFailures(db, who.email);
  return { kind: "accepted", owner, sessionId: await createSession(db, owner.id) };
}
