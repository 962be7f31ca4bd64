import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import { useImageUrls, type ImageUrls } from "#app/components/layout/use-shell.ts";
import type { DetailPicture } from "#app/services/listings/listing-views.ts";
import type { LightboxLabels, LightboxSlide } from "./gallery-lightbox.tsx";
import { useHydrated } from "./use-hydrated.ts";

const GalleryLightbox = lazy(() => import("./gallery-lightbox.tsx"));
const loadLightbox = () => void import("./gallery-lightbox.tsx");

/** Widths of the slides (main column: the full width below 961 px, about 800 px above). */
const SLIDE_WIDTHS = [600, 800, 1200, 1920] as const;
const SLIDE_SIZES = "(max-width: 960px) calc(100vw - 2rem), 800px";
const LIGHTBOX_WIDTHS = [800, 1200, 1920] as const;

/**
 * The photos of a listing as an inline slideshow (decision 0045): one photo at a time in a box of
 * fixed 3:2 ratio, an "n / N" counter, previous and next buttons, the arrow keys, and a swipe on a
 * touch screen. The slides are a row that scrolls sideways and snaps to each photo, so the swipe is
 * the browser's own scrolling (no script between the finger and the photo), and without JavaScript
 * every photo is still reachable: swiped to, tabbed to, each a link to its large version.
 *
 * The first photo is the page's largest content (LCP): rendered on the server, loaded first
 * (fetchpriority high, not lazy); the others are lazy. With JavaScript a click on a photo opens the
 * lightbox at that photo (a keyboard-accessible dialog, fetched on first use or when the pointer
 * or focus comes near); the photo it was opened from gets the focus back when it closes.
 *
 * Accessible as the WAI carousel pattern describes it: the section is a named region with the
 * roledescription "carousel", each slide a group named "Photo n of N"; the counter is a polite
 * live region; only the current slide's link is in the tab order once the page runs (arrow keys
 * move between slides), so a keyboard user does not tab through every photo.
 */
