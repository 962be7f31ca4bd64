import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type SiteContent } from "./load-content.server.ts";
import { fieldValue, formValues, parseField, patchOf, valueAt, type FieldValue } from "./content-overrides-fields.ts";
import { contentSection, contentSections } from "./content-overrides-sections.ts";

/** The editable sections, checked against the content files the site ships. */
let files: SiteContent;
beforeAll(async () => {
  files = await loadContent(path.resolve(import.meta.dirname, "../../../content"));
});

describe("the editable sections of the content files", () => {
  it("has the site-wide sections, then one per page and per article", () => {
    const ids = contentSections(files).map((section) => section.id);
    expect(ids.slice(0, 5)).toEqual(["popup", "banner", "menu", "footer", "site-info"]);
    expect(ids).toHaveLength(5 + files.pages.pages.length + Object.keys(files.articles).length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contentSection(files, "page-2")?.name).toBe("Te koop");
    expect(contentSection(files, "nothing")).toBeNull();
  });

  it("gives every field a unique key, a group of its section, and a value in the files (unless optional)", () => {
    for (const section of contentSections(files)) {
      const keys = section.fields.map((field) => field.key);
      expect(new Set(keys).size, section.id).toBe(keys.length);
      const groups = new Set(section.groups.map((group) => group.id));
      for (const field of section.fields) {
        expect(groups.has(field.group), `${section.id} ${field.key}`).toBe(true);
        if (!field.optional) expect(valueAt(files, field.path), `${section.id} ${field.key}`).not.toBeUndefined();
      }
    }
  });

  it("has a text field for every language the site uses, and none for route paths or settings", () => {
    const popup = contentSection(files, "popup")!;
    expect(popup.fields.filter((field) => field.key.startsWith("title.")).map((field) => field.lang)).toEqual([
      "nl",
      "fr",
      "en",
      "de",
    ]);
    const paths = contentSections(files).flatMap((section) => section.fields.map((field) => field.path[0]));
    expect(new Set(paths)).toEqual(new Set(["popup", "header", "menu", "footer", "siteInfo", "pages", "articles"]));
    expect(contentSection(files, "menu")!.fields.some((field) => field.path.includes("routeKey"))).toBe(false);
  });

  it("reads the files' own values back from their form unchanged: an untouched form stores nothing", () => {
    for (const section of contentSections(files)) {
      const inputs: Record<string, string> = {};
      for (const field of section.fields) Object.assign(inputs, formValues(field, fieldValue(files, field)));
      const values: Record<string, FieldValue> = {};
      for (const field of section.fields) {
        const parsed = parseField(field, (name) => inputs[name] ?? null);
        expect(parsed, `${section.id} ${field.key}`).not.toHaveProperty("error");
        if ("value" in parsed) values[field.key] = parsed.value;
      }
      expect(patchOf(files, section.fields, values), section.id).toEqual({});
    }
  });

  it("previews each section at one of the site's pages", () => {
    expect(contentSection(files, "popup")!.previewPath("fr")).toBe("/fr/");
    expect(contentSection(files, "page-2")!.previewPath("nl")).toBe("/nl/te-koop/");
    expect(contentSection(files, "article-article.sell")!.previewPath("en")).toBe("/en/our-services/selling/");
    expect(contentSection(files, "article-block.stay-informed")!.previewPath("nl")).toBe("/nl/");
  });
});
