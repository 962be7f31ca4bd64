import { useT } from "#app/components/layout/use-shell.ts";
import type { ListingFormLinks as Links } from "#app/services/leads/form-listing.server.ts";

/**
 * A property page's buttons to its offer form (for sale) or rental application (for rent, not a
 * holiday home), next to its contact button; nothing when neither applies.
 */
export function ListingFormLinks({ links }: { links: Links }) {
  const t = useT();
  if (!links.purchaseOffer && !links.rentalApplication) return null;
  return (
    <p className="listing-form-links">
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
