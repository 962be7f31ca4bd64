import type { Locale } from "#app/i18n/locales.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { pickLocalizedText, type Content, type LocalizedContentText, type MenuEntry } from "#app/domain/content.ts";
import { defaultLocale, enabledLocales } from "./languages.ts";
import type { ContentField, FieldOption } from "./content-overrides-fields.ts";

/**
 * The sections of the content a manager edits in the console (decision 0052), each with its
 * fields, made from the content files: the popup, the home banner, the menu, the footer, the
 * agency's details (site-info), then one section per page and per article. The texts of every
 * language the site uses are fields of their own. What is not here stays in the files: route
 * paths, settings, the languages, page modules and article bodies.
 */
export type SectionKind = "popup" | "banner" | "menu" | "footer" | "site-info" | "page" | "article";

export type FieldGroup = {
  id: string;
  legend: ConsoleKey;
  /** A name from the content shown with the legend (a footer column's title, a menu entry's). */
  name?: string;
  /** The group's language (a page's metadata in one language). */
  lang?: Locale;
  hint?: ConsoleKey;
};

export type ContentSection = {
  /** Its address in the console and its row in content_overrides. */
  id: string;
  kind: SectionKind;
  /** A page's or an article's name (the fixed sections are named by their kind). */
  name: string;
  groups: FieldGroup[];
  fields: ContentField[];
  /** Where its preview opens, in a language (a public path: the preview adds its own prefix). */
  previewPath(lang: Locale): string;
};

/** One field per language the site uses. */
function perLanguage(
  languages: readonly Locale[],
  key: string,
  path: readonly (string | number)[],
  group: string,
  label: ConsoleKey,
  kind: ContentField["kind"] = "text",
  extra: Partial<ContentField> = {},
): ContentField[] {
  return languages.map((lang) => ({
    key: `${key}.${lang}`,
    path: [...path, lang],
    kind,
    label,
    lang,
    group,
    ...extra,
  }));
}

const EMPTY_METADATA = {
  pageTitle: "",
  metadataTitle: "",
  metadataDescription: "",
  ogTitle: "",
  ogType: "website",
  ogUrl: "",
  ogImage: "",
  ogDescription: "",
  twitterTitle: "",
  twitterSite: "",
  twitterImage: "",
  twitterDescription: "",
} as const;

const BANNER_TYPES = ["image", "gallery", "video", "properties", "projects", "color", "none"] as const;
const STATUS_OPTIONS: FieldOption[] = [
  { value: "Published", label: "content.option.published" },
  { value: "Unpublished", label: "content.option.unpublished" },
];

const sectionsByFiles = new WeakMap<Content, ContentSection[]>();

/** Every section, in the order of the console's list (made once per content files). */
export function contentSections(files: Content): ContentSection[] {
  let sections = sectionsByFiles.get(files);
  if (!sections) {
    sections = buildSections(files);
    sectionsByFiles.set(files, sections);
  }
  return sections;
}

/** The section of an id, or null. */
export function contentSection(files: Content, id: string): ContentSection | null {
  return contentSections(files).find((section) => section.id === id) ?? null;
}

