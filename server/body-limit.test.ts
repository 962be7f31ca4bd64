import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyKindOf, uploadPagesOf } from "./body-limit.ts";

const content = {
  routes: {
    routes: [
      { key: "contact", paths: { nl: "contact/", fr: "contact/" } },
      { key: "testimonial-form", paths: { nl: "schrijf-een-getuigenis/", fr: "laisser-un-temoignage/" } },
    ],
  },
} as unknown as Parameters<typeof uploadPagesOf>[0];
const uploads = uploadPagesOf(content);
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data; boundary=----x";

describe("bodyKindOf", () => {
  it("knows the upload pages in every language", () => {
    expect([...uploads].sort()).toEqual(["/fr/laisser-un-temoignage/", "/nl/schrijf-een-getuigenis/"]);
  });

  it.each<{ path: string; type: string; kind: "form" | "json" | "upload" }>([
    { path: "/nl/contact/", type: FORM, kind: "form" },
    { path: "/nl/contact/", type: MULTIPART, kind: "form" },
    { path: "/nl/contact.data", type: FORM, kind: "form" },
    { path: "/nl/schrijf-een-getuigenis/", type: MULTIPART, kind: "upload" },
    { path: "/fr/laisser-un-temoignage/", type: "Multipart/Form-Data; boundary=a", kind: "upload" },
    { path: "/nl/schrijf-een-getuigenis.data", type: MULTIPART, kind: "upload" },
    { path: "/nl/schrijf-een-getuigenis/_.data", type: MULTIPART, kind: "upload" },
    // The upload page's text-only post is a form like any other.
    { path: "/nl/schrijf-een-getuigenis/", type: FORM, kind: "form" },
    { path: "/nl/schrijf-een-getuigenis/", type: "", kind: "form" },
    { path: "/api/consent", type: "application/json", kind: "json" },
    { path: "/api/consent", type: MULTIPART, kind: "json" },
    { path: "/API/Consent", type: "application/json", kind: "json" },
    { path: "/NL/Schrijf-Een-Getuigenis/", type: MULTIPART, kind: "upload" },
    { path: "/nl/", type: "text/plain", kind: "form" },
  ])("$path ($type) → $kind", ({ path, type, kind }) => {
    expect(bodyKindOf(path, type, uploads)).toBe(kind);
  });

  it("limits: forms 64 KB, JSON 16 KB, uploads the testimonial photo's 5 MB plus 1 MB of fields", () => {
    expect(BODY_LIMITS).toEqual({ form: 65_536, json: 16_384, upload: 6 * 1024 * 1024 });
  });
});
