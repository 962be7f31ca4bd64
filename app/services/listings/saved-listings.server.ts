import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { properties } from "#db/schema.ts";
import { pricePerSquareMetre } from "#app/lib/price-per-m2.ts";
import { listingCards, listingCardsFromRows, type CardOptions, type ListingCard } from "./listing-cards.server.ts";
import type { CompareColumn } from "./listing-views.ts";

// The view type lives in the plain listing-views.ts (components read it there).
export type { CompareColumn };

/**
 * The listings of a shared favourites link or a comparison (decision 0020), by the ids in the URL:
 * published listings only, in the order of the link; the ids that are not (unknown, withdrawn)
 * come back apart so the page can say so.
 */
export async function savedListingCards(
  db: Database,
  ids: readonly number[],
  options: CardOptions,
): Promise<{ cards: ListingCard[]; missing: number[] }> {
  if (ids.length === 0) return { cards: [], missing: [] };
  const cards = await listingCards(db, { ids, limit: ids.length }, options);
  const found = new Set(cards.map((card) => card.id));
  return { cards, missing: ids.filter((id) => !found.has(id)) };
}

export async function compareColumns(
  db: Database,
  ids: readonly number[],
  options: CardOptions,
): Promise<{ columns: CompareColumn[]; missing: number[] }> {
  if (ids.length === 0) return { columns: [], missing: [] };
  const rows = await db
    .select()
    .from(properties)
    .where(and(eq(properties.published, true), inArray(properties.id, [...ids])));
  const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id));
  const cards = await listingCardsFromRows(db, ordered, options);
  const columns = ordered.map((row, index): CompareColumn => {
    const card = cards[index]!;
    return {
      card,
      pricePerM2: pricePerSquareMetre(card.amount, row.surfaceLiving),
      surfaceLiving: row.surfaceLiving,
      surfaceGround: row.surfaceGround,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      epcLabel: row.epcLabel,
      epcScore: row.energyPerformance,
      floodScoreP: row.floodScoreP,
      floodScoreG: row.floodScoreG,
      constructionYear: row.constructionYear,
    };
  });
  const found = new Set(ordered.map((row) => row.id));
  return { columns, missing: ids.filter((id) => !found.has(id)) };
}
