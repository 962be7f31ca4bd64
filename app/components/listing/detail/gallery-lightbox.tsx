import { useEffect, useEffectEvent, useRef, useState } from "react";
import Swiper from "swiper";
import { A11y, Keyboard, Navigation } from "swiper/modules";
import "swiper/css";
import "swiper/css/a11y";
import "../../../styles/gallery-lightbox.css";
import { SLIDER_SETTINGS } from "#app/lib/slider-settings.ts";

/** A photo as the lightbox shows it: the large version, with the endpoint's widths when it has them. */
export type LightboxSlide = {
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
};

export type LightboxLabels = {
  /** The dialog's name (the gallery's label). */
  label: string;
  previous: string;
  next: string;
  close: string;
  carousel: string;
  slide: string;
  /** "Photo {{index}} of {{slidesLength}}": Swiper's A11y module fills in both. */
  counter: string;
};

export type GalleryLightboxProps = {
  slides: LightboxSlide[];
  index: number;
  open: boolean;
  /** Called once the dialog has closed (its close button or Escape). */
  onClose: () => void;
  labels: LightboxLabels;
};

/**
 * The full-screen photo viewer: a native modal <dialog> (showModal: the page behind is inert,
 * focus stays inside, Escape closes it) holding a Swiper slider with the slider values of spec §9
 * (app/lib/slider-settings.ts), arrow keys (Keyboard), previous/next buttons (Navigation) and
 * slide roles and labels (A11y). Loaded on demand by property-gallery.tsx, so neither Swiper's code
 * nor its CSS weighs on the page's first load.
 *
 * Swiper is created when the dialog opens (it measures the slides, which a closed dialog does not
 * lay out) and destroyed when it closes. An "n / N" counter, as in the inline slideshow, follows the
 * photo shown; it is hidden from screen readers, which hear each photo's own "Photo n of N" label
 * (Swiper's A11y module makes the slides a polite live region).
 */
export default function GalleryLightbox({ slides, index, open, onClose, labels }: GalleryLightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const slider = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(index);
  // Reads the latest index and labels without being a reason to make the slider again.
  const createSlider = useEffectEvent(
    (element: HTMLElement) =>
      new Swiper(element, {
        ...SLIDER_SETTINGS,
        modules: [A11y, Keyboard, Navigation],
        initialSlide: index,
        keyboard: { enabled: true, onlyInViewport: false },
        navigation: {
          prevEl: previous.current,
          nextEl: next.current,
          addIcons: false,
        },
        a11y: {
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
          // At either end the button is disabled; it keeps its name rather than Swiper's English default.
          firstSlideMessage: labels.previous,
          lastSlideMessage: labels.next,
          containerRoleDescriptionMessage: labels.carousel,
          itemRoleDescriptionMessage: labels.slide,
          slideRole: "group",
          slideLabelMessage: labels.counter,
        },
      }),
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element || !slider.current) return;
    if (!open) {
      if (element.open) element.close();
      return;
    }
    if (!element.open) element.showModal();
    const swiper = createSlider(slider.current);
    setShown(swiper.activeIndex);
    swiper.on("slideChange", () => setShown(swiper.activeIndex));
    return () => {
      swiper.destroy(true, true);
    };
  }, [open]);

  return (
    <dialog ref={dialog} className="gallery-lightbox" aria-label={labels.label} onClose={onClose}>
      <button
        type="button"
        className="gallery-lightbox__close"
        onClick={() => dialog.current?.close()}
        aria-label={labels.close}
      >
        <span aria-hidden="true">×</span>
      </button>
      <div ref={slider} className="swiper gallery-lightbox__slider">
        <div className="swiper-wrapper">
          {slides.map((slide, position) => (
            <div className="swiper-slide gallery-lightbox__slide" key={`${slide.src}-${position}`}>
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes={slide.srcSet ? "100vw" : undefined}
                width={slide.width}
                height={slide.height}
                alt={slide.alt}
                loading="lazy"
                decoding="async"
                draggable={false}
              />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <p className="gallery-lightbox__counter" aria-hidden="true">
          {shown + 1} / {slides.length}
        </p>
      ) : null}
      <button
        ref={previous}
        type="button"
        className="gallery-lightbox__nav gallery-lightbox__nav--previous"
        aria-label={labels.previous}
      >
        <Chevron />
      </button>
      <button
        ref={next}
        type="button"
        className="gallery-lightbox__nav gallery-lightbox__nav--next"
        aria-label={labels.next}
      >
        <Chevron />
      </button>
    </dialog>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="24" viewBox="0 0 14 24">
      <path
        d="M2 2l10 10L2 22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
