import { use } from "react";
import { isLocale, type Locale } from "./locales.ts";
import type { Messages } from "./interpolate.ts";

/**
 * A language's interface texts in the browser: one file per language, `/texts/{lang}.{hash}.json`,
 * named by a hash of its content so browsers (and a CDN) keep it for a year and fetch it once for
 * every page of the site (decision 0026). Pages do not carry texts: the root loader names the file
 * (`texts` in its data), the document starts fetching it before its scripts arrive, and hydration
 * begins once it is there. The server reads the same texts from memory
 * (app/services/content/browser-texts.server.ts).
 */
export function textsPath(locale: Locale, hash: string): string {
  return `/texts/${locale}.${hash}.json`;
}

const FILE_NAME = /^([a-z]{2})\.([\w-]+)\.json$/;

/** The language and hash a texts file's name (`nl.YFlrXjXFqwzu.json`) carries, or null: `textsPath` read back. */
export function parseTextsFileName(name: string): { locale: Locale; hash: string } | null {
  const [, locale, hash] = FILE_NAME.exec(name) ?? [];
  return isLocale(locale) && hash !== undefined ? { locale, hash } : null;
}

/** Texts at hand, by file path: on the server from the dictionaries, in the browser once fetched. */
const loaded = new Map<string, Messages>();
/** Fetches under way in the browser, by file path (one per file, shared by every render asking). */
const loading = new Map<string, Promise<Messages>>();

/** Makes a file's texts available without fetching it (the server's dictionaries; tests). */
export function provideTexts(path: string, messages: Messages): void {
  loaded.set(path, messages);
}

const EMPTY: Partial<Messages> = Object.freeze({});

/**
 * The texts of the file at `path`. On the server they were provided by the root loader; in the
 * browser they normally came before hydration. Otherwise (a navigation into another language) the
 * component suspends while the file is fetched, and React Router's navigation keeps showing the
 * page it leaves until then. No path (no root data, the last-resort error page): no texts.
 */
export function useTexts(path: string | undefined): Partial<Messages> {
  if (path === undefined) return EMPTY;
  const texts = loaded.get(path);
  if (texts) return texts;
  if (typeof document === "undefined") throw new Error(`interface texts ${path} were not provided on the server`);
  return use(fetchTexts(path));
}

function fetchTexts(path: string): Promise<Messages> {
  let pending = loading.get(path);
  if (pending) return pending;
  pending = fetch(path)
    .then((response) => {
      if (!response.ok) throw new Error(`interface texts ${path}: HTTP ${response.status}`);
      return response.json() as Promise<Messages>;
    })
    .then((texts) => {
      loaded.set(path, texts);
      return texts;
    });
  // A failed fetch is forgotten: the next render asking for it tries again.
  pending.catch(() => loading.delete(path));
  loading.set(path, pending);
  return pending;
}

/** What the document's inline script leaves for the client entry: the file and its fetch. */
type Prefetched = { path: string; texts: Promise<Messages | null> };
declare global {
  interface Window {
    __texts?: Prefetched;
  }
}

/**
 * The document's inline script that starts fetching its texts file as soon as the HTML is parsed,
 * alongside the page's modules, so hydration does not wait for one more round trip after them.
 */
export function textsPrefetchScript(path: string): string {
  const quoted = JSON.stringify(path);
  return `window.__texts={path:${quoted},texts:fetch(${quoted}).then(function(r){return r.ok?r.json():null},function(){return null})}`;
}

/**
 * For the client entry: waits for the texts the document asked for and makes them available.
 * A failed prefetch is tried once more; `false` when the texts cannot be had (the page then stays
 * as the server sent it, whose links and forms work without scripts).
 */
export async function textsBeforeHydration(): Promise<boolean> {
  const prefetched = window.__texts;
  if (!prefetched) return true;
  const texts = await prefetched.texts;
  if (texts) {
    provideTexts(prefetched.path, texts);
    return true;
  }
  try {
    await fetchTexts(prefetched.path);
    return true;
  } catch {
    return false;
  }
}
