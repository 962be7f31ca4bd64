import { useState, type CSSProperties } from "react";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { ListingCard } from "#app/components/listing/listing-card.tsx";
import { colon } from "#app/lib/typography.ts";
import type { ListingCard as Card } from "#app/services/listings/listing-views.ts";

/** The favourites page's parts (app/routes/listings/favourites.tsx): its link to share, and its cards. */

export function ShareLink({ href }: { href: string }) {
  const t = useT();
  const { locale } = useRootData();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <section className="saved-share" aria-labelledby="saved-share-title">
      <h2 id="saved-share-title">{t("listing.favourites.shareLink")}</h2>
      <p>
        {t("favourites.shareLabel")}
        {colon(locale)}
        <a className="saved-share__link" href={href}>
          {href}
        </a>
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          navigator.clipboard.writeText(href).then(
            () => setStatus("copied"),
            () => setStatus("failed"),
          );
        }}
      >
        {t("favourites.copy")}
      </button>
      <p role="status" className="saved-share__status">
        {status === "copied" ? t("favourites.copied") : status === "failed" ? t("favourites.copyFailed") : ""}
      </p>
    </section>
  );
}

/** The saved listings' cards with their number; nothing when there are none. */
export function SavedCards({ cards }: { cards: readonly Card[] }) {
  const t = useT();
  if (cards.length === 0) return null;
  return (
    <>
      <p className="saved-page__count">{t("listing.count", { count: cards.length })}</p>
      <ul className="card-grid" role="list" style={{ "--per-row": 3 } as CSSProperties}>
        {cards.map((card) => (
          <li key={card.id}>
            <ListingCard card={card} headingLevel={3} />
          </li>
        ))}
      </ul>
    </>
  );
}
