import { useEffect, useRef, useState } from "react";
import { isMapReady, MAP_MESSAGE_TYPE, MAP_POST_DELAY_MS, type MapMarker, type MapMessage } from "#app/lib/map-message.ts";
import { useT } from "#app/components/layout/use-shell.ts";

export const MAP_FRAME_ID = "listing-map";

/**
 * The map view of a list (spec §7): the map is its own page in an <iframe id>, fed by a message
 * 50 ms after it loads. Map tiles come from an external server, so nothing loads until the visitor
 * asks: a labelled button (or, without JavaScript, a link that reloads with `map=1`).
 */
export function ListingMap({ markers, lang, loadHref, initiallyLoaded, marqueeIgnoreList }: { markers: MapMarker[]; lang: string; loadHref: string; initiallyLoaded: boolean; marqueeIgnoreList: (string | number)[] }) {
  const t = useT();
  const [loaded, setLoaded] = useState(initiallyLoaded);
  const frame = useRef<HTMLIFrameElement>(null);

  const send = () => {
    const message: MapMessage = {
      type: MAP_MESSAGE_TYPE,
      mapType: "roadmap",
      markers,
      markerInfo: { price: true, title: true, link: t("listing.viewDetails") },
      customMarker: "map-pin",
      marqueeIgnoreList,
    };
    // The frame is a page of this site: name our own origin, never "*".
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };
  const post = () => window.setTimeout(send, MAP_POST_DELAY_MS);

  // The frame says when it listens; a frame that loaded before this page's script ran (server-
  // rendered with `map=1`) never fires onLoad here, so its ready message is what gets it the markers.
  useEffect(() => {
    if (!loaded) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && isMapReady(event.data)) send();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  });

  // A server-rendered frame may also have said it was ready before this page hydrated and listened:
  // then neither onLoad nor the ready message reaches us, so post once on hydration. The frame
  // ignores the same markers posted twice, and a frame not listening yet will still say ready.
  useEffect(() => {
    if (!initiallyLoaded) return;
    const timer = post();
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  if (!loaded) {
    return (
      <div className="map-placeholder">
        <p>{t("listing.mapListTitle")}</p>
        <a
          className="button"
          href={loadHref}
          onClick={(event) => {
            event.preventDefault();
            setLoaded(true);
          }}
        >
          {t("listing.loadMap")}
        </a>
      </div>
    );
  }
  return <iframe id={MAP_FRAME_ID} ref={frame} className="listing-map" src={`/embed/map/?lang=${lang}`} title={t("listing.mapTitle")} onLoad={post} loading="lazy" />;
}
