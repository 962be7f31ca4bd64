import { Breadcrumb, type Crumb } from "#app/components/layout/breadcrumb.tsx";
import type { FormListing } from "#app/services/leads/form-listing-view.ts";

/**
 * The top of a listing's form page (offer, rental application): breadcrumb, the form's title as the
 * page's h1 and the listing it is about (title linking to its page, place, price).
 */
export function FormListingHeader({
  heading,
  listing,
  breadcrumb,
}: {
  heading: string;
  listing: FormListing;
  breadcrumb: Crumb[];
}) {
  return (
    <>
      <Breadcrumb items={breadcrumb} />
      <h1 className="page__title">{heading}</h1>
      <p className="form-listing">
        <a className="form-listing__title" href={listing.path} lang={listing.titleLang ?? undefined}>
          {listing.title}
        </a>
        <span className="form-listing__place">
          {listing.zip} {listing.city}
        </span>
        {listing.priceText ? <span className="form-listing__price">{listing.priceText}</span> : null}
      </p>
    </>
  );
}
