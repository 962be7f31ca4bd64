import type { SwiperOptions } from "swiper/types";

/**
 * The photo slider's values of spec §9 ("Slider defaults"), under the names Swiper gives them, so
 * the lightbox passes them on as they are. Type-only import: nothing of Swiper enters a bundle
 * through this module.
 *
 * - speed 300: a slide change animates in 300 ms;
 * - touchAngle 45: a drag steeper than 45° from the horizontal scrolls the page, not the slider;
 * - longSwipesRatio 0.5 and longSwipesMs 300: a drag held longer than 300 ms moves on only past
 *   half a slide's width (a quicker flick moves on at any distance);
 * - resistanceRatio 0.85: dragging past the first or last photo gives way, slowed down;
 * - edgeSwipeDetection with edgeSwipeThreshold 20: a drag starting within 20 px of the screen's
 *   edge is left to the system (the phone's back gesture).
 */
export const SLIDER_SETTINGS = {
  speed: 300,
  touchAngle: 45,
  longSwipesRatio: 0.5,
  longSwipesMs: 300,
  resistanceRatio: 0.85,
  edgeSwipeDetection: true,
  edgeSwipeThreshold: 20,
} as const satisfies SwiperOptions;
