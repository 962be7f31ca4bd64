import * as OTPAuth from "otpauth";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { staff } from "#db/schema.ts";
import type { StaffRole } from "#app/domain/staff.ts";
import { createStaff, setStaffPassword, type StaffMember } from "#app/services/staff/accounts.server.ts";
import { COMMAND_LINE } from "#app/services/staff/audit.server.ts";
import { createStaffSession, csrfToken, STAFF_SESSION_COOKIE } from "#app/services/staff/sessions.server.ts";

/**
 * Members of staff for the console's tests (decision 0051): an account with a password and, for a
 * manager, a TOTP secret already set up, and a complete session, as a person has after logging in.
 * `headers` are what their browser sends; `csrf` goes in every posted form as `_csrf`.
 */
export const STAFF_PASSWORD = "zonnebloem in de tuin 2026";

export type SignedInStaff = {
  member: StaffMember;
  cookie: string;
  csrf: string;
  /** The TOTP secret (base32), when the person has one. */
  secret: string | null;
  headers: Record<string, string>;
};

let made = 0;

export async function signedInStaff(
  db: Database,
  role: StaffRole,
  options: { email?: string; name?: string; locale?: "nl" | "fr" | "en"; secondFactor?: boolean } = {},
): Promise<SignedInStaff> {
  made += 1;
  const email = options.email ?? `${role}${made}.${Date.now()}@agency.example`;
  const created = await createStaff(
    db,
    {
      email,
      name: options.name ?? `${role === "manager" ? "Manager" : "Agent"} ${made}`,
      role,
      locale: options.locale ?? "nl",
    },
    COMMAND_LINE,
  );
  if (!created) throw new Error(`staff ${email} exists`);
  await setStaffPassword(db, created.id, STAFF_PASSWORD);
  const withSecret = options.secondFactor ?? role === "manager";
  const secret = withSecret ? new OTPAuth.Secret({ size: 20 }).base32 : null;
  if (secret) await db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, created.id));
  const sessionId = await createStaffSession(db, created.id, true);
  const cookie = `${STAFF_SESSION_COOKIE}=${sessionId}`;
  return {
    member: { ...created, hasPassword: true, hasSecondFactor: withSecret },
    cookie,
    csrf: csrfToken(sessionId),
    secret,
    headers: { cookie, origin: "https://agency.example" },
  };
}

/** The code a person's app shows at `at` (now by default). */
export function totpCode(secret: string, at = new Date()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** A console request: the person's cookie on a GET or a form post (the CSRF token added to the form). */
export function consoleRequest(
  who: Pick<SignedInStaff, "cookie" | "csrf"> | null,
  path: string,
  form?: Record<string, string | string[]>,
): Request {
  const url = `https://agency.example${path}`;
  const headers: Record<string, string> = who ? { cookie: who.cookie } : {};
  if (!form) return new Request(url, { headers });
  const body = new URLSearchParams();
  if (who) body.append("_csrf", who.csrf);
  for (const [name, value] of Object.entries(form))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return new Request(url, { method: "POST", body, headers: { ...headers, origin: "https://agency.example" } });
}

export type { AppLoadContext };
