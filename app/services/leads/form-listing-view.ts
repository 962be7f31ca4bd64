// The listing of a form about one listing, and a listing page's links to those forms, as components
// render them (built by ./form-listing.server.ts): a plain module, so the form header and the
// listing page import the types without importing a .server module.
import type { Locale } from "#app/i18n/locales.ts";
import type { Availability, ListingGoal } from "#app/services/listings/listing-views.ts";

/**
 * The listing a purchase offer, a rental application or a stay request is about, as its page and mails name it:
 * the title in the page's language (as its result card has it), place, price line and link.
 */
export type FormListing = {
  id: number;
  title: string;
  titleLang: Locale | null;
  goal: ListingGoal;
  availability: Availability;
  city: string;
  zip: string;
  /** The price line as the listing shows it ("€ 339.000", "Prijs op aanvraag"…). */
  priceText: string | null;
  /** The price as a number when it is published (the rent an application is measured against). */
  price: number | null;
  /** The listing's page in the form's language. */
  path: string;
};

export type ListingFormLinks = {
  purchaseOffer: string | null;
  rentalApplication: string | null;
  stayRequest: string | null;
};
