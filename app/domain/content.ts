import { z } from "zod";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { routeTableSchema } from "./route-table.ts";

/**
 * The site's content configuration (`content/*.json`, spec §3 "Site configuration", Menu entry,
 * Header, Footer, Popup, Page, Module, Localised text, Metadata), validated once at start-up.
 * Every object is strict, so a misspelt key fails instead of being silently ignored.
 *
 * Links to pages of the site never hold a URL: they hold a route key of `content/routes.json`
 * and the app builds the URL for the visitor's language. Free HTML (article bodies, footer
 * columns, page content) links with the full prefixed path of its own language
 * (`/nl/gratis-schatting/`); the content tests check that every such link resolves.
 */

// ---------------------------------------------------------------------------------------------
// Shared pieces

/**
 * A translatable text (spec §3 "Localised text"): keyed by language code, with the upper-case
 * key as a fallback (`NL` is read when `nl` is missing), and an optional `public` flag (footer
 * columns: the full text shows only when public). Lookup: language, its upper-case key, then the
 * default language (see `pickLocalizedText`).
 */
const localizedText = z.strictObject({
  nl: z.string().optional(),
  fr: z.string().optional(),
  en: z.string().optional(),
  de: z.string().optional(),
  NL: z.string().optional(),
  FR: z.string().optional(),
  EN: z.string().optional(),
  DE: z.string().optional(),
  public: z.boolean().optional(),
});
export type LocalizedContentText = z.infer<typeof localizedText>;

/** The text for `locale`, else its upper-case key, else the default language; with the language found. */
export function pickLocalizedText(
  text: LocalizedContentText | undefined,
  locale: Locale,
  defaultLocale: Locale,
): { value: string; locale: Locale } | null {
  if (!text) return null;
  for (const candidate of locale === defaultLocale ? [locale] : [locale, defaultLocale]) {
    const value = text[candidate] ?? text[candidate.toUpperCase() as Uppercase<Locale>];
    if (value !== undefined && value.trim() !== "") return { value, locale: candidate };
  }
  return null;
}

const ROUTE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const routeKey = z.string().regex(ROUTE_KEY, "a route key of content/routes.json");

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const hexColour = z.string().regex(HEX_COLOUR, "a colour like #1f4e5a");
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME, "a time like 09:30");
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const hostname = z.string().regex(HOSTNAME, "a lower-case host name like matterport.com");
const httpUrl = z.url({ protocol: /^https?$/ });
/** A site path ("/images/logo.svg") or an absolute http(s) URL; "" means none. */
const mediaRef = z.union([z.literal(""), z.string().regex(/^\/[^\s]*$/, "a path starting with /"), httpUrl]);

const STATUSES = ["Published", "Unpublished"] as const;
const status = z.enum(STATUSES);

const image = z.strictObject({
  src: mediaRef,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A link target: a page of the site by route key, or an external URL (opens in a new tab). */
const linkTarget = z.union([
  z.strictObject({ routeKey }),
  z.strictObject({ url: z.union([httpUrl, z.string().regex(/^(?:tel|mailto):\S+$/)]) }),
]);

function mod97(digits: string): number {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

/** Belgian enterprise (KBO/BCE) number: 10 digits, the last two = 97 − (first eight mod 97). */
function isValidEnterpriseNumber(value: string): boolean {
  const digits = value.replace(/^BE\s?/i, "").replace(/\./g, "");
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - mod97(digits.slice(0, 8)) === Number(digits.slice(8));
}

/** IBAN check (ISO 13616 mod 97); Belgian IBANs are 16 characters. */
function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith("BE") && iban.length !== 16) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...rearranged].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join("");
  return mod97(numeric) === 1;
}

// ---------------------------------------------------------------------------------------------
// site-info.json

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

