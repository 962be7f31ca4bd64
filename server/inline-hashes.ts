import crypto from "node:crypto";

/**
 * The CSP hashes of a document's inline scripts and style elements (decision 0055): the policy
 * allows exactly the inline code this document carries, so the same document (and its policy) can
 * be served to every visitor, which a per-response nonce forbids.
 *
 * The document is HTML that React rendered: a script's or a style's text never holds its closing
 * tag (React and React Router escape `</` in what they embed), and the browser hashes that text
 * as it is, without decoding entities. Scripts with a `src` and data blocks (JSON-LD, JSON) are
 * not run as inline code: they need no hash.
 */
export type InlineHashes = { scripts: string[]; styles: string[] };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** The types a browser runs (HTML §4.12.1.1): none, a JavaScript MIME type, or a module. */
const RUN_TYPES = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1];
    if (type !== undefined && !RUN_TYPES.test(type)) continue;
    scripts.add(sourceHash(text));
  }
  const styles = new Set<string>();
  for (const [, text = ""] of html.matchAll(STYLE)) styles.add(sourceHash(text));
  return { scripts: [...scripts], styles: [...styles] };
}

/** A CSP hash source: `'sha256-{base64 of the UTF-8 text's SHA-256}'`. */
export function sourceHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
