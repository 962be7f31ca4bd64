import type { Crumb } from "#app/components/layout/breadcrumb.tsx";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import type { PropertyDetailView } from "#app/services/listings/listing-views.ts";
import { lazy, Suspense } from "react";
import type { PurchaseCalculatorData } from "./purchase-calculator.tsx";
import type { ListingFormLinks as FormLinks } from "#app/services/leads/form-listing-view.ts";

/**
 * What lies below the first screen (the detail fields, documents, location, the forms on demand,
 * similar listings), the aside (the contact form and the links to the other forms, price history,
 * sharing; after the page's content on a phone)
 * and the breadcrumb (plain links) come in chunks of their own, not in the first visit's JavaScript (budget: 120 kB gzip,
 * bench/README.md). The server renders it in full (the document is complete before it is sent),
 * so the visitor sees and can use it at once, forms included (they work without JavaScript);
 * React hydrates it when its chunk has arrived, a moment after the rest of the page.
 */
const PropertyPageLower = lazy(() => import("./property-page-lower.tsx"));
const Breadcrumb = lazy(() =>
  import("#app/components/layout/breadcrumb.tsx").then((module) => ({ default: module.Breadcrumb })),
);
const PropertyPageAside = lazy(() => import("./property-page-aside.tsx"));
const SimilarListings = lazy(() =>
  import("./similar-listings.tsx").then((module) => ({ default: module.SimilarListings })),
);
/**
 * The photos: the server renders the hero (the page's largest paint) and the thumbnails as plain
 * links to the large photos; the code that opens them in the lightbox hydrates from its own chunk.
 */
const PropertyGallery = lazy(() =>
  import("./property-gallery.tsx").then((module) => ({ default: module.PropertyGallery })),
);
/** The heart exists only in the browser (favourites live in its storage): its code comes after the first paint. */
const FavouriteButton = lazy(() =>
  import("#app/components/saved/saved-buttons.tsx").then((module) => ({ default: module.FavouriteButton })),
);

/**
 * A property's detail page, laid out as the portals do: title and place; the key-facts bar (price,
 * bedrooms, habitable surface, plot, EPC with its coloured label); photos and description; every
 * detail field by group, each fact once, and the region's mandatory mentions together; documents,
 * video and tour, location; similar listings. While it is on offer, one contact form in a side
 * column that stays in view on a desktop (a call/contact bar at the bottom of a phone's screen),
 * with the offer, the online visit booking and the documents next to it; the other forms open on
 * demand. Headings follow the page outline (one h1, sections in h2).
 */
