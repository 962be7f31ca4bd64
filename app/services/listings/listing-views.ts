import type { Locale } from "#app/i18n/locales.ts";
import type { Region } from "#app/lib/postal-region.ts";
import type { MediaLinkKind } from "#app/lib/media-link.ts";

/**
 * The view types of listings: cards, the property and project detail views, their addresses and
 * regional mentions — what the catalogue (catalogue.server.ts) gives the pages and what the
 * components show. A plain module, so components never import a server module, not even for types;
 * the views are built in listing-cards.server.ts, property-detail.server.ts, project-detail.server.ts,
 * listing-location.server.ts and property-mentions.server.ts.
 */

/** Which list a listing belongs to: sale (Goal 0), rent (any other Goal), or holiday homes (rent of the holiday type). */
export type ListingGoal = "sale" | "rent" | "holiday";

/** A listing as a result card shows it (spec §2 list, §9 price and thumbnail rules). */
export type ListingCard = {
  id: number;
  href: string;
  title: string;
  titleLang: Locale | null;
  goal: ListingGoal;
  city: string;
  zip: string;
  type: string;
  /** The price line by the spec's price rules ("€ 325.000", "Prijs op aanvraag", "Verkocht"). */
  price: string | null;
  /** The price as a number, only when it is published (with PublishPrice off no price appears anywhere, not even in data for the browser). */
  amount: number | null;
  badge: string | null;
  /** The last price change the sync recorded lowered the (published) price: the "price lowered" badge. */
  priceLowered: boolean;
  epcLabel: string | null;
  /** The regional coloured EPC label for the listing's score (absent or null: the label as text only). */
  epcImage?: { src: string; label: string } | null;
  floodScoreP: string | null;
  floodScoreG: string | null;
  bedrooms: number | null;
  surfaceLiving: number | null;
  summary: string;
  image: { src: string; width: number | null; height: number | null } | null;
  /**
   * Where a map puts the listing: its own coordinates, or the centre of its city when the address
   * is not published (a hidden address never gives away its exact spot) or has no coordinates;
   * null when neither is known.
   */
  position: { lat: number; lng: number } | null;
};

export type ProjectCard = {
  id: number;
  href: string;
  external: boolean;
  title: string;
  city: string;
  /** "€ 249.000 – € 545.000", "vanaf € 249.000", or null when the project gives no prices. */
  priceRange: string | null;
  summary: string;
  image: { src: string; width: number | null; height: number | null } | null;
};

/** The detail family of a listing (its route key). */
export type ListingRouteKey = "property.sale" | "property.rent" | "property.holiday";

/** The address a detail page shows: street only when `published` (PublishAddress / PublicAddress). */
export type ListingAddress = {
  street: string | null;
  zip: string;
  city: string;
  published: boolean;
  countryCode: "BE" | "LU" | null;
};
/** Where a map puts a listing; `precise` false: the city's centre, for a hidden address. */
export type ListingCoordinates = { lat: number; lng: number; precise: boolean };

/** "Oude Vest 61 bus 2.1": street, number and box, the box word in the page's language. */

export type MentionItem = {
  label: string;
  value: string;
  /** True when the value is the "not yet known" text. */
  missing: boolean;
  explanation?: string;
  /** Language of a text value taken from another language than the page's. */
  lang?: Locale;
  /** The EPC/PEB label image (spec §9) with the class it shows, next to the label value. */
  epcImage?: { src: string; label: string };
};

export type MentionSection = {
  id: "epc" | "flood" | "planning" | "peb";
  title: string;
  explanation?: string;
  items: MentionItem[];
  /** The flood symbol's text alternative when a flood score is D, else null. */
  floodSymbol: string | null;
};

export type RegionalMentions = {
  region: Region;
  title: string;
  sections: MentionSection[];
  renovationNotice: string | null;
};

export type DetailField = {
  label: string;
  value: string;
  /** set when the value is in another language than the page */ lang?: Locale;
  /** The EPC/PEB label's coloured regional image beside the value (the key-facts bar). */
  image?: { src: string; label: string };
};
export type FieldGroupId = "general" | "surfaces" | "rooms" | "comfort" | "energy" | "legal" | "financial";
export type FieldGroup = { id: FieldGroupId; title: string; fields: DetailField[] };
export type DetailPicture = { src: string; width: number | null; height: number | null; alt: string };
export type DetailMedia = {
  kind: Exclude<MediaLinkKind, "none">;
  role: "video" | "tour";
  embedUrl: string;
  url: string;
  title: string;
  loadLabel: string;
};
export type DetailDocument = { name: string; lang?: Locale };
export type PricePoint = { date: string; price: string };
export type Availability = "available" | "sold" | "rented";