export function PropertyGallery({ pictures }: { pictures: DetailPicture[] }) {
  const { imageUrl, imageSrcSet } = useImageUrls();
  const t = useT();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  // The photo link that opened the lightbox: focus goes back to it when the lightbox closes.
  const opener = useRef<HTMLAnchorElement | null>(null);
  const count = pictures.length;

  // The slide shown is read from the row's scroll position, whatever moved it (a swipe, a button,
  // a key, focus), once per frame.
  useEffect(() => {
    const row = track.current;
    if (!row) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = row.clientWidth;
        if (width > 0) setCurrent(Math.min(count - 1, Math.max(0, Math.round(row.scrollLeft / width))));
      });
    };
    row.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener("scroll", onScroll);
    };
  }, [count]);

  if (count === 0) {
    return (
      <div className="property-gallery property-gallery--empty">
        <p>{t("error.noPhotos")}</p>
      </div>
    );
  }

  /** Shows slide `index` (kept within the photos); with `focus`, its link takes the focus. */
  const goTo = (index: number, focus = false) => {
    const row = track.current;
    if (!row) return;
    const target = Math.min(count - 1, Math.max(0, index));
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    row.scrollTo({ left: target * row.clientWidth, behavior: reduced ? "auto" : "smooth" });
    setCurrent(target);
    if (focus)
      row.querySelectorAll<HTMLAnchorElement>(".property-gallery__slide > a")[target]?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const edge = event.key === "Home" ? 0 : event.key === "End" ? count - 1 : null;
    if (step === 0 && edge === null) return;
    event.preventDefault();
    // From a button the focus stays on it; from a photo it follows to the photo shown.
    const fromPhoto = event.target instanceof HTMLAnchorElement;
    goTo(edge ?? current + step, fromPhoto);
  };
  const open = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // Modified clicks (new tab, new window) keep the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setLightboxWanted(true);
    setOpenAt(index);
  };
  const close = () => {
    setOpenAt(null);
    opener.current?.focus({ preventScroll: true });
  };
  const slides = pictures.map((picture) => slideOf(picture, { imageUrl, imageSrcSet }));
  const labels: LightboxLabels = {
    label: t("listing.gallery.label"),
    previous: t("listing.gallery.previous"),
    next: t("listing.gallery.next"),
    close: t("listing.gallery.close"),
    carousel: t("listing.gallery.carousel"),
    slide: t("listing.gallery.slide"),
    // Swiper fills {{index}} and {{slidesLength}}; our text names them {n} and {total}.
    counter: t("listing.gallery.counter", { n: "{{index}}", total: "{{slidesLength}}" }),
  };

  return (
    <section
      className="property-gallery"
      aria-label={t("listing.gallery.label")}
      aria-roledescription={count > 1 ? t("listing.gallery.carousel") : undefined}
      onPointerEnter={loadLightbox}
      onFocus={loadLightbox}
    >
      <div className="property-gallery__stage" onKeyDown={count > 1 ? onKeyDown : undefined}>
        <div ref={track} className="property-gallery__track">
          {pictures.map((picture, index) => (
            <div
              key={`${picture.src}-${index}`}
              className="property-gallery__slide"
              role={count > 1 ? "group" : undefined}
              aria-roledescription={count > 1 ? t("listing.gallery.slide") : undefined}
              aria-label={count > 1 ? t("listing.gallery.counter", { n: index + 1, total: count }) : undefined}
            >
              <a
                className={index === 0 ? "property-gallery__hero" : "property-gallery__photo"}
                href={imageUrl(picture.src, 1920)}
                onClick={(event) => open(event, index)}
                // Once the page runs, the arrow keys move between photos: one tab stop, not one per photo.
                tabIndex={hydrated && count > 1 ? (index === current ? 0 : -1) : undefined}
              >
                <img
                  src={imageUrl(picture.src, 1200)}
                  srcSet={imageSrcSet(picture.src, SLIDE_WIDTHS) || undefined}
                  sizes={SLIDE_SIZES}
                  width={1200}
                  height={800}
                  alt={picture.alt}
                  fetchPriority={index === 0 ? "high" : undefined}
                  loading={index === 0 ? undefined : "lazy"}
                  decoding={index === 0 ? undefined : "async"}
                  draggable={false}
                />
              </a>
            </div>
          ))}
        </div>
        {/* Buttons only where they work: without JavaScript the row is swiped or tabbed through. */}
        {hydrated && count > 1 ? (
          <>
            <button
              type="button"
              className="property-gallery__nav property-gallery__nav--previous"
              aria-label={labels.previous}
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              <Chevron />
            </button>
            <button
              type="button"
              className="property-gallery__nav property-gallery__nav--next"
              aria-label={labels.next}
              disabled={current === count - 1}
              onClick={() => goTo(current + 1)}
            >
              <Chevron />
            </button>
          </>
        ) : null}
        {count > 1 ? (
          <p className="property-gallery__counter" aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">
              {current + 1} / {count}
            </span>
            <span className="visually-hidden">{t("listing.gallery.counter", { n: current + 1, total: count })}</span>
          </p>
        ) : null}
      </div>
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <GalleryLightbox slides={slides} index={openAt ?? 0} open={openAt !== null} onClose={close} labels={labels} />
        </Suspense>
      ) : null}
    </section>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="20" viewBox="0 0 14 24">
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

/** A lightbox slide with the endpoint's widths; its height follows the photo's own ratio (3:2 when unknown). */
function slideOf(picture: DetailPicture, { imageUrl, imageSrcSet }: ImageUrls): LightboxSlide {
  const ratio = picture.width && picture.height ? picture.height / picture.width : 2 / 3;
  return {
    src: imageUrl(picture.src, 1920),
    srcSet: imageSrcSet(picture.src, LIGHTBOX_WIDTHS) || undefined,
    alt: picture.alt,
    width: 1920,
    height: Math.round(1920 * ratio),
  };
}
