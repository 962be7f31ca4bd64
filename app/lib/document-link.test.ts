import { describe, expect, it } from "vitest";
import {
  documentLinkExpired,
  documentLinkExpiry,
  documentLinkMessage,
  documentLinkPath,
  parseDocumentLink,
  privateDocumentFile,
} from "./document-link.ts";

const SIG = "a".repeat(43);
const parts = {
  lang: "nl",
  kind: "property" as const,
  id: 4100001,
  file: "epc-4100001.pdf",
  expires: 1_765_000_000,
  signature: SIG,
};

describe("documentLinkPath and parseDocumentLink", () => {
  it("reads back what it wrote", () => {
    const [pathname, search] = documentLinkPath(parts).split("?");
    expect(pathname).toBe("/documents/nl/property/4100001/epc-4100001.pdf");
    expect(parseDocumentLink(pathname!, Object.fromEntries(new URLSearchParams(search)))).toEqual({
      parts,
      lang: "nl",
    });
  });

  const query = { expires: "1765000000", signature: SIG };
  it.each([
    ["a project's brochure", "/documents/fr/project/5100001/project-5100001-brochure.pdf", query, true],
    ["no signature", "/documents/nl/property/4100001/epc.pdf", { expires: "1765000000" }, false],
    ["a short signature", "/documents/nl/property/4100001/epc.pdf", { ...query, signature: "abc" }, false],
    ["two signatures", "/documents/nl/property/4100001/epc.pdf", { ...query, signature: [SIG, SIG] }, false],
    ["an expiry that is no number", "/documents/nl/property/4100001/epc.pdf", { ...query, expires: "soon" }, false],
    ["another parameter", "/documents/nl/property/4100001/epc.pdf", { ...query, download: "1" }, false],
    ["another kind of listing", "/documents/nl/office/4100001/epc.pdf", query, false],
    ["an id with a leading zero", "/documents/nl/property/04100001/epc.pdf", query, false],
    ["a traversal", "/documents/nl/property/4100001/..%2F..%2Fpackage.json", query, false],
    ["a hidden file", "/documents/nl/property/4100001/.env", query, false],
    ["broken encoding", "/documents/nl/property/4100001/%E0%A4%A.pdf", query, false],
    ["a deeper path", "/documents/nl/property/4100001/a/epc.pdf", query, false],
  ])("%s → link: %s", (_name, pathname, q, ok) => expect(parseDocumentLink(pathname, q).parts !== null).toBe(ok));

  it("knows the language of a link of the wrong shape, for its page", () => {
    expect(parseDocumentLink("/documents/fr/property/4100001/epc.pdf", {})).toEqual({ parts: null, lang: "fr" });
  });
});

describe("documentLinkMessage", () => {
  it.each([
    [{ ...parts, id: 4100002 }],
    [{ ...parts, file: "asbestos-4100001.pdf" }],
    [{ ...parts, kind: "project" as const }],
    [{ ...parts, expires: parts.expires + 1 }],
  ])("changes with the listing, the document and the expiry (%j)", (changed) =>
    expect(documentLinkMessage(changed)).not.toBe(documentLinkMessage(parts)),
  );
  it("ignores the language", () =>
    expect(documentLinkMessage({ ...parts, lang: "de" } as typeof parts)).toBe(documentLinkMessage(parts)));
});

describe("expiry", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("is seven days after the request", () => expect(documentLinkExpiry(now)).toBe(now.getTime() / 1000 + 7 * 86_400));
  it.each([
    [-1, false],
    [0, true],
    [1, true],
  ])("a link at its expiry %+d s → expired: %s", (offset, expired) => {
    const expires = documentLinkExpiry(now);
    expect(documentLinkExpired(expires, new Date((expires + offset) * 1000))).toBe(expired);
  });
});

describe("privateDocumentFile", () => {
  it.each([
    ["/sample/documents/epc-4100001.pdf", "epc-4100001.pdf"],
    ["/sample/documents/project-5100001-brochure.pdf", "project-5100001-brochure.pdf"],
    ["https://docs.omnicasa.com/4100001/epc.pdf", null],
    ["/sample/documents/../feed/x.json", null],
    ["/sample/pictures/4100001-1.jpg", null],
    ["/sample/documents/.hidden", null],
  ])("%s → %s", (url, file) => expect(privateDocumentFile(url)).toBe(file));
});
