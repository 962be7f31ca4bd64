import { useT } from "#app/components/layout/use-shell.ts";
import type { PropertyDetailView } from "#app/services/listings/listing-views.ts";
import type { ListingFormLinks as FormLinks } from "#app/services/leads/form-listing-view.ts";
import { PropertyContactForm } from "#app/components/forms/property-contact-form.tsx";
import { ShareLinks } from "./share-links.tsx";

/**
 * The side column of a property's detail page (PropertyPage loads it on demand), in view while the
 * page scrolls on a desktop: the project it belongs to; while the listing is on offer, the page's
 * one contact form (info or a visit) with the visitor's other choices beside it, evenly spaced
 * (book a visit online, make an offer or apply, request the documents: their own pages or forms
 * that open on demand); the price history and the share links.
 */
export default function PropertyPageAside({
  view,
  shareUrl,
  timeSlots,
  formLinks,
  appointmentHref,
}: {
  view: PropertyDetailView;
  shareUrl: string;
  timeSlots: readonly string[];
  formLinks?: FormLinks | undefined;
  appointmentHref?: string | undefined;
}) {
  const t = useT();
  const available = view.availability === "available";
  const choices = available
    ? [
        // nofollow: one booking or form page per listing, of no use to search engines (noindex).
        appointmentHref
          ? { href: appointmentHref, label: t("appointment.bookOnline"), className: "property-aside__appointment" }
          : null,
        formLinks?.stayRequest
          ? { href: formLinks.stayRequest, label: t("form.heading.stayRequest"), className: "listing-form-links__stay" }
          : null,
        formLinks?.purchaseOffer
          ? {
              href: formLinks.purchaseOffer,
              label: t("form.heading.purchaseOffer"),
              className: "listing-form-links__offer",
            }
          : null,
        formLinks?.rentalApplication
          ? {
              href: formLinks.rentalApplication,
              label: t("form.heading.rentalApplication"),
              className: "listing-form-links__application",
            }
          : null,
        // Opens the documents request where the documents are listed (a closed disclosure opens on its fragment).
        view.documents.length > 0
          ? { href: "#documents-request", label: t("detail.requestDocuments"), className: "property-aside__documents" }
          : null,
      ].filter((choice) => choice !== null)
    : [];
  return (
    <aside className="property-aside" aria-label={t("form.heading.askInfo")}>
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
      {choices.length > 0 ? (
        <ul className="property-aside__choices">
          {choices.map((choice) => (
            <li key={choice.href}>
              <a
                className={`button button--ghost ${choice.className}`}
                href={choice.href}
                {...(choice.href.startsWith("#") ? {} : { rel: "nofollow" })}
              >
                {choice.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {available ? <PropertyContactForm slots={timeSlots} visit={view.listKey !== "holiday-homes"} /> : null}
      {view.priceHistory.length > 0 ? <PriceHistory view={view} /> : null}
      <ShareLinks
        url={shareUrl}
        title={view.title}
        {...(available ? { sendToFriendHref: "#send-to-friend-section" } : {})}
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