const siteInfoSchema = z.strictObject({
  name: z.string().min(1),
  legalName: z.string().min(1),
  /** The professional title shown with the BIV number, e.g. "erkend vastgoedmakelaar-bemiddelaar". */
  professionalTitle: localizedText,
  address: z.strictObject({
    street: z.string().min(1),
    number: z.string().min(1),
    box: z.string().optional(),
    zip: z.string().regex(/^\d{4}$/),
    city: z.string().min(1),
    countryCode: z.literal("BE"),
    country: localizedText,
  }),
  geo: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /** Raw digits (052334455); the phone rule of spec §5 formats it (052 33 44 55). */
  phone: z.string().regex(/^0\d{8,9}$/),
  mobile: z
    .string()
    .regex(/^0\d{8,9}$/)
    .optional(),
  email: z.email(),
  /** Where requests about personal data go (privacy statement). */
  privacyEmail: z.email(),
  website: httpUrl,
  /** BIV/IPI registration number of the agency. */
  bivNumber: z.string().regex(/^\d{3}\.\d{3}$/, "BIV number like 512.347"),
  enterpriseNumber: z.string().refine(isValidEnterpriseNumber, "a valid Belgian enterprise number (BE 0xxx.xxx.xxx)"),
  vatNumber: z.string().refine(isValidEnterpriseNumber, "a valid Belgian VAT number (BE 0xxx.xxx.xxx)"),
  /** Register of legal entities (RPR/RPM) and its court. */
  legalEntitiesRegister: localizedText,
  /** The third-party (escrow) account of the agency, required by the BIV. */
  thirdPartyAccount: z.strictObject({
    iban: z.string().refine(isValidIban, "a valid IBAN"),
    bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/),
    bank: z.string().min(1),
  }),
  professionalInsurance: z.strictObject({
    insurer: z.string().min(1),
    policyNumber: z.string().min(1),
    coverage: localizedText,
  }),
  /** The supervising authority (BIV, Luxemburgstraat 16B, 1000 Brussel). */
  supervisingAuthority: z.strictObject({
    name: localizedText,
    address: localizedText,
    website: httpUrl,
  }),
  /** The statement that the agency is subject to the BIV code of ethics. */
  codeOfEthics: localizedText,
  openingHours: z.array(
    z
      .strictObject({ days: z.array(z.enum(WEEKDAYS)).min(1), opens: time, closes: time })
      .refine((s) => s.opens < s.closes, "opens before it closes"),
  ),
  openingHoursNote: localizedText,
  social: z.array(
    z.strictObject({
      network: z.enum(["facebook", "instagram", "linkedin", "youtube", "x", "tiktok", "pinterest"]),
      url: httpUrl,
    }),
  ),
  /** Analytics IDs of spec §3: empty means the tag never loads. */
  siteGoogleAnalyticsID: z.union([z.literal(""), z.string().regex(/^G-[A-Z0-9]{4,}$/)]),
  siteGoogleAdsID: z.union([z.literal(""), z.string().regex(/^AW-\d{6,}$/)]),
  siteGoogleTagManager: z.union([z.literal(""), z.string().regex(/^GTM-[A-Z0-9]{4,}$/)]),
  siteFacebookPixel: z.union([z.literal(""), z.string().regex(/^\d{8,20}$/)]),
  brandColor: hexColour,
  accentColor: hexColour,
});

// ---------------------------------------------------------------------------------------------
// languages.json

const locale = z.enum(LOCALES);

const languagesSchema = z
  .strictObject({
    languageDefault: locale,
    languageUse: z.array(z.strictObject({ code: locale, use: z.boolean() })).min(1),
  })
  .superRefine((value, ctx) => {
    const codes = value.languageUse.map((l) => l.code);
    if (new Set(codes).size !== codes.length)
      ctx.addIssue({ code: "custom", path: ["languageUse"], message: "a language is listed twice" });
    if (!value.languageUse.some((l) => l.code === value.languageDefault && l.use)) {
      ctx.addIssue({
        code: "custom",
        path: ["languageDefault"],
        message: "the default language must be listed and in use",
      });
    }
  });

