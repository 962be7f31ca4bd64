import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales.ts";
import { getMessages } from "./translate.ts";

/**
 * Every mail the site sends is written from these dictionaries: none may ask its reader to run a
 * command (decision 0034): what the agency does next is a link to its console (decision 0051).
 */
describe("mail texts", () => {
  it.each(LOCALES)("%s: no text asks to run a command", (locale) => {
    const commands = Object.entries(getMessages(locale)).filter(([, text]) => /npm run|npx |node scripts\//.test(text));
    expect(commands).toEqual([]);
  });

  it.each(LOCALES)("%s: the agency's mails name every language a visitor may write in", (locale) => {
    const messages = getMessages(locale) as Record<string, string>;
    for (const language of LOCALES) expect(messages[`mail.language.${language}`]).toMatch(/\p{L}{4,}/u);
  });
});
