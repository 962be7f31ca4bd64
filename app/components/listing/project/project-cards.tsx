import type { CSSProperties } from "react";
import { ListingCard } from "#app/components/listing/listing-card.tsx";
import { ProjectCardView } from "#app/components/listing/project-card.tsx";
import type { ListingCard as Card, ProjectCard } from "#app/services/listings/listing-views.ts";

/**
 * Project cards in the card grid (400 px thumbnails); `empty` is said when there are none.
 * `firstRow`: the grid opens the page (the projects list), so its first row loads at once.
 */
export function ProjectCardGrid({
  cards,
  empty,
  perRow = 4,
  firstRow = false,
}: {
  cards: ProjectCard[];
  empty: string;
  perRow?: number;
  firstRow?: boolean;
}) {
  if (cards.length === 0) return <p className="property-section__empty">{empty}</p>;
  return (
    <ul className="card-grid" role="list" style={{ "--per-row": perRow } as CSSProperties}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ProjectCardView
            card={card}
            priority={!firstRow || index >= perRow ? "lazy" : index === 0 ? "high" : "eager"}
          />
        </li>
      ))}
    </ul>
  );
}

/** The properties of a project as result cards. */
export function ProjectPropertyGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="card-grid" role="list" style={{ "--per-row": 4 } as CSSProperties}>
      {cards.map((card) => (
        <li key={card.id}>
          <ListingCard card={card} />
        </li>
      ))}
    </ul>
  );
}
