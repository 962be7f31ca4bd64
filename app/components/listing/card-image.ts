/**
 * Card thumbnails (spec §9: listing thumbnails 250 px wide, project and similar-listing cards 400):
 * the browser picks from these widths for the column the card gets at each breakpoint.
 */
export const CARD_WIDTHS = [250, 400, 600, 800] as const;
export const CARD_SIZES = "(max-width: 767px) calc(100vw - 2rem), (max-width: 1279px) 45vw, 300px";
