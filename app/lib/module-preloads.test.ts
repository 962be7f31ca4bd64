import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads.ts";

describe("withoutModulePreloads", () => {
  it.each([
    {
      name: "React's hoisted preloads go, the stylesheets stay",
      html: '<head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/><link nonce="n1" rel="stylesheet" href="/assets/app-C.css"/></head>',
      expected: '<head><link nonce="n1" rel="stylesheet" href="/assets/app-C.css"/></head>',
    },
    {
      name: "the hydration script and its imports stay",
      html: '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-B.js";</script>',
      expected: '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-B.js";</script>',
    },
    {
      name: "other links stay (image preload, icon, alternates)",
      html: '<link rel="preload" as="image" href="/images/logo.svg"/><link rel="icon" href="/favicon.svg"/><link rel="alternate" hrefLang="fr" href="/fr/"/>',
      expected:
        '<link rel="preload" as="image" href="/images/logo.svg"/><link rel="icon" href="/favicon.svg"/><link rel="alternate" hrefLang="fr" href="/fr/"/>',
    },
    {
      name: "a listing text that mentions the tag is escaped by React, so it stays",
      html: "<p>&lt;link rel=&quot;modulepreload&quot; href=&quot;x&quot;&gt;</p>",
      expected: "<p>&lt;link rel=&quot;modulepreload&quot; href=&quot;x&quot;&gt;</p>",
    },
    {
      name: "a document without preloads is unchanged",
      html: "<!DOCTYPE html><html><body>Hallo</body></html>",
      expected: "<!DOCTYPE html><html><body>Hallo</body></html>",
    },
    {
      name: "text in several bytes per character around the tags stays whole",
      html: '<title>Liège – Rue de l’Église</title><link rel="modulepreload" href="/assets/root-B.js"/><p>Bütgenbach €</p>',
      expected: "<title>Liège – Rue de l’Église</title><p>Bütgenbach €</p>",
    },
    {
      name: "a tag cut off at the end of the document stays (React never writes one)",
      html: '<p>a</p><link rel="modulepreload" href="/assets/root-B.js"',
      expected: '<p>a</p><link rel="modulepreload" href="/assets/root-B.js"',
    },
  ])("$name", ({ html, expected }) => {
    expect(withoutModulePreloads(Buffer.from(html)).toString("utf8")).toBe(expected);
  });
});
