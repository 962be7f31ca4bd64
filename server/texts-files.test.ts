import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { textsFile } from "#app/services/content/browser-texts.server.ts";
import { textsFileHandler } from "./texts-files.ts";

let base = "";
let close = () => {};
beforeAll(async () => {
  const server = express().get("/texts/:file", textsFileHandler).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("GET /texts/{lang}.{hash}.json", () => {
  it.each(LOCALES)("%s: the whole dictionary, kept for a year under its current name", async (locale) => {
    const file = textsFile(locale);
    expect(file.path).toBe(`/texts/${locale}.${file.hash}.json`);
    const res = await fetch(`${base}${file.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.json()).toEqual(getMessages(locale));
  });

  it("names each language's file by its content: four different names", () => {
    const hashes = new Set(LOCALES.map((locale) => textsFile(locale).hash));
    expect(hashes.size).toBe(LOCALES.length);
    for (const hash of hashes) expect(hash).toMatch(/^[\w-]{12}$/);
  });

  it("answers a name from before a deploy with today's texts, not to be kept", async () => {
    const res = await fetch(`${base}/texts/fr.0000000000ab.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual(getMessages("fr"));
  });

  it.each(["xx.abc.json", "nl.json", "nl.abc.js", "NL.abc.json", "nl.a b.json", "..%2Fpackage.json"])(
    "404 for %s",
    async (name) => {
      const res = await fetch(`${base}/texts/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
    },
  );
});