export function PropertyPage({
  view,
  breadcrumb,
  shareUrl,
  timeSlots,
  formLinks,
  appointmentHref,
  calculator,
}: {
  view: PropertyDetailView;
  breadcrumb: Crumb[];
  shareUrl: string;
  timeSlots: readonly string[];
  formLinks?: FormLinks;
  /** The listing's online booking page (shown while it is available). */
  appointmentHref?: string;
  /** The purchase-cost calculator (sale listings on offer in a known region). */
  calculator?: PurchaseCalculatorData | null;
}) {
  const t = useT();
  const place = view.address.street
    ? `${view.address.street}, ${view.address.zip} ${view.address.city}`
    : `${view.address.zip} ${view.address.city}`;
  const available = view.availability === "available";
  return (
    <main className={`page page--property${available ? " page--property-on-offer" : ""}`}>
      <Suspense fallback={null}>
        <Breadcrumb items={breadcrumb} />
      </Suspense>
      <header className="property-header">
        <div className="property-header__main">
          {view.badge ? <span className="badge property-header__badge">{view.badge}</span> : null}
          <h1 className="page__title property-header__title" lang={view.titleLang ?? undefined}>
            {view.title}
          </h1>
          <p className="property-header__place">
            {view.type ? <span lang={view.typeLang ?? undefined}>{view.type}</span> : null}
            <span>{place}</span>
          </p>
        </div>
        {/* A slot of the heart's size: the heart appears in the browser without moving anything. */}
        <div className="property-header__favourite">
          <Suspense fallback={null}>
            <FavouriteButton id={view.id} title={view.title} />
          </Suspense>
        </div>
      </header>

      <section className="property-keyfacts" aria-labelledby="key-facts">
        <h2 id="key-facts" className="visually-hidden">
          {t("detail.keyFacts")}
        </h2>
        {view.price ? (
          <p className="property-keyfacts__price">
            <span className="property-header__price">{view.price}</span>
            {view.priceLowered ? (
              <span className="badge property-header__lowered">{t("listing.priceLowered")}</span>
            ) : null}
          </p>
        ) : null}
        {view.keyFacts.length > 0 ? (
          <dl className="property-keyfacts__list">
            {view.keyFacts.map((fact) => (
              <div key={fact.label} className="property-keyfacts__fact">
                <dt>{fact.label}</dt>
                <dd lang={fact.lang}>
                  {fact.image ? (
                    <img className="property-keyfacts__epc" src={fact.image.src} alt="" width={60} height={28} />
                  ) : null}
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
      {view.availabilityMessage ? <p className="notice property-availability">{view.availabilityMessage}</p> : null}

      <div className="property-layout">
        <div className="property-main">
          <Suspense fallback={null}>
            <PropertyGallery pictures={view.pictures} />
          </Suspense>

          {view.description.paragraphs.length > 0 ? (
            <section className="property-section property-description" aria-labelledby="description">
              <h2 id="description">{t("detail.group.description")}</h2>
              <Description paragraphs={view.description.paragraphs} lang={view.description.lang} />
            </section>
          ) : null}

          <Suspense fallback={null}>
            <PropertyPageLower view={view} place={place} calculator={calculator} />
          </Suspense>
        </div>

        <Suspense fallback={null}>
          <PropertyPageAside
            view={view}
            shareUrl={shareUrl}
            timeSlots={timeSlots}
            formLinks={formLinks}
            appointmentHref={appointmentHref}
          />
        </Suspense>
      </div>

      {view.similar.length > 0 ? (
        <Suspense fallback={null}>
          <SimilarListings cards={view.similar} />
        </Suspense>
      ) : null}
      {available ? <ContactBar /> : null}
    </main>
  );
}

/** About the first screenful of the description is shown at once (the portals' "read more"). */
const DESCRIPTION_SHOWN_CHARACTERS = 600;

/**
 * The description: its first paragraphs, then the rest behind "read more" (a native disclosure:
 * it opens without JavaScript, and the text is in the page for search engines and find-in-page).
 */
function Description({ paragraphs, lang }: { paragraphs: string[]; lang: PropertyDetailView["description"]["lang"] }) {
  const t = useT();
  let shown = 0;
  let length = 0;
  while (
    shown < paragraphs.length &&
    (shown === 0 || length + paragraphs[shown]!.length <= DESCRIPTION_SHOWN_CHARACTERS)
  )
    length += paragraphs[shown++]!.length;
  const rest = paragraphs.slice(shown);
  return (
    <div className="rich-text" lang={lang ?? undefined}>
      {paragraphs.slice(0, shown).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {rest.length > 0 ? (
        <details className="property-description__more">
          <summary>{t("shell.readMore")}</summary>
          {rest.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </details>
      ) : null}
    </div>
  );
}

/**
 * A phone's way to the agency while reading the page (hidden from 961 px, where the contact form
 * stays in view beside the page): call, or go to the contact form. Plain links, no JavaScript.
 */
function ContactBar() {
  const t = useT();
  const { contact } = useRootData().shell;
  return (
    <div className="property-contact-bar">
      {contact.phoneHref ? (
        <a className="button property-contact-bar__call" href={contact.phoneHref}>
          {t("shell.callUs")}
        </a>
      ) : null}
      <a className="button button--primary property-contact-bar__contact" href="#contact">
        {t("form.heading.askInfo")}
      </a>
    </div>
  );
}