// ---------------------------------------------------------------------------------------------
// settings.json

const TIME_SLOT = /^(?:[01]\d|2[0-3]):[0-5]\d-(?:[01]\d|2[0-3]):[0-5]\d$/;
const timeRange = z.strictObject({ from: time, to: time }).refine((r) => r.from < r.to, "from before to");
const rateLimit = z.strictObject({ max: z.number().int().positive(), windowSeconds: z.number().int().positive() });

const settingsSchema = z.strictObject({
  googleVerification: z.string(),
  facebookVerification: z.string(),
  nortonSafeWeb: z.string(),
  /** Default share image (Open Graph, Twitter) when a page has none. */
  image: mediaRef,
  /** The robots meta value of indexable pages. */
  robots: z.string().regex(/^(?:index|noindex),\s?(?:follow|nofollow)$/),
  /**
   * Marquees that replace the price (spec §9). A number matches a listing's `Marquee` value; a
   * string matches its `MarqueeName` in any language, case-insensitively. The shipped list holds
   * the names of sold and rented in nl, fr, en and de, because the provider's numeric marquee
   * codes are not documented.
   */
  marqueeIgnoreList: z.array(z.union([z.string().trim().min(1), z.number().int().nonnegative()])),
  /** Free-valuation link in the menu and drawer (the page stays reachable when false). */
  freeEvaluation: z.boolean(),
  listPageSize: z.number().int().min(1).max(100),
  /** After this many days a stored cookie choice expires and the dialog asks again. */
  consentExpiryDays: z.number().int().min(1).max(395),
  /** Version of the cookie policy, stored with each consent record. */
  consentPolicyVersion: z.string().min(1),
  /** The visit-request time slots of spec §3; only enabled ones are offered. */
  contactTimeSlots: z
    .array(
      z
        .strictObject({ slot: z.string().regex(TIME_SLOT, "HH:MM-HH:MM"), enabled: z.boolean() })
        .refine((s) => s.slot.slice(0, 5) < s.slot.slice(6), "start before end"),
    )
    .min(1),
  /** Rental application parameters (spec §9: minimum income and maximum persons are parameters). */
  rental: z.strictObject({
    /** The household's net monthly income must be at least this many times the monthly rent. */
    minimumIncomeRatio: z.number().positive(),
    /** Absolute floor for the net monthly income in euro (0: none). */
    minimumMonthlyIncome: z.number().nonnegative(),
    maximumPersons: z.number().int().positive(),
    depositMonths: z.number().int().positive(),
  }),
  purchaseOffer: z.strictObject({ depositPercent: z.number().positive().max(100) }),
  /** Appointment slot templates: per weekday, the opening windows cut into slots. */
  appointments: z.strictObject({
    timezone: z.string().min(1),
    slotMinutes: z.number().int().min(5).max(240),
    capacityPerSlot: z.number().int().positive(),
    bookingHorizonDays: z.number().int().positive(),
    minimumNoticeHours: z.number().int().nonnegative(),
    weekdays: z.strictObject({
      mon: z.array(timeRange),
      tue: z.array(timeRange),
      wed: z.array(timeRange),
      thu: z.array(timeRange),
      fri: z.array(timeRange),
      sat: z.array(timeRange),
      sun: z.array(timeRange),
    }),
  }),
  rateLimits: z.strictObject({
    /** Posts of public forms per address. */
    forms: rateLimit,
    /** Failed logins per account or address before 429. */
    login: rateLimit,
    /** Public JSON API requests per address. */
    api: rateLimit,
  }),
  /**
   * The proof-of-work captcha on demand (docs/decisions/0007): form posts an address may make in
   * the forms' rate-limit window without solving it (0: always asked). With JavaScript the widget
   * solves it unasked; this only matters to visitors without JavaScript and to bots.
   */
  captcha: z.strictObject({ freePosts: z.number().int().nonnegative() }),
  map: z.strictObject({
    tileUrl: z.string().regex(/^https:\/\/\S+\{z\}\S*\{x\}\S*\{y\}\S*$/, "an https tile URL with {z}, {x} and {y}"),
    attribution: z.string().min(1),
    maxZoom: z.number().int().min(1).max(22),
    center: z.strictObject({ lat: z.number(), lng: z.number() }),
    zoom: z.number().int().min(1).max(22),
  }),
  /** Link rule (spec §5): a link to one of these hosts (or a subdomain), tel: or mailto: opens in a new tab. */
  externalHosts: z.array(hostname),
  /** Virtual-tour hosts (spec §5): a link whose host ends with one of these is embedded as a tour. */
  tourHosts: z.array(hostname).min(1),
  /** CDN host that image hosts are rewritten to (spec §7); "" = serve images from the site. */
  cdnHost: z.union([z.literal(""), hostname]),
  /**
   * Property type IDs (the provider's type `ID`) whose rent listings are holiday homes. Empty or
   * absent: the import detects the Vakantiewoningen type by its name.
   */
  holidayTypeIds: z.array(z.number().int().positive()).optional(),
  /** Testimonials are stored as pending; true publishes them at once. */
  testimonialAutoPublish: z.boolean(),
  /**
   * The owner portal's communications name the visitor (name and e-mail) of each request: only
   * when the agency enables it (its privacy statement must say so). Absent or false: counts and dates only.
   */
  ownerPortalVisitorDetails: z.boolean().optional(),
});

