import { describe, expect, it } from "vitest";
import {
  applyPatch,
  changedFields,
  fieldValue,
  formValues,
  issuesOnFields,
  parseField,
  patchOf,
  simpleHtmlProblem,
  withValueAt,
  type ContentField,
} from "./content-overrides-fields.ts";

const field = (over: Partial<ContentField> & Pick<ContentField, "key" | "kind">): ContentField => ({
  path: ["section", over.key],
  label: "content.field.title",
  group: "main",
  ...over,
});

const reader = (form: Record<string, string>) => (name: string) => form[name] ?? null;

describe("parseField: a posted input as the value the schema then judges", () => {
  const pages = [{ value: "page:contact", text: "Contact" }];
  it.each([
    ["text keeps one line", field({ key: "t", kind: "text" }), { t: "  Two\r\nlines " }, { value: "Two lines" }],
    ["textarea keeps its lines", field({ key: "t", kind: "textarea" }), { t: "a\r\nb  " }, { value: "a\nb" }],
    ["integer", field({ key: "n", kind: "integer" }), { n: " 12 " }, { value: 12 }],
    ["a negative integer is the schema's to refuse", field({ key: "n", kind: "integer" }), { n: "-3" }, { value: -3 }],
    [
      "not a number: the field's own message",
      field({ key: "n", kind: "integer", error: "content.error.delay" }),
      { n: "8s" },
      { error: "content.error.delay" },
    ],
    ["decimal with a comma", field({ key: "d", kind: "decimal" }), { d: "51,0157" }, { value: 51.0157 }],
    ["checkbox ticked", field({ key: "c", kind: "checkbox" }), { c: "on" }, { value: true }],
    ["checkbox not sent", field({ key: "c", kind: "checkbox" }), {}, { value: false }],
    [
      "select within its options",
      field({ key: "s", kind: "select", options: [{ value: "yes", label: "content.option.yes" }] }),
      { s: "yes" },
      { value: "yes" },
    ],
    [
      "select outside them",
      field({ key: "s", kind: "select", options: [{ value: "yes", label: "content.option.yes" }] }),
      { s: "maybe" },
      { error: "content.error.invalid" },
    ],
    [
      "link to a page",
      field({ key: "l", kind: "link", options: pages }),
      { l: "page:contact" },
      { value: { routeKey: "contact" } },
    ],
    [
      "link to an unknown page",
      field({ key: "l", kind: "link", options: pages }),
      { l: "page:x" },
      { error: "content.error.invalid" },
    ],
    [
      "link to an address",
      field({ key: "l", kind: "link" }),
      { l: "url", "l.url": " https://biv.be " },
      { value: { url: "https://biv.be" } },
    ],
    ["no link", field({ key: "l", kind: "link" }), { l: "" }, { value: null }],
    [
      "social links in the networks' order, empty ones left out",
      field({ key: "s", kind: "social" }),
      { "s.instagram": "https://instagram.com/a", "s.facebook": " https://facebook.com/a ", "s.x": "" },
      {
        value: [
          { network: "facebook", url: "https://facebook.com/a" },
          { network: "instagram", url: "https://instagram.com/a" },
        ],
      },
    ],
    [
      "simple HTML",
      field({ key: "h", kind: "html" }),
      { h: '<p><a href="/nl/">Home</a></p>' },
      { value: '<p><a href="/nl/">Home</a></p>' },
    ],
    [
      "a script is refused",
      field({ key: "h", kind: "html" }),
      { h: "<script>alert(1)</script>" },
      { error: "content.error.html" },
    ],
  ])("%s", (_name, definition, form, expected) => {
    expect(parseField(definition, reader(form))).toEqual(expected);
  });
});

