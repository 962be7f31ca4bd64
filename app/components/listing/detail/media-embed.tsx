import { useEffect, useId, useRef, useState } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import type { DetailMedia } from "#app/services/listings/listing-views.ts";

/**
 * A video or virtual tour behind a click-to-load placeholder (decision 0008: third-party content loads
 * only when the visitor asks for it). The button swaps in the player and moves focus into it; the
 * link below opens the original on the provider's site, also without JavaScript.
 */
export function MediaEmbed({ media }: { media: DetailMedia }) {
  const t = useT();
  const headingId = useId();
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <section className="property-section property-media" aria-labelledby={headingId}>
      <h2 id={headingId}>{media.title}</h2>
      <div className="property-media__frame">
        {!loaded ? (
          <button type="button" className="button button--light property-media__load" onClick={() => setLoaded(true)}>
            {media.loadLabel}
          </button>
        ) : media.kind === "video-file" ? (
          <video ref={frame} src={media.embedUrl} controls preload="metadata" />
        ) : (
          <iframe
            ref={frame}
            src={media.embedUrl}
            title={media.title}
            allow="fullscreen; picture-in-picture; encrypted-media; xr-spatial-tracking"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
      <p className="property-media__external">
        <a href={media.url} target="_blank" rel="noopener noreferrer">
          {t("listing.mediaExternalLink")}
          <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
        </a>
      </p>
    </section>
  );
}
