import { useT } from "#app/components/layout/use-shell.ts";
import type { PropertyDetailView } from "#app/services/listings/listing-views.ts";
import { ListingFormLinks } from "#app/components/forms/listing-form-links.tsx";
import type { ListingFormLinks as FormLinks } from "#app/services/leads/form-listing-view.ts";
import { ShareLinks } from "./share-links.tsx";

/**
 * The aside of a property's detail page (PropertyPage loads it on demand): the project it belongs
 * to, the way to the contact form, the listing's forms (offer, application, booking), the
 * documents request, the price history and the share links.
 */
export default function PropertyPageAside({
  view,
  shareUrl,
  formLinks,
  appointmentHref,
}: {
  view: PropertyDetailView;
  shareUrl: string;
  formLinks?: FormLinks | undefined;
  appointmentHref?: string | undefined;
}) {
  const t = useT();
  return (
    <aside className="property-aside">
      <div className="property-aside__card">
        {view.project ? (
          <dl className="field-list property-aside__project">
            <div className="field-list__row">
              <dt>{t("detail.project")}</dt>
              <dd>
                <a
                  href={view.project.href}
                  {...(view.project.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
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
      <ShareLinks
        url={shareUrl}
        title={view.title}
        {...(view.availability === "available" ? { sendToFriendHref: "#send-to-friend-section" } : {})}
      />
    </aside>
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
