import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { appSecrets, listingDocuments } from "#db/schema.ts";
import {
  documentLinkExpired,
  documentLinkExpiry,
  documentLinkMessage,
  documentLinkPath,
  privateDocumentFile,
  PRIVATE_DOCUMENTS_PREFIX,
  type DocumentLinkParts,
  type ListingKind,
} from "#app/lib/document-link.ts";

/**
 * Signed, expiring links to the documents the site keeps itself (decision 0030). The signing key
 * is made once per installation and kept in the database (app_secrets), so every server process,
 * on every machine sharing the database, writes and checks the same links. Deleting the row makes
 * a new key: every link mailed before stops working.
 */
const SECRET_NAME = "document-links";
const secretCache = new WeakMap<Database, Buffer>();

async function documentLinkSecret(db: Database): Promise<Buffer> {
  const cached = secretCache.get(db);
  if (cached) return cached;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  const secret = Buffer.from(row!.value, "base64url");
  secretCache.set(db, secret);
  return secret;
}

function sign(secret: Buffer, parts: Pick<DocumentLinkParts, "kind" | "id" | "file" | "expires">): string {
  return createHmac("sha256", secret).update(documentLinkMessage(parts)).digest("base64url");
}

/**
 * The address a mail gives for a listing's document: a signed link valid seven days for a document
 * the site keeps itself, the stored URL (made absolute) for any other (a provider's own address).
 */
export async function mailedDocumentUrl(
  db: Database,
  document: { url: string; listing: { kind: ListingKind; id: number } },
  options: { siteUrl: string; locale: string; now: Date },
): Promise<string> {
  const file = privateDocumentFile(document.url);
  if (!file)
    return /^https?:\/\//i.test(document.url) ? document.url : new URL(document.url, options.siteUrl).toString();
  const expires = documentLinkExpiry(options.now);
  const parts = { lang: options.locale, ...document.listing, file, expires };
  return new URL(
    documentLinkPath({ ...parts, signature: sign(await documentLinkSecret(db), parts) }),
    options.siteUrl,
  ).toString();
}

export type DocumentLinkCheck = { status: "valid"; file: string } | { status: "invalid" | "expired" | "not-found" };

/**
 * What a document link is worth at `now`: altered (or signed with another key) → invalid; past its
 * expiry → expired; the listing no longer has that document → not-found; else the file's name.
 */
export async function checkDocumentLink(db: Database, parts: DocumentLinkParts, now: Date): Promise<DocumentLinkCheck> {
  const expected = Buffer.from(sign(await documentLinkSecret(db), parts));
  const given = Buffer.from(parts.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: "invalid" };
  if (documentLinkExpired(parts.expires, now)) return { status: "expired" };
  const owner =
    parts.kind === "property" ? eq(listingDocuments.propertyId, parts.id) : eq(listingDocuments.projectId, parts.id);
  const [row] = await db
    .select({ id: listingDocuments.id })
    .from(listingDocuments)
    .where(and(owner, eq(listingDocuments.url, `${PRIVATE_DOCUMENTS_PREFIX}${parts.file}`)))
    .limit(1);
  return row ? { status: "valid", file: parts.file } : { status: "not-found" };
}
