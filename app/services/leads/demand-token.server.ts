import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { appSecrets } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { RouteEntry } from "#app/domain/route-table.ts";
import { tokenHash } from "./store-lead.server.ts";

/**
 * The unsubscribe token of a demand registration (docs/decisions/0012). Its link is in the
 * confirmation mail and in every alert mail, sent days or months later, so the token must be
 * writable again without being stored: it is an HMAC of the demand's id under a secret every
 * server process shares (app_secrets), and the demand row keeps only its SHA-256
 * (`unsubscribe_token_hash`, looked up like a newsletter token's: tokenHash(token)).
 * Same shape as newToken()'s tokens: 24 bytes, base64url.
 */
const SECRET_NAME = "demand-unsubscribe";
const secretCache = new WeakMap<Database, string>();

async function demandSecret(db: Database): Promise<string> {
  const cached = secretCache.get(db);
  if (cached) return cached;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  secretCache.set(db, row!.value);
  return row!.value;
}

/** The token of a demand (the same every time it is asked) and the hash its row stores. */
export async function demandUnsubscribeToken(db: Database, demandId: string): Promise<{ token: string; hash: string }> {
  const secret = await demandSecret(db);
  const token = createHmac("sha256", secret)
    .update(`demand:${demandId}`)
    .digest()
    .subarray(0, 24)
    .toString("base64url");
  return { token, hash: tokenHash(token) };
}

/** The absolute unsubscribe link of a token in a language (the `unsubscribe` route). */
export function unsubscribeUrl(
  site: { siteUrl: string; routes: readonly RouteEntry[] },
  locale: Locale,
  token: string,
): string {
  return `${site.siteUrl}${routePath(site.routes, "unsubscribe", locale, { token })}`;
}
