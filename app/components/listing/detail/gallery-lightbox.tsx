import Lightbox, { type Labels, type SlideImage } from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";

export type GalleryLightboxProps = {
  slides: SlideImage[];
  index: number;
  open: boolean;
  onClose: () => void;
  labels: Labels;
};

/**
 * The full-screen photo viewer (yet-another-react-lightbox): a modal dialog with keyboard
 * navigation (arrows, Escape), focus kept inside while open and given back on close. Loaded on
 * demand by property-gallery.tsx, so neither its code nor its CSS weighs on the first load.
 *
 * Slider values of spec §9 (written for a Swiper-style slider): the speed of 300 ms is the swipe
 * animation here. Touch angle 45, long swipe ratio 0.5 / 300 ms, resistance ratio 0.85 and edge
 * swipe threshold 20 have no counterpart in this library: it decides a swipe by its own distance
 * and velocity thresholds, and has no resistance at the ends because the carousel wraps around.
 */
export default function GalleryLightbox({ slides, index, open, onClose, labels }: GalleryLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      labels={labels}
      animation={{ swipe: 300 }}
      carousel={{ finite: slides.length <= 1, preload: 1, imageFit: "contain" }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
