import type { Database } from "#db/client.server.ts";
import type { FormValues } from "#app/lib/form-submission.ts";
import { secondFactorRequired } from "#app/domain/staff.ts";
import { checkHuman } from "#app/services/leads/human-check.server.ts";
import {
  forgetAccountFailures,
  loginGate,
  recordLoginFailure,
  type LoginLimit,
} from "#app/services/owners/login-throttle.server.ts";
import { verifyStaffCredentials, type StaffMember } from "./accounts.server.ts";
import { completeStaffSession, createStaffSession, endStaffSession } from "./sessions.server.ts";
import { verifySecondFactor } from "./second-factor.server.ts";

/**
 * A staff login (decision 0051), with the owner portal's rules (docs/decisions/0015): a wait per
 * client address after failures, the captcha for an account that failed too often, one answer for
 * an unknown e-mail and a wrong password. Its counters are the console's own. The password opens a
 * partial session; then:
 *   second-factor: the person has a TOTP app: the code (or a recovery code) completes it;
 *   enrol:         a manager without one: setting one up completes it (managers must have one);
 *   console:       an agent without one: the session is complete.
 */
export type StaffLoginOutcome =
  | { kind: "throttled"; waitSeconds: number }
  | { kind: "captcha" }
  | { kind: "refused"; captchaRequired: boolean }
  | { kind: "accepted"; member: StaffMember; sessionId: string; next: "second-factor" | "enrol" | "console" };

export type StaffLoginAttempt = { email: string; password: string; address: string; proof?: FormValues };

export async function attemptStaffLogin(
  db: Database,
  attempt: StaffLoginAttempt,
  limit: LoginLimit,
  now = new Date(),
): Promise<StaffLoginOutcome> {
  const who = { email: attempt.email.trim().toLowerCase(), address: attempt.address, scope: "staff" as const };
  const gate = await loginGate(db, who, limit, now);
  if (gate.waitSeconds > 0) return { kind: "throttled", waitSeconds: gate.waitSeconds };
  if (gate.captchaRequired && (await checkHuman(db, attempt.proof ?? {}, true)).kind !== "solved")
    return { kind: "captcha" };
  const member = await verifyStaffCredentials(db, who.email, attempt.password);
  if (!member) {
    await recordLoginFailure(db, who, limit, now);
    return { kind: "refused", captchaRequired: gate.captchaRequired };
  }
  await forgetAccountFailures(db, who.email, "staff");
  const next = member.hasSecondFactor ? "second-factor" : secondFactorRequired(member.role) ? "enrol" : "console";
  const sessionId = await createStaffSession(db, member.id, next === "console", now);
  return { kind: "accepted", member, sessionId, next };
}

export type SecondFactorOutcome =
  | { kind: "accepted"; method: "totp" | "recovery" }
  | { kind: "refused" }
  /** Too many wrong codes: the partial session is ended; the person logs in again. */
  | { kind: "ended"; waitSeconds: number };

/**
 * The code of a partial session. A wrong code counts as a failed login of the account and the
 * address (the same counters), so guessing codes is throttled like guessing passwords; when the
 * address must wait, the partial session ends.
 */
export async function attemptSecondFactor(
  db: Database,
  attempt: { sessionId: string; member: StaffMember; code: string; address: string },
  limit: LoginLimit,
  now = new Date(),
): Promise<SecondFactorOutcome> {
  const who = { email: attempt.member.email, address: attempt.address, scope: "staff" as const };
  const gate = await loginGate(db, who, limit, now);
  if (gate.waitSeconds > 0) {
    await endStaffSession(db, attempt.sessionId);
    return { kind: "ended", waitSeconds: gate.waitSeconds };
  }
  const method = await verifySecondFactor(db, attempt.member.id, attempt.code, now);
  if (!method) {
    await recordLoginFailure(db, who, limit, now);
    return { kind: "refused" };
  }
  await completeStaffSession(db, attempt.sessionId, now);
  return { kind: "accepted", method };
}