export type PropertyDetailView = {
  id: number;
  routeKey: ListingRouteKey;
  /** The list page of its family (for-sale, for-rent or holiday-homes), for the breadcrumb and links. */
  listKey: "for-sale" | "for-rent" | "holiday-homes";
  title: string;
  titleLang: Locale | null;
  /** Paragraphs of the description, as plain text. */
  description: { paragraphs: string[]; lang: Locale | null };
  /** Plain text of at most 160 characters for the meta description. */
  summary: string;
  type: string;
  /** Language of the type text when it is not the page's. */
  typeLang: Locale | null;
  goal: "sale" | "rent";
  price: string | null;
  /** Amount and currency for JSON-LD; null when the page shows no amount (unpublished, marquee). */
  offerPrice: number | null;
  priceHistory: PricePoint[];
  priceLowered: boolean;
  badge: string | null;
  availability: Availability;
  availabilityMessage: string | null;
  address: ListingAddress;
  /** The listing's position, or the city's centre when the address is hidden (`precise` false). */
  coordinates: ListingCoordinates | null;
  mapUrl: string | null;
  streetViewUrl: string | null;
  keyFacts: DetailField[];
  /** The registration duties of the provider's data (the agency's estimate) and their share of the price, worded. */
  agencyDuties: { amount: string; rate: string } | null;
  groups: FieldGroup[];
  mentions: RegionalMentions | null;
  pictures: DetailPicture[];
  documents: DetailDocument[];
  media: DetailMedia[];
  project: { title: string; href: string; external: boolean } | null;
  similar: ListingCard[];
  bedrooms: number | null;
  bathrooms: number | null;
  surfaceLiving: number | null;
  datePosted: string | null;
};

/** A link to one of the list pages. */
export type OfferLink = { name: string; href: string };

export type UnitStatus = "available" | "option" | "sold";
export type ProjectUnitView = {
  id: number;
  name: string;
  /** "Gelijkvloers" for floor 0, else the number; "" when unknown. */
  floor: string;
  bedrooms: string;
  surface: string;
  status: UnitStatus;
  statusText: string;
  /** The unit's price; none for a sold unit (its status says so), "price on request" for a unit without one. */
  price: string | null;
};
export type ProjectConstruction = { name: string; description: string; date: string; lang?: Locale };
export type LocalizedParagraphs = { paragraphs: string[]; lang: Locale | null };

export type ProjectDetailView = {
  id: number;
  title: string;
  titleLang: Locale | null;
  description: LocalizedParagraphs;
  pricesAndPlanning: LocalizedParagraphs;
  delivery: { value: string; lang: Locale | null } | null;
  /** Plain text of at most 160 characters for the meta description. */
  summary: string;
  /** "€ 249.000 – € 545.000", "vanaf € 249.000", or null without prices. */
  priceRange: string | null;
  /** For JSON-LD: the lowest and highest price, when known. */
  offerPrices: { low: number | null; high: number | null };
  keyFacts: DetailField[];
  units: ProjectUnitView[];
  availableUnits: number;
  /** Every unit sold (and at least one unit). */
  soldOut: boolean;
  constructions: ProjectConstruction[];
  documents: DetailDocument[];
  pictures: DetailPicture[];
  address: ListingAddress;
  /** The project's position, or the city's centre when the address is hidden (`precise` false). */
  coordinates: ListingCoordinates | null;
  mapUrl: string | null;
  streetViewUrl: string | null;
  /** Published properties of the project (properties.projectId), as result cards. */
  properties: ListingCard[];
  similar: ProjectCard[];
};

/** One listing's column in the comparison table: the card's figures and the detail figures compared. */
export type CompareColumn = {
  card: ListingCard;
  /** Euro per m² of living area, only with a published price. */
  pricePerM2: number | null;
  surfaceLiving: number | null;
  surfaceGround: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  epcLabel: string | null;
  /** Specific energy use, kWh/m² a year (the EPC score). */
  epcScore: number | null;
  floodScoreP: string | null;
  floodScoreG: string | null;
  constructionYear: number | null;
};
