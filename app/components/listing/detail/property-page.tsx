import { Breadcrumb, type Crumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import type { PropertyDetailView } from "#app/services/listings/property-detail.server.ts";
import { FieldGroups, FieldList } from "./detail-fields.tsx";
import { DocumentsSection } from "./documents-section.tsx";
import { LocationSection } from "./location-section.tsx";
import { MandatoryMentions } from "./mandatory-mentions.tsx";
import { MediaEmbed } from "./media-embed.tsx";
import { PropertyGallery } from "./property-gallery.tsx";
import { ShareLinks } from "./share-links.tsx";
import { SimilarListings } from "./similar-listings.tsx";
import { PurchaseCalculator, type PurchaseCalculatorData } from "./purchase-calculator.tsx";
import { FavouriteButton } from "#app/components/saved/saved-buttons.tsx";
import { PropertyContactForm } from "#app/components/forms/property-contact-form.tsx";
import { ListingFormLinks } from "#app/components/forms/listing-form-links.tsx";
import type { ListingFormLinks as FormLinks } from "#app/services/leads/form-listing.server.ts";
import { DocumentsRequestForm } from "#app/components/forms/documents-request-form.tsx";
import { SendToFriendForm } from "#app/components/forms/send-to-friend-form.tsx";

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
  const place = view.address.street ? `${view.address.street}, ${view.address.zip} ${view.address.city}` : `${view.address.zip} ${view.address.city}`;
  return (
    <main className="page page--property">
      <Breadcrumb items={breadcrumb} />
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
            <FavouriteButton id={view.id} title={view.title} />
          </div>
          {view.priceLowered ? <p className="badge property-header__lowered">{t("listing.priceLowered")}</p> : null}
        </div>
      </header>
      {view.availabilityMessage ? (
        <p className="notice property-availability">{view.availabilityMessage}</p>
      ) : null}

      <div className="property-layout">
        <div className="property-main">
          <PropertyGallery pictures={view.pictures} />

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

          <FieldGroups groups={view.groups} />
          {view.mentions ? <MandatoryMentions mentions={view.mentions} /> : null}
          {calculator ? <PurchaseCalculator data={calculator} /> : null}
          {view.media.map((media) => (
            <MediaEmbed key={media.role} media={media} />
          ))}
          <LocationSection place={place} mapUrl={view.mapUrl} streetViewUrl={view.streetViewUrl} />
          <DocumentsSection documents={view.documents}>{view.availability === "available" ? <DocumentsRequestForm /> : null}</DocumentsSection>
          {view.availability === "available" ? (
            <>
              <PropertyContactForm slots={timeSlots} />
              <SendToFriendForm />
            </>
          ) : null}
        </div>

        <aside className="property-aside">
          <div className="property-aside__card">
            {view.project ? (
              <dl className="field-list property-aside__project">
                <div className="field-list__row">
                  <dt>{t("detail.project")}</dt>
                  <dd>
                    <a href={view.project.href} {...(view.project.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                      {view.project.title}
                      {view.project.external ? <span className="visually-hidden"> {t("shell.opensInNewTab")}</span> : null}
                    </a>
                  </dd>
                </div>
              </dl>
            ) : null}
            {view.availability === "available" ? (
              <p>
                <a className="button button--primary property-aside__contact" href="#contact">
                  {t("form.heading.askInfo")}
                </a>
              </p>
            ) : null}
            {formLinks ? <ListingFormLinks links={formLinks} /> : null}
            {view.availability === "available" && appointmentHref ? (
              <p>
                {/* nofollow: one booking page per listing, of no use to search engines (noindex). */}
                <a className="button property-aside__appointment" href={appointmentHref} rel="nofollow">
                  {t("appointment.bookOnline")}
                </a>
              </p>
            ) : null}
            {view.documents.length > 0 && view.availability === "available" ? (
              <p>
                <a className="button property-aside__documents" href="#documents">
                  {t("detail.requestDocuments")}
                </a>
              </p>
            ) : null}
            {view.priceHistory.length > 0 ? <PriceHistory view={view} /> : null}
          </div>
          <ShareLinks url={shareUrl} title={view.title} {...(view.availability === "available" ? { sendToFriendHref: "#send-to-friend-section" } : {})} />
        </aside>
      </div>

      {view.similar.length > 0 ? <SimilarListings cards={view.similar} /> : null}
    </main>
  );
}

function PriceHistory({ view }: { view: PropertyDetailView }) {
  const t = useT();
  return (
    <table className="property-price-history">
      <caption>{t("listing.priceHistory")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("listing.priceHistoryDate")}</th>
          <th scope="col">{t("listing.priceHistoryPrice")}</th>
        </tr>
      </thead>
      <tbody>
        {view.priceHistory.map((point, index) => (
          <tr key={index}>
            <td>{point.date}</td>
            <td>{point.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
