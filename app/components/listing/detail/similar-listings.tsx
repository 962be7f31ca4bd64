import { ListingCard } from "#app/components/listing/listing-card.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import type { ListingCard as Card } from "#app/services/listings/listing-views.ts";

/** Up to four similar listings as result cards (400 px thumbnails), under their own h2. */
export function SimilarListings({ cards }: { cards: Card[] }) {
  const t = useT();
  return (
    <section className="property-section property-similar" aria-labelledby="similar-title">
      <h2 id="similar-title">{t("listing.similarProperties")}</h2>
      <ul className="card-grid" style={{ "--per-row": 4 } as React.CSSProperties}>
        {cards.map((card) => (
          <li key={card.id}>
            <ListingCard card={card} thumbnail={400} />
          </li>
        ))}
      </ul>
    </section>
  );
}
