import { isMarqueeOnIgnoreList, marqueeBadge, type MarqueeIgnoreEntry } from "#app/lib/marquee.ts";
import { numberFormat } from "#app/lib/intl-formats.ts";

/** A plain decimal number as the provider writes it ("325000", "1250.5"); no exponent, hex or grouping. */
const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * An amount in euros with the euro sign in front ("€ 325.000", "€ 1.250,50"), spec §9. The sign
 * is added here rather than by Intl's currency style, whose placement and spacing differ between
 * runtimes. Anything that is not a finite number or a numeric string gives the string 'NaN'
 * (spec §8); callers that show prices turn that into nothing (see formatListingPrice).
 */
export function formatCurrency(value: unknown): string {
  const amount =
    typeof value === "number"
      ? value
      : typeof value === "string" && NUMERIC_TEXT.test(value.trim())
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(amount)) return "NaN";
  // Belgian Dutch digits: "." groups thousands, "," separates cents. Grouping is forced so 1250
  // reads "1.250" in every runtime, whatever its ICU's minimum-grouping data; cents show only
  // when the amount has some ("325.000" but "1.250,50"); a rounded -0 prints "0".
  const digits = numberFormat("nl-BE", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: "stripIfInteger",
    useGrouping: "always",
    signDisplay: "negative",
  });
  return `€ ${digits.format(amount)}`;
}

/** The price fields of a listing (spec §3: Price, PriceUnit, PriceUnitText, PublishPrice, Marquee…). */
export type ListingPrice = {
  price: number | string | null;
  priceUnit?: number | null;
  priceUnitText?: string | null;
  publishPrice?: boolean;
  marquee?: number | null;
  marqueeName?: string | null;
};

/** Configured and translated texts the price line needs. */
export type ListingPriceOptions = {
  /** Marquees that replace the price, from the site configuration: names ("Verkocht") or Marquee values. */
  marqueeIgnoreList: readonly MarqueeIgnoreEntry[];
  /** "Vanaf" / "À partir de"…, put before a price with unit 7. */
  startingFrom: string;
  /** "Prijs op aanvraag"…, shown when the price is not published. */
  priceOnRequest: string;
};

/** PriceUnit 7 means "starting from" (spec §9). */
const PRICE_UNIT_STARTING_FROM = 7;

/**
 * The price line of a listing (spec §9), first rule that applies:
 * 1. a marquee (not 0, with a name) on the ignore list — by name or by Marquee value — shows its
 *    name instead of a price ("Verkocht"); without a name there is nothing to show instead;
 * 2. an unpublished price shows the "price on request" text;
 * 3. a price that cannot be formatted gives null — pages show nothing, never 'NaN';
 * 4. PriceUnit 7 puts the "starting from" text before the price ("Vanaf € 325.000");
 * 5. any other unit text follows the price after one space, its euro sign removed and trimmed
 *    ("€/maand" → "€ 850 /maand"); a unit text that is only a euro sign adds nothing.
 */
export function formatListingPrice(listing: ListingPrice, options: ListingPriceOptions): string | null {
  const badge = marqueeBadge(listing);
  if (badge !== null && isMarqueeOnIgnoreList(badge, options.marqueeIgnoreList, listing.marquee)) return badge;
  if (listing.publishPrice === false) return options.priceOnRequest;
  const amount = formatCurrency(listing.price);
  if (amount === "NaN") return null;
  if (listing.priceUnit === PRICE_UNIT_STARTING_FROM) return `${options.startingFrom} ${amount}`;
  const unit = (listing.priceUnitText ?? "").replaceAll("€", "").trim();
  return unit ? `${amount} ${unit}` : amount;
}
