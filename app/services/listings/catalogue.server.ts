import type { Database } from "#db/client.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Suggestions } from "#app/domain/suggestions.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import type { BannerSlide } from "#app/services/content/banner-view.ts";
import { bannerSlides } from "./banner-slides.server.ts";
import { sitemapListings, type ListingSitemapEntry } from "./sitemap-listings.server.ts";
import { createCatalogueCache, type CatalogueCache } from "./catalogue-cache.server.ts";
import {
  cardOptionsFor,
  listingCards,
  projectCards,
  publishedCounts,
  type CardOptions,
  type ListingCard,
  type ListingGoal,
  type ProjectCard,
} from "./listing-cards.server.ts";
import {
  detailOptions,
  loadPropertyDetail,
  propertyCanonical,
  propertyForForm,
  type ListingForForm,
  type PropertyDetailResult,
} from "./property-detail.server.ts";
import { loadProjectDetail, projectCanonical, type ProjectDetailResult } from "./project-detail.server.ts";
import { compareColumns, savedListingCards } from "./saved-listings.server.ts";
import { projectCities, searchProjects, type ProjectListQuery, type ProjectListResult } from "./project-list.server.ts";
import { propertyApiData, type PropertyApiData } from "./property-api.server.ts";
import { newestListingsQuery, type CityOption, type FilterOptions, type ListingQuery } from "./search-query.ts";
import { quickSearchTarget, suggest, type QuickSearchList } from "./suggest.server.ts";
import {
  countCatalogue,
  filterOptions,
  searchListings,
  type CatalogueCounts,
  type ListingSearchResult,
} from "./search.server.ts";

/**
 * The catalogue: the one module through which pages, the public API and the content services read
 * listings and projects (decision 0039). It is built once per server process at start-up and reaches
 * loaders as `context.catalogue` (app/request-context.server.ts), as the database does. It owns
 *
 * - the cache (catalogue-cache.server.ts, decision 0023): every read below that depends only on the
 *   catalogue, the language and the query is kept while the catalogue version is unchanged, so it
 *   is exact for every write; its keys are made here and nowhere else;
 * - the card options of a language (routes, texts, marquee ignore list) from the site's content;
 * - the publication rules, applied by the builders it calls (listing-cards.server.ts: a price or an
 *   address the agency keeps to itself never leaves the catalogue).
 *
 * What is per visitor (page views, the forms' own reading of a listing) stays outside it.
 */
export type Catalogue = {
  /** One page of a property list, filtered and sorted (the list pages and `/api/properties`). */
  search(query: ListingQuery, locale: Locale): Promise<ListingSearchResult>;
  /** What a list's filters offer: the types and cities of the goal with their number of listings. */
  filters(goal: ListingGoal, locale: Locale): Promise<FilterOptions>;
  /** A property's detail page data (or withdrawn, or not found). */
  property(id: number, locale: Locale): Promise<PropertyDetailResult>;
  /** The public API's detail of a published listing (`/api/properties/{id}`); null when there is none. */
  propertyData(id: number, locale: Locale, absolute: (path: string) => string): Promise<PropertyApiData | null>;
  /**
   * A published listing for a form post, read now (not kept: a lead is taken on what is on offer at
   * this moment, decision 0023); null when it is not on offer.
   */
  propertyForForm(id: number, locale: Locale): Promise<ListingForForm | null>;
  /**
   * A project's detail page data (or its own website, withdrawn, not found); `fresh` reads it now,
   * past the cache, as a form post does (decision 0023).
   */
  project(id: number, locale: Locale, options?: { fresh?: boolean }): Promise<ProjectDetailResult>;
  /** One page of the projects list. */
  projects(query: ProjectListQuery, locale: Locale): Promise<ProjectListResult>;
  /** The cities that have published projects (the projects list's city filter). */
  projectCities(): Promise<CityOption[]>;
  /** The quick search box's proposals for a typed text. */
  suggest(q: string, locale: Locale): Promise<Suggestions>;
  /**
   * Where the quick search box's Enter leads from a list page (decision 0048): a listing's page or
   * a filtered list; null when the text is for the list's text search.
   */
  quickSearch(q: string, list: QuickSearchList, locale: Locale): Promise<string | null>;
  /**
   * A page module's property cards (keyed by the module): the chosen listings, or the newest
   * listings of a list (`all` for every list).
   */
  listingModule(
    module: { id: number | string; ids?: readonly number[] | undefined; list: ListingGoal | "all"; limit: number },
    locale: Locale,
  ): Promise<ListingCard[]>;
  /** A page module's project cards (keyed by the module). */
  projectModule(
    module: { id: number | string; ids?: readonly number[] | undefined; limit: number },
    locale: Locale,
  ): Promise<ProjectCard[]>;
  /** The favourites page's cards of the ids a visitor saved, in their order, and the ids no longer on offer. */
  saved(ids: readonly number[], locale: Locale): ReturnType<typeof savedListingCards>;
  /** The comparison page's columns of the ids a visitor chose, and the ids no longer on offer. */
  compare(ids: readonly number[], locale: Locale): ReturnType<typeof compareColumns>;
  /** Where a property's short address (`/property/:id`) leads: its route key and parameters per language; null when unknown. */
  propertyCanonical(id: number): ReturnType<typeof propertyCanonical>;
  /** Where a project's short address leads: its own website or its parameters per language; null when unknown. */
  projectCanonical(id: number): ReturnType<typeof projectCanonical>;
  /** The header banner's slides: pictures of the newest published listings or projects. */
  bannerSlides(kind: "properties" | "projects", locale: Locale): Promise<BannerSlide[]>;
  /** The number of published listings for sale and for rent (the banner's search texts). */
  publishedCounts(): Promise<{ sale: number; rent: number }>;
  /** The sitemap's pages of published listings and projects, in the site's languages. */
  sitemapEntries(locales: readonly Locale[]): Promise<ListingSitemapEntry[]>;
  /** The card options of a language: what the catalogue's cards are built with. */
  cardOptions(locale: Locale): CardOptions;
};

