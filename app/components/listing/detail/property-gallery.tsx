import { lazy, Suspense, useState, type MouseEvent } from "react";
import type { SlideImage } from "yet-another-react-lightbox";
import { useT } from "#app/components/layout/use-shell.ts";
import { imageSrcSet, imageUrl } from "#app/lib/image-url.ts";
import type { DetailPicture } from "#app/services/listings/property-detail.server.ts";

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
export function PropertyGallery({ pictures, title }: { pictures: DetailPicture[]; title: string }) {
  const t = useT();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);

  const [hero, ...others] = pictures;
  if (!hero) {
    return (
      <div className="property-gallery property-gallery--empty">
        <p>{t("error.noPhotos")}</p>
      </div>
    );
  }

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setLightboxWanted(true);
    setOpenAt(index);
  };
  const slides: SlideImage[] = pictures.map((picture) => slideOf(picture));
  const labels = {
    Previous: t("listing.gallery.previous"),
    Next: t("listing.gallery.next"),
    Close: t("listing.gallery.close"),
    Lightbox: t("listing.gallery.label"),
    "Photo gallery": title,
    Carousel: t("listing.gallery.carousel"),
    Slide: t("listing.gallery.slide"),
    // The library fills {index} and {total}; our text names them {n} and {total}.
    "{index} of {total}": t("listing.gallery.counter", { n: "{index}", total: "{total}" }),
  };

  return (
    <section className="property-gallery" aria-label={t("listing.gallery.label")} onPointerEnter={loadLightbox} onFocus={loadLightbox}>
      <a className="property-gallery__hero" href={imageUrl(hero.src, 1920)} onClick={open(0)}>
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
              <a className="property-gallery__thumb" href={imageUrl(picture.src, 1920)} onClick={open(offset + 1)}>
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
          <GalleryLightbox slides={slides} index={openAt ?? 0} open={openAt !== null} onClose={() => setOpenAt(null)} labels={labels} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** A lightbox slide with the endpoint's widths; heights follow the photo's own ratio (3:2 when unknown). */
function slideOf(picture: DetailPicture): SlideImage {
  const ratio = picture.width && picture.height ? picture.height / picture.width : 2 / 3;
  const resizable = imageSrcSet(picture.src, LIGHTBOX_WIDTHS) !== "";
  return {
    src: imageUrl(picture.src, 1920),
    alt: picture.alt,
    width: 1920,
    height: Math.round(1920 * ratio),
    srcSet: resizable ? LIGHTBOX_WIDTHS.map((width) => ({ src: imageUrl(picture.src, width), width, height: Math.round(width * ratio) })) : undefined,
  };
}
