import { useEffect, useState, type CSSProperties } from "react";
import type { BannerView } from "#app/services/content/banner-view.ts";
import { useImageUrls } from "#app/components/layout/use-shell.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import { QuickSearch } from "#app/components/search/quick-search.tsx";

/** Spec §2: gallery speed 500 ms; each slide stays this long before the next fades in. */
const GALLERY = { fadeMs: 500, intervalMs: 5000 } as const;
const BANNER_WIDTHS = [600, 1200, 1920] as const;
/**
 * How wide the picture is drawn. On a phone it fills a 16:9 band (app.css), so a wide banner
 * picture (1920 x 800, 2.4:1) is drawn about 135 % of the screen's width: asked for at that width,
 * it stays sharp instead of a narrow version enlarged.
 */
const BANNER_SIZES = "(max-width: 600px) 135vw, 100vw";

/**
 * The home banner (spec §2): image, gallery (fading slideshow, autoplay, lazy images), video
 * (muted, looping, autoplay), properties or projects (slides of pictures; projects link to the
 * project), with the search block: logo, title, descriptions with live counts, a search input and
 * For sale / For rent buttons.
 */
export function HomeBanner({ banner, searchAction, lang }: { banner: BannerView; searchAction: string; lang: string }) {
  const style = { "--banner-color": banner.color } as CSSProperties;
  return (
    <section
      className={`home-banner home-banner--${banner.mediaType}`}
      style={style}
      aria-labelledby={banner.search?.title ? "home-banner-title" : undefined}
    >
      <div className="home-banner__media">
        <BannerMedia banner={banner} />
      </div>
      {banner.search ? <BannerSearch search={banner.search} action={searchAction} lang={lang} /> : null}
    </section>
  );
}

function BannerImage({ src, alt, priority }: { src: string; alt: string; priority: boolean }) {
  const { imageUrl, imageSrcSet } = useImageUrls();
  return (
    <img
      className="home-banner__image"
      src={imageUrl(src, 1920)}
      srcSet={imageSrcSet(src, BANNER_WIDTHS) || undefined}
      sizes={BANNER_SIZES}
      alt={alt}
      width={1920}
      height={800}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "low"}
      decoding={priority ? undefined : "async"}
    />
  );
}

function BannerMedia({ banner }: { banner: BannerView }) {
  const { imageUrl } = useImageUrls();
  switch (banner.mediaType) {
    case "image":
      return banner.image ? <BannerImage src={banner.image} alt={banner.alt} priority /> : null;
    case "video":
      return banner.video ? (
        <video
          className="home-banner__video"
          src={banner.video}
          poster={banner.image ? imageUrl(banner.image, 1920) : undefined}
          muted
          loop
          autoPlay
          playsInline
          aria-hidden="true"
        />
      ) : null;
    case "gallery":
    case "properties":
    case "projects":
      return <Slideshow slides={banner.slides} linked={banner.mediaType !== "gallery"} />;
    default:
      return null;
  }
}

/**
 * Fading slideshow: the first slide renders on the server (it is the LCP image); the others are
 * lazy and fade in every few seconds. Autoplay stops for visitors who prefer reduced motion and
 * while the banner is hovered or focused (WCAG 2.2.2: moving content can be paused).
 */
function Slideshow({ slides, linked }: { slides: BannerView["slides"]; linked: boolean }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (slides.length < 2 || paused) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % slides.length), GALLERY.intervalMs);
    return () => clearInterval(timer);
  }, [slides.length, paused]);
  return (
    <div
      className="slideshow"
      style={{ "--fade-ms": `${GALLERY.fadeMs}ms` } as CSSProperties}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, index) => {
        const image = <BannerImage src={slide.src} alt={slide.alt} priority={index === 0} />;
        return (
          <div
            key={slide.src}
            className="slideshow__slide"
            data-active={index === active ? "true" : undefined}
            aria-hidden={index === active ? undefined : true}
          >
            {linked && slide.href ? (
              <a href={slide.href} tabIndex={index === active ? 0 : -1}>
                {image}
              </a>
            ) : (
              image
            )}
          </div>
        );
      })}
      {slides.length > 1 ? (
        <button type="button" className="slideshow__pause" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? t("banner.play") : t("banner.pause")}
        </button>
      ) : null}
    </div>
  );
}

function BannerSearch({
  search,
  action,
  lang,
}: {
  search: NonNullable<BannerView["search"]>;
  action: string;
  lang: string;
}) {
  const t = useT();
  return (
    <div className="home-banner__search">
      {search.logo ? <img className="home-banner__logo" src={search.logo} alt="" width={160} height={48} /> : null}
      {search.title ? (
        <h1 id="home-banner-title" className="home-banner__title">
          {search.title}
        </h1>
      ) : null}
      {search.descriptions.map((text, index) => (
        <p key={index} className="home-banner__description">
          {text}
        </p>
      ))}
      <QuickSearch action={action} lang={lang} variant="banner" />
      <div className="home-banner__goals">
        <a className="button button--light" href={search.forSaleHref}>
          {t("FOR_SALE")}
          {search.showCounts ? (
            <span className="home-banner__count" data-testid="for-sale-count">
              {search.counts.sale}
            </span>
          ) : null}
        </a>
        <a className="button button--light" href={search.forRentHref}>
          {t("FOR_RENT")}
          {search.showCounts ? (
            <span className="home-banner__count" data-testid="for-rent-count">
              {search.counts.rent}
            </span>
          ) : null}
        </a>
      </div>
    </div>
  );
}
