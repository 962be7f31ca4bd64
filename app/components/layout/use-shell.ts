import { useMatches, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { translate, type MessageKey, type MessageParams, type Messages, type Translator } from "#app/i18n/interpolate.ts";
import { readPageTexts, type PageTexts } from "#app/i18n/page-texts.ts";

/** The root loader's data: language, the shell's texts and the shell (header, footer, agency). */
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}

function hasMessages(data: unknown): data is { messages: PageTexts } {
  return typeof data === "object" && data !== null && "messages" in data && typeof (data as { messages: unknown }).messages === "string";
}

/**
 * The texts of a page: the shell's and its route's, merged once per set of loader data. Many
 * components call `useT` in one render (every field row, every card); merging the dictionaries in
 * each call was a quarter of a detail page's server render. Keyed on the texts' objects (weakly):
 * `readPageTexts` answers the same object for the same texts, so only new texts merge again.
 */
const mergedTexts = new WeakMap<object, { sources: readonly object[]; merged: Partial<Messages> }>();

function pageMessages(sources: readonly Partial<Messages>[]): Partial<Messages> {
  const last = sources.at(-1);
  if (!last) return {};
  const cached = mergedTexts.get(last);
  if (cached && cached.sources.length === sources.length && cached.sources.every((source, index) => source === sources[index])) return cached.merged;
  const merged: Partial<Messages> = Object.assign({}, ...sources);
  mergedTexts.set(last, { sources, merged });
  return merged;
}

/**
 * `t(key, params)` in the page's language, over the texts the page received: the shell's (root)
 * and those its own route sent (`messages` in its loader data).
 */
export function useT(): Translator {
  const sources = useMatches()
    .map((match) => match.loaderData)
    .filter(hasMessages)
    .map((data) => readPageTexts(data.messages));
  const messages = pageMessages(sources);
  return (key: MessageKey, params?: MessageParams) => translate(messages, key, params);
}