// ---------------------------------------------------------------------------------------------
// menu.json

export type MenuEntry = {
  id: number;
  routeKey: string;
  status: (typeof STATUSES)[number];
  sort: number;
  params: { title: LocalizedContentText; redirect: boolean; redirectUrl: string };
  childMenus: MenuEntry[];
};

const menuParams = z
  .strictObject({
    title: localizedText,
    /** When true the entry opens `redirectUrl` (an external site) in a new tab. */
    redirect: z.boolean(),
    redirectUrl: z.union([z.literal(""), httpUrl]),
  })
  .refine((p) => !p.redirect || p.redirectUrl !== "", {
    message: "a redirecting entry needs a redirectUrl",
    path: ["redirectUrl"],
  });

const menuEntrySchema: z.ZodType<MenuEntry> = z.strictObject({
  id: z.number().int().positive(),
  routeKey,
  status,
  sort: z.number().int().nonnegative(),
  params: menuParams,
  get childMenus() {
    return z.array(menuEntrySchema);
  },
});

const menuSchema = z.strictObject({ items: z.array(menuEntrySchema).min(1) });

// ---------------------------------------------------------------------------------------------
// header.json

const BANNER_MEDIA_TYPES = ["image", "gallery", "video", "properties", "projects", "color", "none"] as const;

