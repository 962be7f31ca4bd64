import type { TestimonialView } from "#app/services/content/testimonial-view.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { useImageUrls } from "#app/components/layout/use-shell.ts";

/** The website's host as its link text ("peeters.be"): short, and it says where the link goes. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * A testimonial: quote in its own language (marked with `lang`), name, role, rating and date.
 * `language`: the name of the language it is written in, when not the page's, shown above it.
 */
export function TestimonialCard({
  testimonial,
  href,
  full = false,
  language = null,
}: {
  testimonial: TestimonialView;
  href?: string;
  full?: boolean;
  language?: string | null;
}) {
  const { imageUrl } = useImageUrls();
  const t = useT();
  const posterKey = testimonial.poster ? (`testimonial.poster.${testimonial.poster}` as MessageKey) : null;
  return (
    <figure
      className={`testimonial${full ? " testimonial--full" : ""}${testimonial.image ? " testimonial--photo" : ""}`}
    >
      {testimonial.image ? (
        <img
          className="testimonial__photo"
          src={imageUrl(testimonial.image, 250)}
          alt={t("testimonial.photoAlt", { name: testimonial.name })}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {language ? <p className="testimonial__language">{t("testimonial.writtenIn", { language })}</p> : null}
      <blockquote className="testimonial__quote" lang={testimonial.lang ?? undefined}>
        <p>{full ? testimonial.comment : testimonial.summary}</p>
      </blockquote>
      <figcaption className="testimonial__caption">
        {href ? (
          <a
            href={href}
            className="testimonial__name"
            aria-label={t("testimonial.readFull", { name: testimonial.name })}
          >
            {testimonial.name}
          </a>
        ) : (
          <span className="testimonial__name">{testimonial.name}</span>
        )}
        {posterKey ? <span className="testimonial__poster">{t(posterKey)}</span> : null}
        {testimonial.about ? (
          <span className="testimonial__about" lang={testimonial.lang ?? undefined}>
            {testimonial.about}
          </span>
        ) : null}
        {testimonial.rating ? (
          <span
            className="testimonial__rating"
            role="img"
            aria-label={t("testimonial.rating", { rating: testimonial.rating })}
          >
            {"★".repeat(testimonial.rating)}
            {"☆".repeat(Math.max(0, 5 - testimonial.rating))}
          </span>
        ) : null}
        {testimonial.website ? (
          <a
            className="testimonial__website"
            href={testimonial.website}
            target="_blank"
            rel="nofollow ugc noopener noreferrer"
          >
            {hostOf(testimonial.website)}
            <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
          </a>
        ) : null}
        <time dateTime={testimonial.isoDate}>{testimonial.date}</time>
      </figcaption>
    </figure>
  );
}
