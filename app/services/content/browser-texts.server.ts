import { createHash } from "node:crypto";
import type { Locale } from "#app/i18n/locales.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { provideTexts, textsPath } from "#app/i18n/browser-texts.ts";

/** A language's texts file (app/i18n/browser-texts.ts): its path, content hash and body. */
export type TextsFile = { locale: Locale; hash: string; path: string; json: string };

const files = new Map<Locale, TextsFile>();

/**
 * The texts file of a language: the whole dictionary (about 43 kB of JSON, 14 kB gzip, once per
 * visitor), named by a hash of its content. Made once per process; the server's renders read the
 * same texts from memory under the same path.
 */
export function textsFile(locale: Locale): TextsFile {
  let file = files.get(locale);
  if (!file) {
    const messages = getMessages(locale);
    const json = JSON.stringify(messages);
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 12);
    file = { locale, hash, path: textsPath(locale, hash), json };
    provideTexts(file.path, messages);
    files.set(locale, file);
  }
  return file;
}