describe("simpleHtmlProblem", () => {
  it.each([
    ['<ul><li><a href="/nl/disclaimer/">Disclaimer</a></li></ul>', null],
    ['<p>Bel <a href="tel:+3252334455">052</a> of <a href="mailto:a@b.be">mail</a>.<br></p>', null],
    ['<a href="https://www.biv.be" target="_blank" rel="noopener">BIV</a>', null],
    ["Plain text, 3 < 4", null],
    ['<img src="x" onerror="alert(1)">', "tag <img>"],
    ['<p onclick="x()">a</p>', "attribute onclick"],
    ['<p style="color:red">a</p>', "attribute style"],
    ['<a href="javascript:alert(1)">x</a>', "link javascript:alert(1)"],
    ['<a href="//evil.example/">x</a>', "link //evil.example/"],
    ["<!-- a comment -->", "markup"],
    ["<p>open <script", "markup"],
  ])("%s → %s", (html, problem) => {
    expect(simpleHtmlProblem(html)).toBe(problem);
  });
});

describe("values in the content", () => {
  const files = {
    section: { title: { nl: "Titel", fr: "Titre" }, delay: 8, link: { routeKey: "contact" }, pages: [{ id: 1 }] },
  };
  const title = (lang: string) => field({ key: `title.${lang}`, kind: "text", path: ["section", "title", lang] });
  const delay = field({ key: "delay", kind: "integer", path: ["section", "delay"] });
  const link = field({ key: "link", kind: "link", path: ["section", "link"], optional: true });

  it("copies only the objects along the path, and makes a missing one from its parent's default", () => {
    const changed = withValueAt(files, ["section", "pages", 0, "meta", "og"], "x", { og: "", type: "website" });
    expect(changed.section.pages[0]).toEqual({ id: 1, meta: { og: "x", type: "website" } });
    expect(changed.section.title).toBe(files.section.title);
    expect(files.section.pages[0]).toEqual({ id: 1 });
  });

  it("reads an absent text as empty and an absent link as none", () => {
    expect(fieldValue(files, title("de"))).toBe("");
    expect(fieldValue({ section: {} }, link)).toBeNull();
  });

  it("keeps in the patch only what differs from the files", () => {
    const patch = patchOf(files, [title("nl"), title("de"), delay], { "title.nl": "Titel", "title.de": "", delay: 5 });
    expect(patch).toEqual({ delay: 5 });
  });

  it("applies a patch, removing an optional value left empty", () => {
    const patched = applyPatch(files, [title("nl"), delay, link], { "title.nl": "Nieuw", link: null });
    expect(patched.section).toEqual({ title: { nl: "Nieuw", fr: "Titre" }, delay: 8, pages: [{ id: 1 }] });
  });

  it("names the changed fields with each side's value", () => {
    const after = applyPatch(files, [delay], { delay: 0 });
    expect(changedFields(files, after, [title("nl"), delay])).toEqual({ before: { delay: 8 }, after: { delay: 0 } });
  });

  it("gives each input of a field its text", () => {
    expect(formValues(link, { routeKey: "contact" })).toEqual({ link: "page:contact", "link.url": "" });
    expect(formValues(link, { url: "https://biv.be" })).toEqual({ link: "url", "link.url": "https://biv.be" });
    expect(formValues(field({ key: "c", kind: "checkbox" }), true)).toEqual({ c: "on" });
  });
});

describe("issuesOnFields: the schema's refusals on the fields", () => {
  const fields = [
    field({ key: "link", kind: "link", path: ["popup", "link"], error: "content.error.link" }),
    field({ key: "delay", kind: "integer", path: ["popup", "delay"], error: "content.error.delay" }),
    field({ key: "title.nl", kind: "text", path: ["popup", "title", "nl"] }),
  ];
  it.each([
    [["popup", "delay"], { delay: "content.error.delay" }],
    [["popup", "link", "url"], { link: "content.error.link" }],
    [["popup", "title", "nl"], { "title.nl": "content.error.invalid" }],
    [["menu", "items"], { "": "content.error.form" }],
  ])("%j → %j", (path, errors) => {
    expect(issuesOnFields(fields, [{ path }])).toEqual(errors);
  });
});
