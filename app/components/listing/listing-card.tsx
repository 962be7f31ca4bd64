import type { ListingCard as Card } from "#app/services/listings/listing-views.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import { useImageUrls } from "#app/components/layout/use-shell.ts";
import { CARD_SIZES, CARD_WIDTHS } from "./card-image.ts";
import { CardSavedActions } from "#app/components/saved/saved-buttons.tsx";

/**
 * A result card (spec §9: 250 px-wide thumbnail with a fixed aspect ratio, so nothing shifts while
 * it loads; price by the price rules; marquee badge; EPC label and flood scores; the short
 * description cleaned by the description rule), with the favourite and compare toggles over its
 * picture once the page runs in the browser.
 *
 * `thumbnail`: the picture's base width, 250 on result cards and 400 on similar-listing cards
 * (spec §9); the srcset lets a wider column take a larger one. `priority`: the card is in the
 * first row of a list, where its picture may be the largest paint of the page: loaded at once, the
 * very first one with a high fetch priority.
 */
export function ListingCard({
  card,
  headingLevel = 3,
  priority = "lazy",
  thumbnail = 250,
}: {
  card: Card;
  headingLevel?: 2 | 3;
  priority?: "lazy" | "eager" | "high";
  thumbnail?: 250 | 400;
}) {
  const { imageUrl, imageSrcSet } = useImageUrls();
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="listing-card">
      <div className="listing-card__media">
        {card.image ? (
          <img
            src={imageUrl(card.image.src, thumbnail)}
            srcSet={imageSrcSet(card.image.src, CARD_WIDTHS) || undefined}
            sizes={CARD_SIZES}
            alt=""
            width={thumbnail}
            height={Math.round((thumbnail * 2) / 3)}
            loading={priority === "lazy" ? "lazy" : "eager"}
            fetchPriority={priority === "high" ? "high" : undefined}
            decoding="async"
          />
        ) : (
          <div className="listing-card__placeholder" aria-hidden="true" />
        )}
        {card.badge ? <span className="badge listing-card__badge">{card.badge}</span> : null}
        <CardSavedActions id={card.id} title={card.title} />
      </div>
      <div className="listing-card__body">
        <p className="listing-card__meta">
          {card.type ? <span>{card.type}</span> : null}
          <span>
            {card.zip} {card.city}
          </span>
        </p>
        <Heading className="listing-card__title" lang={card.titleLang ?? undefined}>
          <a href={card.href} className="listing-card__link">
            {card.title}
          </a>
        </Heading>
        {card.price ? (
          <p className="listing-card__price">
            {card.price}
            {card.priceLowered ? (
              <>
                {" "}
                <span className="badge listing-card__lowered">{t("listing.priceLowered")}</span>
              </>
            ) : null}
          </p>
        ) : null}
        <ul className="listing-card__facts">
          {card.bedrooms ? <li>{t("listing.card.bedrooms", { count: card.bedrooms })}</li> : null}
          {card.surfaceLiving ? <li>{t("listing.card.surface", { surface: card.surfaceLiving })}</li> : null}
          {card.epcImage ? (
            <li className="listing-card__epc">
              {/* The coloured regional label; its text beside it says the same (the image is decoration). */}
              <img src={card.epcImage.src} alt="" width={48} height={22} loading="lazy" />
              {t("listing.epcLabelAlt", { label: card.epcLabel ?? card.epcImage.label })}
            </li>
          ) : card.epcLabel ? (
            <li className="listing-card__epc">{t("listing.epcLabelAlt", { label: card.epcLabel })}</li>
          ) : null}
          {card.floodScoreP ? <li>{t("listing.floodP", { score: card.floodScoreP })}</li> : null}
          {card.floodScoreG ? <li>{t("listing.floodG", { score: card.floodScoreG })}</li> : null}
        </ul>
        {card.summary ? <p className="listing-card__summary">{card.summary}</p> : null}
      </div>
    </article>
  );
}
