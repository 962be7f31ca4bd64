import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { translate, type MessageKey, type MessageParams, type Translator } from "#app/i18n/translate.ts";

/** The root loader's data: language, dictionary and the shell (header, footer, agency). */
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}

/** `t(key, params)` in the page's language. */
export function useT(): Translator {
  const { messages } = useRootData();
  return (key: MessageKey, params?: MessageParams) => translate(messages, key, params);
}
