import { useMatches, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { translate, type MessageKey, type MessageParams, type Messages, type Translator } from "#app/i18n/interpolate.ts";

/** The root loader's data: language, the shell's texts and the shell (header, footer, agency). */
export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}

function hasMessages(data: unknown): data is { messages: Partial<Messages> } {
  return typeof data === "object" && data !== null && "messages" in data && typeof (data as { messages: unknown }).messages === "object";
}

/**
 * `t(key, params)` in the page's language, over the texts the page received: the shell's (root)
 * and those its own route sent (`messages` in its loader data).
 */
export function useT(): Translator {
  const matches = useMatches();
  const messages: Partial<Messages> = {};
  for (const match of matches) if (hasMessages(match.loaderData)) Object.assign(messages, match.loaderData.messages);
  return (key: MessageKey, params?: MessageParams) => translate(messages, key, params);
}
