import { createHash, randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { Database } from "#db/client.server.ts";
import { staff, staffRecoveryCodes } from "#db/schema.ts";
import { recordAudit, type Actor } from "./audit.server.ts";
import { endStaffSessions } from "./sessions.server.ts";

/**
 * The second factor of a staff login (decision 0051): a TOTP app (RFC 6238: SHA-1, 6 digits,
 * 30 s, as every authenticator app reads an otpauth:// QR code), one step of clock drift either
 * way, each step accepted once (a code seen over a shoulder cannot be used again), and ten
 * single-use recovery codes for a lost phone, stored as SHA-256.
 */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes' letters: no 0/O or 1/I/L to misread. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

const totpFor = (secret: string, issuer: string, label: string) =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

const hashOf = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

export type Enrolment = { secret: string; uri: string; qrSvg: string };

/**
 * A new secret for a person setting up their app, kept as pending until a code proves the app
 * has it (a repeated visit of the page shows the same one until then).
 */
export async function startEnrolment(
  db: Database,
  person: { id: number; email: string },
  issuer: string,
): Promise<Enrolment> {
  const [row] = await db.select({ pending: staff.totpPendingSecret }).from(staff).where(eq(staff.id, person.id));
  let secret = row?.pending ?? null;
  if (!secret) {
    secret = new OTPAuth.Secret({ size: 20 }).base32;
    await db.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, person.id));
  }
  const uri = totpFor(secret, issuer, person.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

/** The time step a code belongs to (within the drift), or null when it is not a valid code now. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret, "", "").validate({ token, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Confirms the pending secret with a code from the app: it becomes the person's second factor,
 * new recovery codes are made (returned once, to be shown once) and the change is logged.
 * Null when the code does not match.
 */
export async function confirmEnrolment(
  db: Database,
  staffId: number,
  code: string,
  actor: Actor,
  now = new Date(),
): Promise<string[] | null> {
  const [row] = await db.select({ pending: staff.totpPendingSecret }).from(staff).where(eq(staff.id, staffId));
  if (!row?.pending) return null;
  const step = matchingStep(row.pending, code, now);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ totpSecret: row.pending, totpPendingSecret: null, totpLastStep: step, updatedAt: now })
      .where(eq(staff.id, staffId));
    await replaceRecoveryCodes(tx, staffId, codes);
    await recordAudit(tx, actor, "staff.second-factor.enable", `staff:${staffId}`);
  });
  return codes;
}

/**
 * Checks a code at login: a TOTP code of the current steps not used before (the step is then
 * recorded, in one statement, so two logins with one code cannot both pass), or an unused
 * recovery code (then spent).
 */
export async function verifySecondFactor(
  db: Database,
  staffId: number,
  code: string,
  now = new Date(),
): Promise<"totp" | "recovery" | null> {
  const [row] = await db.select({ secret: staff.totpSecret }).from(staff).where(eq(staff.id, staffId));
  if (!row?.secret) return null;
  const step = matchingStep(row.secret, code, now);
  if (step !== null) {
    const taken = await db
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, staffId), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
      .returning({ id: staff.id });
    return taken.length === 1 ? "totp" : null;
  }
  if (normalizeRecoveryCode(code).length !== 10) return null;
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashOf(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ staffId: staffRecoveryCodes.staffId });
  return spent.length === 1 ? "recovery" : null;
}

/** How many recovery codes a person has left. */
export async function recoveryCodesLeft(db: Database, staffId: number): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** New recovery codes (the old ones stop working); returned once, to be shown once. */
export async function regenerateRecoveryCodes(db: Database, staffId: number, actor: Actor): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, staffId, codes);
    await recordAudit(tx, actor, "staff.recovery-codes.renew", `staff:${staffId}`);
  });
  return codes;
}

/**
 * A manager resets a person's second factor (a lost phone without recovery codes): the secret and
 * codes go, the person's sessions end; at the next login they set up an app again (a manager must).
 */
export async function resetSecondFactor(db: Database, staffId: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(staff.id, staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await endStaffSessions(tx, staffId);
    await recordAudit(tx, actor, "staff.second-factor.reset", `staff:${staffId}`);
  });
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

async function replaceRecoveryCodes(db: Pick<Database, "delete" | "insert">, staffId: number, codes: string[]) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ codeHash: hashOf(code), staffId })));
}
