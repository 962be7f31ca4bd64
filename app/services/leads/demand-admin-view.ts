/**
 * The rows of the console's lists of search profiles and newsletter subscribers
 * (./demand-admin.server.ts, ./newsletter-admin.server.ts): a plain module, so the page's
 * components take these types without reaching into server code.
 */
export type DemandListRow = {
  id: string;
  email: string;
  locale: string;
  goal: "sale" | "rent";
  /** The property types' names in the reader's language, in the catalogue's order. */
  types: string[];
  /** Postal codes with the catalogue's cities of each. */
  zones: { zip: string; cities: string[] }[];
  priceMin: number | null;
  priceMax: number | null;
  budget: number | null;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  alertFrequency: string;
  active: boolean;
  createdAt: Date;
  /** Alerts mailed (instant ones at once, daily ones with the day's digest). */
  alertsSent: number;
  lastAlertAt: Date | null;
  /** Matches of a daily demand waiting for the next digest. */
  alertsWaiting: number;
};

export type SubscriberRow = {
  id: string;
  email: string;
  locale: string;
  createdAt: Date;
  active: boolean;
  unsubscribedAt: Date | null;
};
