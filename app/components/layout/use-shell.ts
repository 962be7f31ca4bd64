import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import {
  translate,
  type MessageKey,
  type MessageParams,
  type Messages,
  type Translator,
} from "#app/i18n/interpolate.ts";
import { useTexts } from "#app/i18n/browser-texts.ts";
import { imageSrcSet, imageUrl } from "#app/lib/image-url.ts";

/** The root loader's data: language, its texts file and the shell (header, footer, agency). */
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}

/** One translator per language's texts: components call `useT` many times in one render. */
const translators = new WeakMap<Partial<Messages>, Translator>();

/**
 * `t(key, params)` in the page's language, over its whole dictionary (app/i18n/browser-texts.ts:
 * on the server from memory, in the browser from the language's texts file).
 */
export function useT(): Translator {
  const messages = useTexts(useRootData().texts);
  let translator = translators.get(messages);
  if (!translator)
    translators.set(
      messages,
      (translator = (key: MessageKey, params?: MessageParams) => translate(messages, key, params)),
    );
  return translator;
}

/**
 * imageUrl and imageSrcSet (app/lib/image-url.ts) on the page's image host (CDN_HOST; null: this
 * site), read from the root loader's data, so the server and the browser build the same URLs
 * without a module-level setting changed during render. Read here rather than through a React
 * context of its own: no provider, and no extra script chunk on every page.
 */
export function useImageUrls() {
  // Not useRootData: the error page of a failed root loader shows pictures too (on this site).
  const host = useRouteLoaderData<typeof rootLoader>("root")?.imageHost ?? null;
  return {
    imageUrl: (src: string, width: number) => imageUrl(src, width, host),
    imageSrcSet: (src: string, widths: readonly number[]) => imageSrcSet(src, widths, host),
  };
}

export type ImageUrls = ReturnType<typeof useImageUrls>;
