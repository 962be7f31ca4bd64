import { describe, expect, it } from "vitest";
import { cleanDescription } from "./description.ts";

const a = (count: number) => "a".repeat(count);
const b = (count: number) => "b".repeat(count);

describe("cleanDescription: markup and whitespace", () => {
  it.each<[string, string | null | undefined, string]>([
    ["plain text", "Ruime woning met tuin", "Ruime woning met tuin"],
    ["tags are removed", "<p>Ruime <strong>woning</strong></p>", "Ruime woning"],
    ["a tag between words leaves a space", "tuin<br>garage<br/>kelder", "tuin garage kelder"],
    ["tags with attributes", '<a href="/x" class="y">Bekijk</a> nu', "Bekijk nu"],
    ["upper-case tags", "<P>Tuin</P>", "Tuin"],
    ["a comment", "Tuin<!-- intern -->garage", "Tuin garage"],
    ["a lone < is text", "bewoonbaar 5 < 6 en 7 > 3", "bewoonbaar 5 < 6 en 7 > 3"],
    ["&amp;", "tuin &amp; terras", "tuin & terras"],
    ["&lt; and &gt; become text, not tags", "&lt;b&gt;vet&lt;/b&gt;", "<b>vet</b>"],
    ["&quot;", "&quot;instapklaar&quot;", '"instapklaar"'],
    ["&#39;", "living&#39;s", "living's"],
    ["&apos;", "l&apos;entrée", "l'entrée"],
    ["&nbsp; counts as a space", "tuin&nbsp;terras", "tuin terras"],
    ["several &nbsp; collapse", "tuin&nbsp;&nbsp; terras", "tuin terras"],
    ["a decimal entity", "8&#8364; per m&#178;", "8€ per m²"],
    ["a hexadecimal entity", "caf&#xE9; &#X27;s", "café 's"],
    ["entity names are case-insensitive", "A &AMP; B", "A & B"],
    ["decoding is single-pass", "&amp;lt;", "&lt;"],
    ["an unknown entity stays", "&copy; 2026 &hellip;", "&copy; 2026 &hellip;"],
    ["the highest code point is decoded", "&#1114111;", "\u{10FFFF}"],
    ["a code point beyond Unicode stays", "&#1114112; &#x110000;", "&#1114112; &#x110000;"],
    ["an ampersand without entity", "Dendermonde & Lebbeke", "Dendermonde & Lebbeke"],
    ["whitespace collapses", "  tuin\n\n\tgarage   kelder  ", "tuin garage kelder"],
    ["a non-breaking space collapses", "tuin\u00A0 garage", "tuin garage"],
    ["empty", "", ""],
    ["only markup", "<p> </p>", ""],
    ["null", null, ""],
    ["undefined", undefined, ""],
  ])("%s", (_case, text, expected) => expect(cleanDescription(text)).toBe(expected));
});

describe("cleanDescription: length (250 by default, 80 % word boundary, '...' on top)", () => {
  it.each<[string, string, string]>([
    ["exactly 250 characters: kept whole", a(250), a(250)],
    ["249 characters and a space: trimmed, kept", `${a(249)} `, a(249)],
    ["251 characters without spaces: cut hard at 250", a(251), `${a(250)}...`],
    ["no spaces at all", a(400), `${a(250)}...`],
    ["last space at index 200 (exactly 80 %): cut hard", `${a(200)} ${b(60)}`, `${a(200)} ${b(49)}...`],
    ["last space at index 201 (beyond 80 %): cut at the word", `${a(201)} ${b(60)}`, `${a(201)}...`],
    ["last space at index 249: cut at the word", `${a(249)} ${b(10)}`, `${a(249)}...`],
    ["space right after the limit (index 250): the first 250 are whole words", `${a(250)} ${b(10)}`, `${a(250)}...`],
    ["first space after the limit: cut hard", `${a(251)} ${b(10)}`, `${a(250)}...`],
    ["the last of several spaces counts", `${a(100)} ${a(110)} ${b(60)}`, `${a(100)} ${a(110)}...`],
    ["the limit counts characters after cleaning", `<p>${a(250)}</p>`, a(250)],
  ])("%s", (_case, text, expected) => expect(cleanDescription(text)).toBe(expected));

  it.each<[string, string, { maxLength?: number; ellipsis?: boolean }, string]>([
    ["a shorter limit", "Ruime woning met tuin", { maxLength: 12 }, "Ruime woning..."],
    ["a limit of 10: space at 8 (80 %) cuts hard", "aaaaaaaa bbbbbb", { maxLength: 10 }, "aaaaaaaa b..."],
    ["a limit of 10: space at 9 cuts at the word", "aaaaaaaaa bbbb", { maxLength: 10 }, "aaaaaaaaa..."],
    ["without ellipsis", "Ruime woning met tuin", { maxLength: 12, ellipsis: false }, "Ruime woning"],
    ["without ellipsis, hard cut", a(300), { ellipsis: false }, a(250)],
    ["ellipsis only when cut", "Ruime woning", { maxLength: 12, ellipsis: true }, "Ruime woning"],
  ])("%s", (_case, text, options, expected) => expect(cleanDescription(text, options)).toBe(expected));
});
