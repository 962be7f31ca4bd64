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
