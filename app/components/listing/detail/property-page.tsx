import type { Crumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import type { PropertyDetailView } from "#app/services/listings/listing-views.ts";
import { lazy, Suspense } from "react";
import { FieldList } from "./detail-fields.tsx";
import type { PurchaseCalculatorData } from "./purchase-calculator.tsx";
import type { ListingFormLinks as FormLinks } from "#app/services/leads/form-listing-view.ts";

/**
 * What lies below the first screen (the detail fields, documents, location, the forms, similar
 * listings), the aside (links to the forms, price history, sharing; under the photos on a phone)
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
 * A property's detail page: title, price and availability; photos; key facts, description, every
 * detail field by group and the region's mandatory mentions; documents, video and tour, location;
 * share and similar listings. While it is on offer: the documents request under the documents,
 * the contact form and the send-to-a-friend form. Headings follow the page outline (one h1,
 * sections in h2).
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
  /** The purchase-cost calculator (sale listings in a known region). */
  calculator?: PurchaseCalculatorData | null;
}) {
  const t = useT();
  const place = view.address.street
    ? `${view.address.street}, ${view.address.zip} ${view.address.city}`
    : `${view.address.zip} ${view.address.city}`;
  return (
    <main className="page page--property">
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
        <div className="property-header__offer">
          {view.price ? <p className="property-header__price">{view.price}</p> : null}
          {/* A slot of the heart's size: the heart appears in the browser without moving anything. */}
          <div className="property-header__favourite">
            <Suspense fallback={null}>
              <FavouriteButton id={view.id} title={view.title} />
            </Suspense>
          </div>
          {view.priceLowered ? <p className="badge property-header__lowered">{t("listing.priceLowered")}</p> : null}
        </div>
      </header>
      {view.availabilityMessage ? <p className="notice property-availability">{view.availabilityMessage}</p> : null}

      <div className="property-layout">
        <div className="property-main">
          <Suspense fallback={null}>
            <PropertyGallery pictures={view.pictures} />
          </Suspense>

          {view.keyFacts.length > 0 ? (
            <section className="property-section property-facts" aria-labelledby="key-facts">
              <h2 id="key-facts" className="visually-hidden">
                {t("detail.keyFacts")}
              </h2>
              <FieldList fields={view.keyFacts} className="field-list--facts" />
            </section>
          ) : null}

          {view.description.paragraphs.length > 0 ? (
            <section className="property-section property-description" aria-labelledby="description">
              <h2 id="description">{t("detail.group.description")}</h2>
              <div className="rich-text" lang={view.description.lang ?? undefined}>
                {view.description.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </section>
          ) : null}

          <Suspense fallback={null}>
            <PropertyPageLower view={view} place={place} timeSlots={timeSlots} calculator={calculator} />
          </Suspense>
        </div>

        <Suspense fallback={null}>
          <PropertyPageAside view={view} shareUrl={shareUrl} formLinks={formLinks} appointmentHref={appointmentHref} />
        </Suspense>
      </div>

      {view.similar.length > 0 ? (
        <Suspense fallback={null}>
          <SimilarListings cards={view.similar} />
        </Suspense>
      ) : null}
    </main>
  );
}
