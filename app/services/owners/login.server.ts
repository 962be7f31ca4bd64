import type { Database } from "#db/client.server.ts";
import { verifyCaptcha } from "#app/services/leads/captcha.server.ts";
import { verifyCredentials, type Owner } from "./accounts.server.ts";
import { forgetAccountFailures, loginGate, recordLoginFailure, type LoginLimit } from "./login-throttle.server.ts";
import { createSession } from "./sessions.server.ts";

/**
 * One login attempt, in order (docs/decisions/0015):
 *   throttled: the client's address failed too often: wait (429), the password is not even checked;
 *   captcha:   the account failed too often and no valid captcha came with the attempt: the
 *              password is not checked, the form asks for the captcha (a right password is never
 *              refused for what others did: solving the captcha, or a reset link by mail, gets in);
 *   refused:   unknown e-mail or wrong password: one answer for both, one more failure counted;
 *   accepted:  the account's failures forgotten, a new session.
 */
export type LoginOutcome = { kind: "throttled"; waitSeconds: number } | { kind: "captcha" } | { kind: "refused" } | { kind: "accepted"; owner: Owner; sessionId: string };

export type LoginAttempt = { email: string; password: string; address: string; /** The captcha widget's posted solution, if any. */ captcha?: string | undefined };

export async function attemptLogin(db: Database, attempt: LoginAttempt, limit: LoginLimit, now = new Date()): Promise<LoginOutcome> {
  const who = { email: attempt.email.toLowerCase(), address: attempt.address };
  const gate = await loginGate(db, who, limit, now);
  if (gate.waitSeconds > 0) return { kind: "throttled", waitSeconds: gate.waitSeconds };
  // The solution is checked (and spent) only when the account needs it.
  if (gate.captchaRequired && (!attempt.captcha || (await verifyCaptcha(db, attempt.captcha)) !== "verified")) return { kind: "captcha" };
  const owner = await verifyCredentials(db, who.email, attempt.password);
  if (!owner) {
    await recordLoginFailure(db, who, limit, now);
    return { kind: "refused" };
  }
  await forgetAccountFailures(db, who.email);
  return { kind: "accepted", owner, sessionId: await createSession(db, owner.id, now) };
}
