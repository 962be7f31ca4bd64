import { useT } from "#app/components/layout/use-shell.ts";
import type { ListingFormLinks as Links } from "#app/services/leads/form-listing-view.ts";

/**
 * A property page's buttons to its offer form (for sale), rental application (for rent, not a
 * holiday home) or stay request (a holiday home, decision 0036: in place of the booking of a
 * visit), next to its contact button; nothing when none applies.
 */
export function ListingFormLinks({ links }: { links: Links }) {
  const t = useT();
  if (!links.purchaseOffer && !links.rentalApplication && !links.stayRequest) return null;
  return (
    <p className="listing-form-links">
      {links.stayRequest ? (
        // nofollow: one form page per listing, of no use to search engines (noindex).
        <a className="button listing-form-links__stay" href={links.stayRequest} rel="nofollow">
          {t("form.heading.stayRequest")}
        </a>
      ) : null}
      {links.purchaseOffer ? (
        <a className="button button--ghost listing-form-links__offer" href={links.purchaseOffer}>
          {t("form.heading.purchaseOffer")}
        </a>
      ) : null}
      {links.rentalApplication ? (
        <a className="button button--ghost listing-form-links__application" href={links.rentalApplication}>
          {t("form.heading.rentalApplication")}
        </a>
      ) : null}
    </p>
  );
}
