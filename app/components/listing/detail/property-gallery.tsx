import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import { useImageUrls, type ImageUrls } from "#app/components/layout/use-shell.ts";
import type { DetailPicture } from "#app/services/listings/listing-views.ts";
import type { LightboxLabels, LightboxSlide } from "./gallery-lightbox.tsx";

const GalleryLightbox = lazy(() => import("./gallery-lightbox.tsx"));
const loadLightbox = () => void import("./gallery-lightbox.tsx");

/** Widths of the hero (main column: the full width below 961 px, about 800 px above). */
const HERO_WIDTHS = [600, 800, 1200, 1920] as const;
const HERO_SIZES = "(max-width: 960px) calc(100vw - 2rem), 800px";
const THUMB_WIDTHS = [250, 400] as const;
const LIGHTBOX_WIDTHS = [800, 1200, 1920] as const;

/**
 * The photos of a listing. The first one is the page's largest content (LCP): rendered on the
 * server, loaded first (fetchpriority high, not lazy), in a box of fixed 3:2 ratio so nothing moves
 * while it arrives. The others follow as lazy thumbnails. Every photo is a link to its large
 * version, which works without JavaScript; with it, the link opens the lightbox at that photo
 * (a keyboard-accessible dialog, fetched on first use or when the pointer or focus comes near).
 */
export function PropertyGallery({ pictures }: { pictures: DetailPicture[] }) {
  const { imageUrl, imageSrcSet } = useImageUrls();
  const t = useT();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  // The photo link that opened the lightbox: focus goes back to it when the lightbox closes.
  const opener = useRef<HTMLAnchorElement | null>(null);

  const [hero, ...others] = pictures;
  if (!hero) {
    return (
      <div className="property-gallery property-gallery--empty">
        <p>{t("error.noPhotos")}</p>
      </div>
    );
  }

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
    opener.current?.focus();
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
      onPointerEnter={loadLightbox}
      onFocus={loadLightbox}
    >
      <a className="property-gallery__hero" href={imageUrl(hero.src, 1920)} onClick={(event) => open(event, 0)}>
        <img
          src={imageUrl(hero.src, 1200)}
          srcSet={imageSrcSet(hero.src, HERO_WIDTHS) || undefined}
          sizes={HERO_SIZES}
          width={1200}
          height={800}
          alt={hero.alt}
          fetchPriority="high"
        />
        {pictures.length > 1 ? (
          <span className="property-gallery__count">
            {t("listing.gallery.open")} ({pictures.length})
          </span>
        ) : null}
      </a>
      {others.length > 0 ? (
        <ul className="property-gallery__thumbs">
          {others.map((picture, offset) => (
            <li key={`${picture.src}-${offset}`}>
              <a
                className="property-gallery__thumb"
                href={imageUrl(picture.src, 1920)}
                onClick={(event) => open(event, offset + 1)}
              >
                <img
                  src={imageUrl(picture.src, 250)}
                  srcSet={imageSrcSet(picture.src, THUMB_WIDTHS) || undefined}
                  sizes="(max-width: 767px) 30vw, 160px"
                  width={250}
                  height={167}
                  alt={picture.alt}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <GalleryLightbox slides={slides} index={openAt ?? 0} open={openAt !== null} onClose={close} labels={labels} />
        </Suspense>
      ) : null}
    </section>
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
