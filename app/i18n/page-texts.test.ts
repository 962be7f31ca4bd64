import { describe, expect, it } from "vitest";
import { readPageTexts } from "./page-texts.ts";
import { messagesFor } from "#app/services/content/page-messages.server.ts";
import { getMessages, pickMessages } from "#app/i18n/translate.ts";

describe("page texts in loader data", () => {
  it("travel as one string and read back as the texts the page asked for, in its language", () => {
    const texts = messagesFor("fr", ["shell.", "FOR_SALE"]);
    expect(typeof texts).toBe("string");
    const read = readPageTexts(texts);
    expect(read).toEqual(pickMessages(getMessages("fr"), ["shell.", "FOR_SALE"]));
    expect(read["shell.skipToContent"]).toBe(getMessages("fr")["shell.skipToContent"]);
    expect(read).not.toHaveProperty(["form.email"]);
  });

  it("are made once per language and prefix list", () => {
    expect(messagesFor("nl", ["shell."])).toBe(messagesFor("nl", ["shell."]));
    expect(messagesFor("nl", ["shell."])).not.toBe(messagesFor("de", ["shell."]));
  });

  it("read as the same object for the same texts, also from another copy of the string (a navigation's loader data)", () => {
    const texts = messagesFor("nl", ["search."]);
    const copy = JSON.stringify(JSON.parse(texts));
    expect(readPageTexts(copy)).toBe(readPageTexts(texts));
    expect(Object.isFrozen(readPageTexts(texts))).toBe(true);
  });

  it.each([
    ["no texts", undefined],
    ["an object (not what loaders send)", { "shell.home": "Home" }],
    ["a number", 12],
    ["a string that is no JSON", "{shell.home"],
  ])("read %s as no texts", (_name, value) => {
    expect(readPageTexts(value)).toEqual({});
  });
});