const headerSchema = z.strictObject({
  appBar: z.strictObject({
    backgroundColor: hexColour,
    textColor: hexColour,
    /** Transparent over the banner at the top of the home page. */
    transparentOnHome: z.boolean(),
    /** Compact header once scrolled more than this (spec: 30 px). */
    compactAfterScrollPx: z.number().int().nonnegative(),
    showPhone: z.boolean(),
    showEmail: z.boolean(),
  }),
  menu: z.strictObject({
    show: z.boolean(),
    align: z.enum(["left", "center", "right"]),
    uppercase: z.boolean(),
  }),
  menuMobile: z.strictObject({
    /** The drawer replaces the menu below this width (spec breakpoints 767, 960, 1280). */
    drawerBelowPx: z.union([z.literal(767), z.literal(960), z.literal(1280)]),
    showPhone: z.boolean(),
    showEmail: z.boolean(),
  }),
  logo: image.extend({
    /** Height of the logo once the header is compact (the logo shrinks on scroll). */
    compactHeight: z.number().int().positive(),
  }),
  /** Links of the top bar (shown where topBarShow). */
  headerLinks: z.array(z.strictObject({ id: z.number().int().positive(), title: localizedText, link: linkTarget })),
  topBarShow: z.boolean(),
  languageSwitcher: z.boolean(),
  propertySearch: z.boolean(),
  banner: z.strictObject({
    mediaType: z.enum(BANNER_MEDIA_TYPES),
    /** Image (and the fallback of the properties type), served 600 px wide on mobile, 1920 on desktop. */
    image: mediaRef,
    alt: localizedText,
    images: z.array(mediaRef),
    video: mediaRef,
    color: hexColour,
    search: z.strictObject({
      show: z.boolean(),
      logo: mediaRef,
      title: localizedText,
      /** May contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
      descriptions: z.array(localizedText),
      showCounts: z.boolean(),
    }),
  }),
});

// ---------------------------------------------------------------------------------------------
// footer.json

const footerSchema = z.strictObject({
  bgColor: hexColour,
  textColor: hexColour,
  /** Maximum content width in px. */
  maxWidth: z.number().int().positive(),
  bottom: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      title: localizedText,
      intro: localizedText,
      /** Simple HTML; shown only when `content.public` is true. */
      content: localizedText,
      image: image.optional(),
    }),
  ),
  /** `{YEAR}` is replaced by the current year. */
  copyright: localizedText,
});

// ---------------------------------------------------------------------------------------------
// popup.json

const popupSchema = z.strictObject({
  isPublished: z.enum(["yes", "no"]),
  /** Seconds before it shows; 0 shows it at once. */
  delay: z.number().int().nonnegative(),
  link: linkTarget.optional(),
  title: localizedText,
  media: z.strictObject({ url: mediaRef }),
  description: localizedText,
});

// ---------------------------------------------------------------------------------------------
// pages.json: pages and their modules

/** What a module shows (spec §3 Module.relations). */
const moduleRelationSchema = z.discriminatedUnion("type", [
  /** An article of content/articles.json, by key. */
  z.strictObject({ type: z.literal("article"), id: routeKey }),
  /** The children of a category of content/categories.json (by its ID). */
  z.strictObject({ type: z.literal("category"), id: z.number().int().positive() }),
  /**
   * Listings: `id` selects the goal ("all", "sale", "rent" — holiday homes included —, "holiday");
   * `ids` pins listings; without ids the newest published listings are shown.
   */
  z.strictObject({
    type: z.literal("property-list"),
    id: z.enum(["all", "sale", "rent", "holiday"]),
    ids: z.array(z.number().int().positive()).optional(),
  }),
  z.strictObject({ type: z.literal("project-list"), ids: z.array(z.number().int().positive()).optional() }),
  /** The agency's contact details, map link and site-contact form. */
  z.strictObject({ type: z.literal("contact") }),
  /** A link card to an external site (never an iframe: no third-party request without a click). */
  z.strictObject({ type: z.literal("external"), url: httpUrl }),
]);

const gridSpan = z.number().int().min(1).max(12);

const moduleSchema = z.strictObject({
  id: z.number().int().positive(),
  title: localizedText,
  titleSize: z.enum(["h1", "h2"]),
  description: localizedText,
  description2: localizedText,
  /** Modules are ordered by contentRow, then sort. */
  contentRow: z.number().int().nonnegative(),
  span: gridSpan,
  col: z.strictObject({ sm: gridSpan, md: gridSpan, lg: gridSpan }),
  sort: z.number().int().nonnegative(),
  /** "odds": one item per row, image alternating left and right (services). */
  view: z.enum(["default", "grid", "list", "odds", "slider", "card"]),
  class: z.string(),
  backgroundType: z.enum(["image", "color", "gallery", "none"]),
  colorBackground: z.union([z.literal(""), hexColour]),
  image: mediaRef,
  images: z.array(mediaRef),
  relations: moduleRelationSchema,
  status,
  numberItemOfRow: z.number().int().min(1).max(12),
  /** At most this many items; 0 = no limit (list pages page by settings.listPageSize). */
  maxItems: z.number().int().nonnegative(),
  isHasSubcategories: z.boolean(),
});
export type PageModule = z.infer<typeof moduleSchema>;

/** Metadata of a page in one language (spec §3). Empty fields fall back to the page title/description and settings.image. */
const pageMetadataSchema = z.strictObject({
  pageTitle: z.string(),
  metadataTitle: z.string(),
  metadataDescription: z.string(),
  ogTitle: z.string(),
  ogType: z.enum(["website", "article", "profile"]),
  /** "" = the canonical URL of the page in that language. */
  ogUrl: z.union([z.literal(""), httpUrl]),
  ogImage: mediaRef,
  ogDescription: z.string(),
  twitterTitle: z.string(),
  twitterSite: z.union([z.literal(""), z.string().regex(/^@\w{1,15}$/)]),
  twitterImage: mediaRef,
  twitterDescription: z.string(),
});
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

const pageSchema = z.strictObject({
  id: z.number().int().positive(),
  parentId: z.number().int().positive().nullable(),
  name: z.string().min(1),
  routeKey,
  status,
  createDate: isoDateTime,
  /** The sitemap's lastmod. */
  modifyDate: isoDateTime,
  sort: z.number().int().nonnegative(),
  params: z.strictObject({
    title: localizedText,
    description: localizedText,
    metadata: z.strictObject({
      nl: pageMetadataSchema.optional(),
      fr: pageMetadataSchema.optional(),
      en: pageMetadataSchema.optional(),
      de: pageMetadataSchema.optional(),
    }),
    /** false: noindex and no sitemap entry. */
    isActiveSEO: z.boolean(),
    image: mediaRef,
    modules: z.array(moduleSchema),
    redirect: z.boolean(),
    redirectUrl: z.union([z.literal(""), httpUrl]),
    showBreadCrumb: z.boolean(),
    showPageBanner: z.boolean(),
    bannerTitle: localizedText,
    bannerDescription: localizedText,
    /** Page-specific CSS, in a style element the CSP allows by its hash (decision 0055). */
    css: z.string(),
    /** Optional HTML above the modules. */
    content: localizedText,
  }),
});
export type Page = z.infer<typeof pageSchema>;

const pagesSchema = z.strictObject({ pages: z.array(pageSchema).min(1) });

// ---------------------------------------------------------------------------------------------
// categories.json (the services tree)

const categorySchema = z.strictObject({
  ID: z.number().int().positive(),
  /** 0 for a top-level category. */
  ParentID: z.number().int().nonnegative(),
  /** Its slug (spec §2 slug rule) is the path segment of the category or article. */
  Name: localizedText,
  WebID: z.number().int().nonnegative(),
  /** The article shown for this category (a key of content/articles.json), if any. */
  articleKey: routeKey.optional(),
  image: mediaRef,
});

const categoriesSchema = z.strictObject({ items: z.array(categorySchema).min(1) });

// ---------------------------------------------------------------------------------------------
// articles.json: keyed by route key (article.sell, disclaimer ...) or block key (block.stay-informed)

const articleSchema = z.strictObject({
  title: localizedText,
  /** Meta description and teaser. */
  description: localizedText,
  /** Simple HTML: p, h2, h3, ul, ol, li, a, strong, em, br. */
  body: localizedText,
  image: mediaRef.optional(),
  /** Date of the last substantive change (legal pages show it). */
  updated: z.iso.date().optional(),
});

const articlesSchema = z.record(routeKey, articleSchema);

// ---------------------------------------------------------------------------------------------
// The whole set

/** The file of each part, relative to content/. */
export const CONTENT_FILES = {
  siteInfo: "site-info.json",
  languages: "languages.json",
  settings: "settings.json",
  menu: "menu.json",
  header: "header.json",
  footer: "footer.json",
  popup: "popup.json",
  pages: "pages.json",
  categories: "categories.json",
  articles: "articles.json",
  routes: "routes.json",
} as const;

function allMenuEntries(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...allMenuEntries(entry.childMenus)]);
}