/** Longest typed text whose proposals are kept in the cache; a longer one (nobody types it) is answered without. */
const MAX_CACHED_SUGGESTION = 64;

export function createCatalogue(
  db: Database,
  content: SiteContent,
  /** imageHost: the CDN host of the picture URLs the catalogue builds (CDN_HOST; unset: this site). */
  options: { cache?: CatalogueCache; imageHost?: string | null } = {},
): Catalogue {
  const cache = options.cache ?? createCatalogueCache(db);
  const cardOptions = (locale: Locale) => cardOptionsFor(content, locale);
  // The published listings per type and per city (the filters' and the suggestions' counts): counting
  // reads every published listing, so it is kept like the rest, until the catalogue changes.
  const counts = (): Promise<CatalogueCounts> => cache.read("counts", () => countCatalogue(db));

  return {
    search: (query, locale) =>
      cache.read(`search:${locale}:${JSON.stringify(query)}`, () => searchListings(db, query, cardOptions(locale))),
    filters: (goal, locale) =>
      cache.read(`filters:${goal}:${locale}`, async () =>
        filterOptions(db, goal, locale, cardOptions(locale).defaultLocale, await counts()),
      ),
    property: (id, locale) =>
      cache.read(`property:${id}:${locale}`, () => loadPropertyDetail(db, id, detailOptions(content, locale))),
    // Not kept: the API's detail is read rarely, and its links are made absolute by the caller.
    propertyData: (id, locale, absolute) => propertyApiData(db, id, cardOptions(locale), absolute, options.imageHost),
    propertyForForm: (id, locale) => propertyForForm(db, id, locale, cardOptions(locale).defaultLocale),
    project: (id, locale, { fresh = false } = {}) => {
      const build = () => loadProjectDetail(db, id, cardOptions(locale));
      return fresh ? build() : cache.read(`project:${id}:${locale}`, build);
    },
    projects: (query, locale) =>
      cache.read(`projects:${locale}:${JSON.stringify(query)}`, () => searchProjects(db, query, cardOptions(locale))),
    projectCities: () => cache.read("project-cities", () => projectCities(db)),
    suggest: (q, locale) => {
      const build = async () => suggest(db, q, cardOptions(locale), await counts(), options.imageHost);
      return q.length <= MAX_CACHED_SUGGESTION ? cache.read(`suggest:${locale}:${q}`, build) : build();
    },
    // Not kept: Enter in the box is rarer than typing in it, and reads few rows.
    quickSearch: async (q, list, locale) => quickSearchTarget(db, q, list, cardOptions(locale), await counts()),
    listingModule: (module, locale) =>
      cache.read(`property-list:${module.id}:${locale}`, async () =>
        module.ids && module.ids.length > 0
          ? listingCards(db, { ids: module.ids, limit: module.limit }, cardOptions(locale))
          : // A list's newest listings through the search, which reads them from its indexes.
            (
              await searchListings(
                db,
                newestListingsQuery(module.list === "all" ? null : module.list, module.limit),
                cardOptions(locale),
              )
            ).cards,
      ),
    projectModule: (module, locale) =>
      cache.read(`project-list:${module.id}:${locale}`, () =>
        projectCards(db, { ids: module.ids, limit: module.limit }, cardOptions(locale)),
      ),
    bannerSlides: (kind, locale) =>
      cache.read(`banner:${kind}:${locale}`, () => bannerSlides(db, kind, cardOptions(locale))),
    sitemapEntries: (locales) =>
      cache.read(`sitemap:${locales.join(",")}`, () => sitemapListings(db, locales, defaultLocale(content))),
    publishedCounts: () => cache.read("published-counts", () => publishedCounts(db)),
    // Per visitor (their own choice of ids) or read once per visit: not kept.
    saved: (ids, locale) => savedListingCards(db, ids, cardOptions(locale)),
    compare: (ids, locale) => compareColumns(db, ids, cardOptions(locale)),
    propertyCanonical: (id) => propertyCanonical(db, id, defaultLocale(content)),
    projectCanonical: (id) => projectCanonical(db, id, defaultLocale(content)),
    cardOptions,
  };
}
