import { describe, expect, it } from "vitest";
import { inlineHashes, sourceHash } from "./inline-hashes.ts";

/** Hashes computed apart (`printf '%s' TEXT | openssl dgst -sha256 -binary | base64`), not by the code under test. */
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"; // alert(1)
const ACCENTED = "'sha256-wdsSQzAHZ0pLb+y889ga4zqh+XZEJnntbobYSDygTuI='"; // window.__x = "é";
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"; // (empty)

describe("sourceHash", () => {
  it.each([
    ["alert(1)", ALERT],
    ['window.__x = "é";', ACCENTED],
    ["", EMPTY],
  ])("%j → %s (SHA-256 of the UTF-8 text, base64)", (text, hash) => {
    expect(sourceHash(text)).toBe(hash);
  });
});

describe("inlineHashes: the inline code a browser runs, and only that", () => {
  it.each([
    ["a plain script", "<script>alert(1)</script>", [ALERT], []],
    ["a module script", '<script type="module">alert(1)</script>', [ALERT], []],
    ["a JavaScript type, any case", "<script type='Text/JavaScript'>alert(1)</script>", [ALERT], []],
    ["UTF-8 text", '<script>window.__x = "é";</script>', [ACCENTED], []],
    ["an empty script", "<script></script>", [EMPTY], []],
    ["a script with a src", '<script src="/assets/a.js"></script>', [], []],
    ["a src after other attributes", '<script async type="module" src="/a.js"></script>', [], []],
    ["JSON-LD (a data block)", '<script type="application/ld+json">{"a":1}</script>', [], []],
    ["JSON data", '<script type="application/json">alert(1)</script>', [], []],
    ["a style element", "<style>alert(1)</style>", [], [ALERT]],
    ["the same script twice", "<script>alert(1)</script><p>x</p><script>alert(1)</script>", [ALERT], []],
    ["none", "<p>alert(1)</p>", [], []],
  ])("%s", (_name, html, scripts, styles) => {
    expect(inlineHashes(html)).toEqual({ scripts, styles });
  });

  it("reads every script of a document, across lines", () => {
    const html = `<!DOCTYPE html><html><head><script>\nalert(1)</script></head><body><script>alert(1)</script><script type="module">window.__x = "é";</script></body></html>`;
    expect(inlineHashes(html).scripts).toEqual([sourceHash("\nalert(1)"), ALERT, ACCENTED]);
  });
});