export const contentSchema = z
  .strictObject({
    siteInfo: siteInfoSchema,
    languages: languagesSchema,
    settings: settingsSchema,
    menu: menuSchema,
    header: headerSchema,
    footer: footerSchema,
    popup: popupSchema,
    pages: pagesSchema,
    categories: categoriesSchema,
    articles: articlesSchema,
    routes: routeTableSchema,
  })
  .superRefine((content, ctx) => {
    const routeKeys = new Set(content.routes.routes.map((r) => r.key));
    const needRoute = (key: string, path: (string | number)[]) => {
      if (!routeKeys.has(key)) ctx.addIssue({ code: "custom", path, message: `unknown route key "${key}"` });
    };
    const needArticle = (key: string, path: (string | number)[]) => {
      if (!(key in content.articles)) ctx.addIssue({ code: "custom", path, message: `unknown article "${key}"` });
    };
    const unique = (values: (string | number)[], path: (string | number)[], what: string) => {
      const seen = new Set<string | number>();
      for (const value of values) {
        if (seen.has(value)) ctx.addIssue({ code: "custom", path, message: `duplicate ${what} ${value}` });
        seen.add(value);
      }
    };

    const menuEntries = allMenuEntries(content.menu.items);
    unique(
      menuEntries.map((e) => e.id),
      ["menu", "items"],
      "menu id",
    );
    menuEntries.forEach((entry) => needRoute(entry.routeKey, ["menu", "items", entry.id, "routeKey"]));

    content.header.headerLinks.forEach((link, i) => {
      if ("routeKey" in link.link) needRoute(link.link.routeKey, ["header", "headerLinks", i, "link", "routeKey"]);
    });
    if (content.popup.link && "routeKey" in content.popup.link)
      needRoute(content.popup.link.routeKey, ["popup", "link", "routeKey"]);

    const categoryIds = new Set(content.categories.items.map((c) => c.ID));
    unique(
      content.categories.items.map((c) => c.ID),
      ["categories", "items"],
      "category ID",
    );
    content.categories.items.forEach((category, i) => {
      if (category.ParentID !== 0 && !categoryIds.has(category.ParentID)) {
        ctx.addIssue({
          code: "custom",
          path: ["categories", "items", i, "ParentID"],
          message: `unknown parent category ${category.ParentID}`,
        });
      }
      if (category.articleKey) needArticle(category.articleKey, ["categories", "items", i, "articleKey"]);
    });

    const pages = content.pages.pages;
    unique(
      pages.map((p) => p.id),
      ["pages", "pages"],
      "page id",
    );
    unique(
      pages.map((p) => p.routeKey),
      ["pages", "pages"],
      "page routeKey",
    );
    const pageIds = new Set(pages.map((p) => p.id));
    pages.forEach((page, p) => {
      needRoute(page.routeKey, ["pages", "pages", p, "routeKey"]);
      if (page.parentId !== null && !pageIds.has(page.parentId)) {
        ctx.addIssue({
          code: "custom",
          path: ["pages", "pages", p, "parentId"],
          message: `unknown parent page ${page.parentId}`,
        });
      }
      unique(
        page.params.modules.map((m) => m.id),
        ["pages", "pages", p, "params", "modules"],
        "module id",
      );
      page.params.modules.forEach((module, m) => {
        const at = ["pages", "pages", p, "params", "modules", m, "relations"];
        if (module.relations.type === "article") needArticle(module.relations.id, at);
        if (module.relations.type === "category" && !categoryIds.has(module.relations.id)) {
          ctx.addIssue({ code: "custom", path: at, message: `unknown category ${module.relations.id}` });
        }
        if (module.backgroundType === "color" && module.colorBackground === "") {
          ctx.addIssue({
            code: "custom",
            path: ["pages", "pages", p, "params", "modules", m, "colorBackground"],
            message: "a color background needs colorBackground",
          });
        }
      });
    });
  });

export type Content = z.infer<typeof contentSchema>;
