import { useImageUrls } from "#app/components/layout/use-shell.ts";
import type { TestimonialPreview } from "#app/services/content/testimonial-moderation-view.ts";

/** The website's host as its link text ("peeters.be"), as the public card shows it. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The public testimonial page's content (app/routes/content/testimonial.tsx with
 * app/components/testimonial-card.tsx, full): the same markup and classes, so the site's
 * stylesheet draws it as visitors see it, but with the site's texts given in the testimonial's own
 * language; the public components read the page's language, which in the console is the person's.
 * The page's title is a second-level heading here: the console page has its own.
 */
export function PublicTestimonialPreview({ preview }: { preview: TestimonialPreview }) {
  const { imageUrl } = useImageUrls();
  const { view: testimonial, texts, lang } = preview;
  return (
    <div className="page page--testimonial" lang={lang}>
      <nav className="breadcrumb" aria-label={texts.breadcrumb}>
        <ol className="breadcrumb__list">
          {preview.breadcrumb.map((item, index) => (
            <li key={item.path} className="breadcrumb__item">
              {index === preview.breadcrumb.length - 1 ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <a href={item.path}>{item.name}</a>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h2 className="page__title">{testimonial.name}</h2>
      <figure className={`testimonial testimonial--full${testimonial.image ? " testimonial--photo" : ""}`}>
        {testimonial.image ? (
          <img
            className="testimonial__photo"
            src={imageUrl(testimonial.image, 250)}
            alt={texts.photoAlt}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <blockquote className="testimonial__quote" lang={testimonial.lang ?? undefined}>
          <p>{testimonial.comment}</p>
        </blockquote>
        <figcaption className="testimonial__caption">
          <span className="testimonial__name">{testimonial.name}</span>
          {texts.poster ? <span className="testimonial__poster">{texts.poster}</span> : null}
          {testimonial.about ? (
            <span className="testimonial__about" lang={testimonial.lang ?? undefined}>
              {testimonial.about}
            </span>
          ) : null}
          {testimonial.rating && texts.rating ? (
            <span className="testimonial__rating" role="img" aria-label={texts.rating}>
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
              <span className="visually-hidden"> {texts.opensInNewTab}</span>
            </a>
          ) : null}
          <time dateTime={testimonial.isoDate}>{testimonial.date}</time>
        </figcaption>
      </figure>
      <p>
        <a className="button button--ghost" href={preview.listHref}>
          {texts.all}
        </a>
      </p>
    </div>
  );
}
