import type { Database } from "#db/client.server.ts";
import type { FormValues } from "#app/lib/form-submission.ts";
import { checkHuman } from "#app/services/leads/human-check.server.ts";
import { verifyCredentials, type Owner } from "./accounts.server.ts";
import { forgetAccountFailures, loginGate, recordLoginFailure, type LoginLimit } from "./login-throttle.server.ts";
import { createSession } from "./sessions.server.ts";

/**
 * One login attempt, in order (docs/decisions/0015):
 *   throttled: the client's address failed too often: wait (429), the password is not even checked;
 *   captcha:   the account failed too often and no solved captcha came with the attempt (the
 *              widget's proof of work, or without JavaScript the server's question, decision 0032):
 *              the password is not checked, the form asks for the captcha (a right password is
 *              never refused for what others did: solving the captcha, or a reset link by mail, gets in);
 *   refused:   unknown e-mail or wrong password: one answer for both, one more failure counted
 *              (`captchaRequired`: the next attempt needs the captcha again);
 *   accepted:  the account's failures forgotten, a new session.
 */
export type LoginOutcome =
  | { kind: "throttled"; waitSeconds: number }
  | { kind: "captcha" }
  | { kind: "refused"; captchaRequired: boolean }
  | { kind: "accepted"; owner: Owner; sessionId: string };

export type LoginAttempt = {
  email: string;
  password: string;
  address: string;
  /** The posted form: its captcha fields, if any. */ proof?: FormValues;
};

export async function attemptLogin(
  db: Database,
  attempt: LoginAttempt,
  limit: LoginLimit,
  now = new Date(),
): Promise<LoginOutcome> {
  const who = { email: attempt.email.toLowerCase(), address: attempt.address };
  const gate = await loginGate(db, who, limit, now);
  if (gate.waitSeconds > 0) return { kind: "throttled", waitSeconds: gate.waitSeconds };
  // The solution is checked (and spent) only when the account needs it.
  if (gate.captchaRequired && (await checkHuman(db, attempt.proof ?? {}, true)).kind !== "solved")
    return { kind: "captcha" };
  const owner = await verifyCredentials(db, who.email, attempt.password);
  if (!owner) {
    await recordLoginFailure(db, who, limit, now);
    return { kind: "refused", captchaRequired: gate.captchaRequired };
  }
  await forgetAccountFailures(db, who.email);
  return { kind: "accepted", owner, sessionId: await createSession(db, owner.id, now) };
}
