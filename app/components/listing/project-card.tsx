import type { ProjectCard } from "#app/services/listings/listing-views.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import { useImageUrls } from "#app/components/layout/use-shell.ts";
import { CARD_SIZES, CARD_WIDTHS } from "./card-image.ts";

/**
 * A new-build project card (400 px thumbnail); a project with its own website opens it in a new tab.
 * `priority`: the card is in the first row of the projects list, where its picture may be the
 * largest paint of the page: loaded at once, the very first one with a high fetch priority.
 */
export function ProjectCardView({
  card,
  priority = "lazy",
}: {
  card: ProjectCard;
  priority?: "lazy" | "eager" | "high";
}) {
  const { imageUrl, imageSrcSet } = useImageUrls();
  const t = useT();
  return (
    <article className="listing-card listing-card--project">
      <div className="listing-card__media">
        {card.image ? (
          <img
            src={imageUrl(card.image.src, 400)}
            srcSet={imageSrcSet(card.image.src, CARD_WIDTHS) || undefined}
            sizes={CARD_SIZES}
            alt=""
            width={400}
            height={267}
            loading={priority === "lazy" ? "lazy" : "eager"}
            fetchPriority={priority === "high" ? "high" : undefined}
            decoding="async"
          />
        ) : (
          <div className="listing-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="listing-card__body">
        <p className="listing-card__meta">{card.city}</p>
        <h3 className="listing-card__title">
          <a
            href={card.href}
            className="listing-card__link"
            {...(card.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {card.title}
            {card.external ? <span className="visually-hidden"> {t("shell.opensInNewTab")}</span> : null}
          </a>
        </h3>
        {card.priceRange ? <p className="listing-card__price">{card.priceRange}</p> : null}
        {card.summary ? <p className="listing-card__summary">{card.summary}</p> : null}
      </div>
    </article>
  );
}
