/**
 * The price per square metre of living area a comparison shows (decision 0020): the published price
 * divided by the living surface, rounded to the euro. None when either is missing or not positive
 * (a price on request, a plot without a house): a made-up figure would mislead more than a blank.
 */
export function pricePerSquareMetre(price: number | null, livingSurface: number | null): number | null {
  if (price === null || livingSurface === null) return null;
  if (!Number.isFinite(price) || !Number.isFinite(livingSurface) || price <= 0 || livingSurface <= 0) return null;
  return Math.round(price / livingSurface);
}
