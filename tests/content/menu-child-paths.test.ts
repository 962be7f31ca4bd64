/**
 * Spec §2 "a child entry is /{parent path}/{child path}/", end to end on the real content loader:
 * a copy of content/ whose menu puts the testimonials under the services. The menu link, the
 * language switch, hreflang, the sitemap and the breadcrumb give the nested path, and the former
 * paths answer 301 to it over HTTP (the app's canonical redirects). app/routes.ts mounts the pages
 * with the same rule (app/lib/menu-paths.ts), checked there by its own tests.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MenuEntry } from "#app/domain/content.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { buildShell } from "#app/services/content/shell.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { pageSeo } from "#app/services/content/seo.server.ts";
import { sitemapXml } from "#app/services/seo/sitemap.server.ts";
import { canonicalRedirects } from "#server/canonical-redirects.ts";

let dir: string;
let content: SiteContent;
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "content-child-"));
  cpSync("content", dir, { recursive: true });
  const menu = JSON.parse(readFileSync(path.join(dir, "menu.json"), "utf8")) as { items: MenuEntry[] };
  const services = menu.items.find((entry) => entry.routeKey === "services")!;
  services.childMenus.push({
    id: 99,
    routeKey: "testimonials",
    status: "Published",
    sort: 0,
    params: {
      title: { nl: "Getuigenissen", fr: "Témoignages", en: "Testimonials", de: "Kundenstimmen" },
      redirect: false,
      redirectUrl: "",
    },
    childMenus: [],
  });
  writeFileSync(path.join(dir, "menu.json"), JSON.stringify(menu));
  content = await loadContent(dir);
  const app = express();
  app.use(canonicalRedirects(content));
  app.use((_req, res) => res.status(200).send("page"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a child menu entry lives under its parent's path", () => {
  it("the menu links the child at /{parent path}/{child path}/ and marks it current there", () => {
    const shell = buildShell(content, "fr", "/fr/nos-services/temoignages/");
    const services = shell.menu.find((link) => link.href === "/fr/nos-services/")!;
    expect(services.children).toMatchObject([
      { label: "Témoignages", href: "/fr/nos-services/temoignages/", current: true },
    ]);
    expect(shell.languages.find((language) => language.locale === "nl")?.href).toBe("/nl/onze-diensten/getuigenissen/");
  });

  it("hreflang, the sitemap and the breadcrumb give the nested path", () => {
    const seo = pageSeo({
      content,
      siteUrl: "https://example.be",
      locale: "nl",
      routeKey: "testimonials",
      title: "x",
      description: "y",
    });
    expect(seo.canonical).toBe("https://example.be/nl/onze-diensten/getuigenissen/");
    expect(seo.alternates).toContainEqual({
      hreflang: "de",
      href: "https://example.be/de/unsere-leistungen/kundenstimmen/",
    });
    const xml = sitemapXml(content, "https://example.be", [
      { routeKey: "testimonials", locales: ["nl", "fr"], lastmod: "2026-11-27" },
    ]);
    expect(xml).toContain("<loc>https://example.be/fr/nos-services/temoignages/</loc>");
    expect(xml).not.toContain("https://example.be/fr/temoignages/");
    expect(pageBreadcrumb(content, "nl", "/nl/onze-diensten/getuigenissen/")).toEqual([
      { name: "Home", path: "/nl/" },
      { name: "Onze diensten", path: "/nl/onze-diensten/" },
      { name: "Getuigenissen", path: "/nl/onze-diensten/getuigenissen/" },
    ]);
  });

  it.each([
    ["/fr/temoignages/", "/fr/nos-services/temoignages/"],
    ["/nl/getuigenissen/", "/nl/onze-diensten/getuigenissen/"],
    ["/de/kundenstimmen/?page=2", "/de/unsere-leistungen/kundenstimmen/?page=2"],
    ["/fr/temoignages/claire-m/", "/fr/nos-services/temoignages/claire-m/"],
  ])("the former path %s answers 301 to %s", async (from, to) => {
    const answer = await fetch(`${base}${from}`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(to);
  });

  it("the new path is served as it is", async () => {
    const answer = await fetch(`${base}/en/our-services/testimonials/`, { redirect: "manual" });
    expect(answer.status).toBe(200);
  });
});
