import { describe, expect, it } from "vitest";
import { allowedMethods, answerKindOf } from "./method-policy.ts";

describe("allowedMethods", () => {
  it.each<{ path: string; kind: "page" | "api" | "file"; allowed: string }>([
    { path: "/nl/contact/", kind: "page", allowed: "GET, HEAD, POST" },
    { path: "/", kind: "page", allowed: "GET, HEAD, POST" },
    { path: "/fr/a-vendre/maison-1234/", kind: "page", allowed: "GET, HEAD, POST" },
    { path: "/embed/map/", kind: "page", allowed: "GET, HEAD, POST" },
    { path: "/nl/contact.data", kind: "page", allowed: "GET, HEAD, POST" },
    { path: "/nl/contact/_.data", kind: "page", allowed: "GET, HEAD, POST" },
    { path: "/_root.data", kind: "page", allowed: "GET, HEAD, POST" },
    { path: "/api/consent", kind: "api", allowed: "POST" },
    { path: "/api/properties", kind: "api", allowed: "GET, HEAD" },
    { path: "/api/properties/123", kind: "api", allowed: "GET, HEAD" },
    { path: "/api/captcha", kind: "api", allowed: "GET, HEAD" },
    { path: "/api/owner/properties/7", kind: "api", allowed: "GET, HEAD" },
    { path: "/api/unknown", kind: "api", allowed: "GET, HEAD" },
    // Paths match whatever their case: the API in capitals is still the API.
    { path: "/API/consent", kind: "api", allowed: "POST" },
    { path: "/Api/Properties", kind: "api", allowed: "GET, HEAD" },
    { path: "/HEALTHZ", kind: "file", allowed: "GET, HEAD" },
    { path: "/healthz", kind: "file", allowed: "GET, HEAD" },
    { path: "/texts/nl.abc123.json", kind: "file", allowed: "GET, HEAD" },
    { path: "/img/400/images/x.jpg", kind: "file", allowed: "GET, HEAD" },
    { path: "/img/remote", kind: "file", allowed: "GET, HEAD" },
    { path: "/sample/documents/plan.pdf", kind: "file", allowed: "GET, HEAD" },
    { path: "/assets/root-abc.js", kind: "file", allowed: "GET, HEAD" },
    { path: "/sitemap.xml", kind: "file", allowed: "GET, HEAD" },
    { path: "/robots.txt", kind: "file", allowed: "GET, HEAD" },
    { path: "/favicon.ico", kind: "file", allowed: "GET, HEAD" },
    { path: "/__manifest", kind: "file", allowed: "GET, HEAD" },
  ])("$path: $kind, $allowed", ({ path, kind, allowed }) => {
    expect(answerKindOf(path)).toBe(kind);
    expect(allowedMethods(path).join(", ")).toBe(allowed);
  });
});