function buildSections(files: Content): ContentSection[] {
  const languages = enabledLocales(files);
  const routes = files.routes.routes;
  const home = (lang: Locale) => routePath(routes, "home", lang);
  const pathOf = (key: string) => (lang: Locale) =>
    routes.some((route) => route.key === key && !route.paths[lang].includes(":"))
      ? routePath(routes, key, lang)
      : home(lang);
  const fallbackLang = defaultLocale(files);
  const nameIn = (text: LocalizedContentText, fallback: string) =>
    pickLocalizedText(text, fallbackLang, fallbackLang)?.value ?? fallback;

  // Pages a link may open: the route table's pages that take no parameter.
  const pageOptions: FieldOption[] = routes
    .filter((route) => !Object.values(route.paths).some((path) => path.includes(":")) && route.type !== "feedback")
    .map((route) => ({
      value: `page:${route.key}`,
      text: `${route.breadcrumb?.[fallbackLang] ?? route.key} (${route.key})`,
    }));

  const popup: ContentSection = {
    id: "popup",
    kind: "popup",
    name: "popup",
    groups: [
      { id: "settings", legend: "content.group.settings" },
      { id: "title", legend: "content.field.title" },
      { id: "description", legend: "content.field.text" },
    ],
    fields: [
      {
        key: "isPublished",
        path: ["popup", "isPublished"],
        kind: "select",
        label: "content.field.popupShown",
        group: "settings",
        options: [
          { value: "yes", label: "content.option.yes" },
          { value: "no", label: "content.option.no" },
        ],
      },
      {
        key: "delay",
        path: ["popup", "delay"],
        kind: "integer",
        label: "content.field.delay",
        group: "settings",
        error: "content.error.delay",
      },
      {
        key: "link",
        path: ["popup", "link"],
        kind: "link",
        label: "content.field.link",
        group: "settings",
        optional: true,
        options: pageOptions,
        error: "content.error.link",
      },
      {
        key: "picture",
        path: ["popup", "media", "url"],
        kind: "text",
        label: "content.field.picture",
        group: "settings",
        error: "content.error.media",
      },
      ...perLanguage(languages, "title", ["popup", "title"], "title", "content.field.title"),
      ...perLanguage(
        languages,
        "description",
        ["popup", "description"],
        "description",
        "content.field.text",
        "textarea",
      ),
    ],
    previewPath: home,
  };

  const banner = files.header.banner;
  const bannerSection: ContentSection = {
    id: "banner",
    kind: "banner",
    name: "banner",
    groups: [
      { id: "settings", legend: "content.group.settings" },
      { id: "alt", legend: "content.field.bannerAlt" },
      { id: "title", legend: "content.field.bannerTitle" },
      ...banner.search.descriptions.map((_, index) => ({
        id: `description-${index}`,
        legend: "content.field.bannerDescription" as const,
        name: String(index + 1),
        hint: "content.hint.bannerCounts" as const,
      })),
    ],
    fields: [
      {
        key: "mediaType",
        path: ["header", "banner", "mediaType"],
        kind: "select",
        label: "content.field.bannerType",
        group: "settings",
        options: BANNER_TYPES.map((type) => ({ value: type, label: `content.bannerType.${type}` as const })),
      },
      {
        key: "image",
        path: ["header", "banner", "image"],
        kind: "text",
        label: "content.field.picture",
        group: "settings",
        error: "content.error.media",
      },
      {
        key: "search.show",
        path: ["header", "banner", "search", "show"],
        kind: "checkbox",
        label: "content.field.bannerSearch",
        group: "settings",
      },
      {
        key: "search.showCounts",
        path: ["header", "banner", "search", "showCounts"],
        kind: "checkbox",
        label: "content.field.bannerCounts",
        group: "settings",
      },
      ...perLanguage(languages, "alt", ["header", "banner", "alt"], "alt", "content.field.bannerAlt"),
      ...perLanguage(
        languages,
        "search.title",
        ["header", "banner", "search", "title"],
        "title",
        "content.field.bannerTitle",
      ),
      ...banner.search.descriptions.flatMap((_, index) =>
        perLanguage(
          languages,
          `search.descriptions.${index}`,
          ["header", "banner", "search", "descriptions", index],
          `description-${index}`,
          "content.field.bannerDescription",
          "textarea",
        ),
      ),
    ],
    previewPath: home,
  };

  const menuEntries: { entry: MenuEntry; path: (string | number)[] }[] = [];
  const walk = (entries: MenuEntry[], path: (string | number)[]) =>
    entries.forEach((entry, index) => {
      menuEntries.push({ entry, path: [...path, index] });
      walk(entry.childMenus, [...path, index, "childMenus"]);
    });
  walk(files.menu.items, ["menu", "items"]);
  const menu: ContentSection = {
    id: "menu",
    kind: "menu",
    name: "menu",
    groups: menuEntries.map(({ entry }) => ({
      id: `item-${entry.id}`,
      legend: "content.group.menuEntry",
      name: nameIn(entry.params.title, entry.routeKey),
    })),
    fields: menuEntries.flatMap(({ entry, path }) => [
      {
        key: `item.${entry.id}.status`,
        path: [...path, "status"],
        kind: "select" as const,
        label: "content.field.shown" as const,
        group: `item-${entry.id}`,
        options: STATUS_OPTIONS,
      },
      ...perLanguage(
        languages,
        `item.${entry.id}.title`,
        [...path, "params", "title"],
        `item-${entry.id}`,
        "content.field.title",
      ),
    ]),
    previewPath: home,
  };

  const footer: ContentSection = {
    id: "footer",
    kind: "footer",
    name: "footer",
    groups: [
      ...files.footer.bottom.map((column) => ({
        id: `column-${column.id}`,
        legend: "content.group.footerColumn" as const,
        name: nameIn(column.title, String(column.id)),
        hint: "content.hint.html" as const,
      })),
      { id: "copyright", legend: "content.field.copyright", hint: "content.hint.year" },
    ],
    fields: [
      ...files.footer.bottom.flatMap((column, index) => {
        const path = ["footer", "bottom", index];
        const group = `column-${column.id}`;
        const key = `column.${column.id}`;
        return [
          ...perLanguage(languages, `${key}.title`, [...path, "title"], group, "content.field.title"),
          ...perLanguage(languages, `${key}.intro`, [...path, "intro"], group, "content.field.intro", "textarea"),
          ...perLanguage(languages, `${key}.content`, [...path, "content"], group, "content.field.html", "html"),
          {
            key: `${key}.public`,
            path: [...path, "content", "public"],
            kind: "checkbox" as const,
            label: "content.field.htmlShown" as const,
            group,
          },
        ];
      }),
      ...perLanguage(languages, "copyright", ["footer", "copyright"], "copyright", "content.field.copyright"),
    ],
    previewPath: home,
  };

  const info = (key: string, path: string[], group: string, label: ConsoleKey, extra: Partial<ContentField> = {}) => ({
    key,
    path: ["siteInfo", ...path],
    kind: "text" as const,
    label,
    group,
    ...extra,
  });
  const siteInfo: ContentSection = {
    id: "site-info",
    kind: "site-info",
    name: "site-info",
    groups: [
      { id: "contact", legend: "content.group.contact" },
      { id: "address", legend: "content.group.address" },
      { id: "hours", legend: "content.field.hoursNote" },
      { id: "social", legend: "content.group.social" },
      { id: "tags", legend: "content.group.tags", hint: "content.hint.tags" },
    ],
    fields: [
      info("name", ["name"], "contact", "content.field.agencyName", { error: "content.error.required" }),
      info("phone", ["phone"], "contact", "content.field.phone", { input: "tel", error: "content.error.phone" }),
      info("mobile", ["mobile"], "contact", "content.field.mobile", {
        input: "tel",
        error: "content.error.phone",
        optional: true,
      }),
      info("email", ["email"], "contact", "content.field.email", { input: "email", error: "content.error.email" }),
      info("privacyEmail", ["privacyEmail"], "contact", "content.field.privacyEmail", {
        input: "email",
        error: "content.error.email",
      }),
      info("website", ["website"], "contact", "content.field.website", { input: "url", error: "content.error.url" }),
      info("street", ["address", "street"], "address", "content.field.street", { error: "content.error.required" }),
      info("number", ["address", "number"], "address", "content.field.number", { error: "content.error.required" }),
      info("box", ["address", "box"], "address", "content.field.box", { optional: true }),
      info("zip", ["address", "zip"], "address", "content.field.zip", { error: "content.error.zip" }),
      info("city", ["address", "city"], "address", "content.field.city", { error: "content.error.required" }),
      info("lat", ["geo", "lat"], "address", "content.field.latitude", { kind: "decimal", error: "content.error.geo" }),
      info("lng", ["geo", "lng"], "address", "content.field.longitude", {
        kind: "decimal",
        error: "content.error.geo",
      }),
      ...perLanguage(
        languages,
        "hoursNote",
        ["siteInfo", "openingHoursNote"],
        "hours",
        "content.field.hoursNote",
        "textarea",
      ),
      info("social", ["social"], "social", "content.group.social", { kind: "social", error: "content.error.url" }),
      info("analytics", ["siteGoogleAnalyticsID"], "tags", "content.field.analyticsId", {
        error: "content.error.analyticsId",
      }),
      info("ads", ["siteGoogleAdsID"], "tags", "content.field.adsId", { error: "content.error.adsId" }),
      info("tagManager", ["siteGoogleTagManager"], "tags", "content.field.tagManagerId", {
        error: "content.error.tagManagerId",
      }),
      info("pixel", ["siteFacebookPixel"], "tags", "content.field.pixelId", { error: "content.error.pixelId" }),
    ],
    previewPath: pathOf("contact"),
  };

  const pages: ContentSection[] = [...files.pages.pages]
    .map((page, index) => ({ page, index }))
    .sort((a, b) => a.page.sort - b.page.sort || a.page.id - b.page.id)
    .map(({ page, index }) => {
      const path = ["pages", "pages", index, "params"];
      return {
        id: `page-${page.id}`,
        kind: "page" as const,
        name: nameIn(page.params.title, page.name),
        groups: [
          { id: "main", legend: "content.group.page" },
          { id: "title", legend: "content.field.title" },
          { id: "description", legend: "content.field.description" },
          ...languages.map((lang) => ({
            id: `seo-${lang}`,
            legend: "content.group.seo" as const,
            lang,
            hint: "content.hint.seo" as const,
          })),
        ],
        fields: [
          {
            key: "indexed",
            path: [...path, "isActiveSEO"],
            kind: "checkbox" as const,
            label: "content.field.indexed" as const,
            group: "main",
          },
          ...perLanguage(languages, "title", [...path, "title"], "title", "content.field.title"),
          ...perLanguage(
            languages,
            "description",
            [...path, "description"],
            "description",
            "content.field.description",
            "textarea",
          ),
          ...languages.flatMap((lang) => {
            const seo = (name: keyof typeof EMPTY_METADATA, label: ConsoleKey, extra: Partial<ContentField> = {}) => ({
              key: `seo.${lang}.${name}`,
              path: [...path, "metadata", lang, name],
              kind: "text" as const,
              label,
              lang,
              group: `seo-${lang}`,
              parent: EMPTY_METADATA,
              ...extra,
            });
            return [
              seo("pageTitle", "content.field.pageTitle"),
              seo("metadataTitle", "content.field.metaTitle"),
              seo("metadataDescription", "content.field.metaDescription", { kind: "textarea" }),
              seo("ogTitle", "content.field.ogTitle"),
              seo("ogDescription", "content.field.ogDescription", { kind: "textarea" }),
              seo("ogImage", "content.field.ogImage", { error: "content.error.media" }),
              seo("ogType", "content.field.ogType", {
                kind: "select",
                options: [
                  { value: "website", label: "content.ogType.website" },
                  { value: "article", label: "content.ogType.article" },
                  { value: "profile", label: "content.ogType.profile" },
                ],
              }),
              seo("twitterTitle", "content.field.twitterTitle"),
              seo("twitterDescription", "content.field.twitterDescription", { kind: "textarea" }),
              seo("twitterImage", "content.field.twitterImage", { error: "content.error.media" }),
              seo("twitterSite", "content.field.twitterSite", { error: "content.error.twitterSite" }),
            ];
          }),
        ],
        previewPath: pathOf(page.routeKey),
      };
    });

  const articles: ContentSection[] = Object.entries(files.articles).map(([key, article]) => ({
    id: `article-${key}`,
    kind: "article" as const,
    name: nameIn(article.title, key),
    groups: [
      { id: "title", legend: "content.field.title" },
      { id: "description", legend: "content.field.description", hint: "content.hint.articleDescription" },
    ],
    fields: [
      ...perLanguage(languages, "title", ["articles", key, "title"], "title", "content.field.title"),
      ...perLanguage(
        languages,
        "description",
        ["articles", key, "description"],
        "description",
        "content.field.description",
        "textarea",
      ),
    ],
    previewPath: pathOf(key),
  }));

  return [popup, bannerSection, menu, footer, siteInfo, ...pages, ...articles];
}
