/**
 * What a visitor may put into a mail the site sends to someone else (a friend, or whatever address
 * the visitor typed as their own): a mail from the agency's address is trusted by its reader, so
 * nothing in it that a visitor typed may carry a link, an e-mail address or markup (decision 0031).
 * Pure and isomorphic: the forms' zod schemas use it in the browser and on the server.
 */

/** The longest name (a first or last name, a name shown on a testimonial). */
export const PERSON_NAME_MAX = 80;

/**
 * A person's name: letters of any script with their accents (combining marks), separated by
 * spaces, hyphens, apostrophes (straight or typographic) or dots ("Jean-Luc", "O'Brien",
 * "Ph. Dubois", "Zoë", "Łukasz", "김민준"). It starts with a letter and has no two separators in a
 * row other than a dot and a space ("J. P."): no digits, no @, no slash, no < or >, no colon, so no
 * URL, address or markup fits in it.
 */
const PERSON_NAME = /^\p{L}\p{M}*(?:(?:[ '’-]|\. ?)?\p{L}\p{M}*)*\.?$/u;

export function isPersonName(text: string): boolean {
  // "spam.com" is letters and a dot: the pattern alone would let a domain through.
  return text.length <= PERSON_NAME_MAX && PERSON_NAME.test(text.normalize("NFC")) && !containsLink(text);
}

/** http(s)://…, www.…, or a bare domain with a common top-level domain. */
const LINK =
  /(\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|info|biz|be|nl|fr|de|eu|io|ru|xyz|top|click|link|ly|co|shop|site|online|app|me|us|uk|cn)\b)/i;
/** Something@domain: an address a spammer wants read (the domain needs a dot). */
const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[^\s@<>()[\]]+/;
/** A tag or an HTML entity: the mails escape them, but a mail client of the friend may not show plain text as such. */
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** Why a visitor's text may not go into a third party's mail, or null when it may. */
export type UnsafeText = "link" | "email" | "markup";

export function unsafeForThirdParty(text: string): UnsafeText | null {
  // An address's domain would also read as a link: say "address", which is what the visitor typed.
  if (EMAIL.test(text)) return "email";
  if (containsLink(text)) return "link";
  if (MARKUP.test(text)) return "markup";
  return null;
}
