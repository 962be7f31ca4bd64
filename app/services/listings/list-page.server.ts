import type { ModuleView } from "#app/services/content/page-view.server.ts";
import { searchKey } from "#app/lib/search-key.ts";
import type { CityFilter, CityOption } from "./search.server.ts";

/**
 * What the list pages (properties: listing-list.tsx; projects: project-list.tsx) share: their URLs,
 * where their results go among the page's modules, the city select, and their ItemList JSON-LD.
 */

export function withSearch(pathname: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page's modules around the results: the results take the place of the module `isResults` picks. */
export function splitModules(modules: ModuleView[], isResults: (modules: ModuleView[]) => number): { before: ModuleView[]; list: ModuleView | null; after: ModuleView[] } {
  const index = isResults(modules);
  if (index === -1) return { before: modules, list: null, after: [] };
  return { before: modules.slice(0, index), list: modules[index] ?? null, after: modules.slice(index + 1) };
}

/**
 * The select's value for the `city` parameter (a name, a zip or Name|Zip): the one city option it
 * names, else the value as typed — a zip shared by several municipalities (9200: Dendermonde,
 * Appels, Baasrode…) stays that zip rather than narrowing to the first of them.
 */
export function selectedCity(city: CityFilter | null, cities: readonly CityOption[]): string {
  if (!city) return "";
  const found = cities.filter((option) => (city.zip === null || option.zip === city.zip) && (city.key === null || searchKey(option.name) === city.key));
  return found.length === 1 ? found[0]!.value : city.value;
}

/** schema.org ItemList of the cards on this page, numbered as in the whole list. */
export function itemListJsonLd(siteUrl: string, name: string, cards: readonly { href: string; title: string; external?: boolean }[], offset: number): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({ "@type": "ListItem", position: offset + index + 1, url: card.external ? card.href : `${siteUrl}${card.href}`, name: card.title })),
  };
}
