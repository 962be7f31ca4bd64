/** The three layouts the site knows (spec §3 device flags isMobile, isTablet, isDesktop). */
export type DeviceClass = "mobile" | "tablet" | "desktop";

/**
 * The breakpoints of spec §9 (767, 960, 1280 px). Spec §4 gives two readings of them and both are
 * kept on purpose:
 * - the shell (layout: drawer menu, header, grid) uses 767 and 1280 — {@link shellDeviceClass};
 * - the helper (the "contact device" a form reports with a lead) uses 767 and 960 —
 *   {@link helperDeviceClass}.
 * So a 1000 px wide window is laid out as a tablet but reports itself as a desktop.
 */
export const BREAKPOINTS = { mobileMax: 767, tabletMax: 960, desktopMin: 1280 } as const;

/**
 * The layout a window width gets (spec §4, shell): 1280 or more desktop, 767 up to 1279 tablet,
 * below 767 mobile. A width that is not a number or is negative falls through to mobile, the
 * smallest layout, which works at any width.
 */
export function shellDeviceClass(width: number): DeviceClass {
  if (width >= BREAKPOINTS.desktopMin) return "desktop";
  if (width >= BREAKPOINTS.mobileMax) return "tablet";
  return "mobile";
}

/**
 * The device a form reports as "contact device" (spec §4, helper): over 960 desktop, 768 to 960
 * tablet, 767 or less mobile — width 0 (not measured yet) counts as mobile, as do NaN and negative
 * widths.
 */
export function helperDeviceClass(width: number): DeviceClass {
  if (width > BREAKPOINTS.tabletMax) return "desktop";
  if (width > BREAKPOINTS.mobileMax) return "tablet";
  return "mobile";
}
