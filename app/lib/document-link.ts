/**
 * The shape of a listing document's private link (decision 0030): the agency's own documents (EPC,
 * asbestos certificate, brochure…) are not at a public address; the documents-request mail carries
 * links that name the listing and the document, expire, and are signed (HMAC, computed by
 * app/services/leads/document-links.server.ts). This module only writes and reads the link's parts.
 *
 *   /documents/{lang}/{property|project}/{listing id}/{file}?expires={unix seconds}&signature={base64url}
 *
 * `lang` is the mail's language, used for the page of a link that no longer works; it is not signed.
 */
export type ListingKind = "property" | "project";

export type DocumentLinkParts = {
  lang: string;
  kind: ListingKind;
  id: number;
  file: string;
  expires: number;
  signature: string;
};

/** How long a mailed link works. */
export const DOCUMENT_LINK_DAYS = 7;

/** A document's file name: letters, digits, `_`, `-`, `.`, never starting with a dot (no path, no traversal). */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,150}$/;
const LISTING_ID = /^[1-9]\d{0,9}$/;
const EXPIRES = /^[1-9]\d{0,11}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const PATH = /^\/documents\/([a-z]{2})\/(property|project)\/([^/]+)\/([^/]+)$/;

/** The text the signature covers: the listing, the document and the expiry (version-tagged). */
export function documentLinkMessage(parts: Pick<DocumentLinkParts, "kind" | "id" | "file" | "expires">): string {
  return `document-link:v1:${parts.kind}:${parts.id}:${parts.file}:${parts.expires}`;
}

/** The link's path and query (site-relative). */
export function documentLinkPath(parts: DocumentLinkParts): string {
  return `/documents/${parts.lang}/${parts.kind}/${parts.id}/${encodeURIComponent(parts.file)}?expires=${parts.expires}&signature=${parts.signature}`;
}

/** The expiry of a link made at `now`, in Unix seconds. */
export function documentLinkExpiry(now: Date, days = DOCUMENT_LINK_DAYS): number {
  return Math.floor(now.getTime() / 1000) + days * 24 * 60 * 60;
}

/**
 * The parts of a request for a document link (the raw, still percent-encoded path and its query),
 * or null when it has not the link's shape (then only the path's language, if any, is known).
 */
export function parseDocumentLink(
  rawPath: string,
  query: Record<string, unknown>,
): { parts: DocumentLinkParts | null; lang: string | null } {
  const match = PATH.exec(rawPath);
  const lang = match?.[1] ?? null;
  if (!match) return { parts: null, lang };
  let file: string;
  try {
    file = decodeURIComponent(match[4]!);
  } catch {
    return { parts: null, lang };
  }
  const { expires, signature } = query;
  const known = Object.keys(query).every((name) => name === "expires" || name === "signature");
  if (!known || !LISTING_ID.test(match[3]!) || !FILE_NAME.test(file)) return { parts: null, lang };
  if (
    typeof expires !== "string" ||
    !EXPIRES.test(expires) ||
    typeof signature !== "string" ||
    !SIGNATURE.test(signature)
  )
    return { parts: null, lang };
  return {
    parts: {
      lang: match[1]!,
      kind: match[2] as ListingKind,
      id: Number(match[3]),
      file,
      expires: Number(expires),
      signature,
    },
    lang,
  };
}

/** Whether a link expiring at `expires` (Unix seconds) still works at `now`. */
export function documentLinkExpired(expires: number, now: Date): boolean {
  return now.getTime() >= expires * 1000;
}

/** Where the catalogue (the sample feed) names the documents the site keeps itself; no public address serves them. */
export const PRIVATE_DOCUMENTS_PREFIX = "/sample/documents/";

/**
 * The file name of a document the site keeps itself, from the URL the catalogue stores, or null for
 * a document at another address (a provider's own URL, left as it is).
 */
export function privateDocumentFile(storedUrl: string): string | null {
  if (!storedUrl.startsWith(PRIVATE_DOCUMENTS_PREFIX)) return null;
  const file = storedUrl.slice(PRIVATE_DOCUMENTS_PREFIX.length);
  return FILE_NAME.test(file) ? file : null;
}
