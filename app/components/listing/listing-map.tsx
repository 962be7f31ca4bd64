import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  isMapArea,
  isMapReady,
  MAP_MESSAGE_TYPE,
  MAP_POST_DELAY_MS,
  type MapMarker,
  type MapMessage,
} from "#app/lib/map-message.ts";
import { useT } from "#app/components/layout/use-shell.ts";

const MAP_FRAME_ID = "listing-map";

/**
 * The map view of a list (spec §7): the map is its own page in an <iframe id>, fed by a message
 * 50 ms after it loads. Map tiles come from an external server, so nothing loads until the visitor
 * asks: a labelled button (or, without JavaScript, a link that reloads with `map=1`).
 */
export function ListingMap({
  markers,
  lang,
  loadHref,
  initiallyLoaded,
  marqueeIgnoreList,
  searchAreaHref,
}: {
  markers: MapMarker[];
  lang: string;
  loadHref: string;
  initiallyLoaded: boolean;
  marqueeIgnoreList: (string | number)[];
  /** The list URL of an area the frame asks to search (`bbox`, already checked). */
  searchAreaHref: (bbox: string) => string;
}) {
  const t = useT();
  const navigate = useNavigate();
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
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isMapReady(event.data)) send();
      // "Search in this area": the frame posts the map's bounds; the list of that area replaces this
      // one (the frame stays and gets the new listings below).
      else if (isMapArea(event.data)) void navigate(searchAreaHref(event.data.bbox));
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

  // New listings for a frame that is already there (after a search in an area, a filter or a page
  // change in the browser): it neither loads again nor says it is ready again. The frame ignores a
  // message equal to the one it has.
  const shown = useRef(markers);
  useEffect(() => {
    if (!loaded || shown.current === markers) return;
    shown.current = markers;
    post();
  });

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
  return (
    <iframe
      id={MAP_FRAME_ID}
      ref={frame}
      className="listing-map"
      src={`/embed/map/?lang=${lang}`}
      title={t("listing.mapTitle")}
      onLoad={post}
      loading="lazy"
    />
  );
}

/**
 * The map's listings as a list of links (decision 0020): what the markers show, for keyboard and
 * screen-reader users and without the map's tiles, under the map in the same order as its markers.
 */
export function MapListing({ markers }: { markers: MapMarker[] }) {
  const t = useT();
  if (markers.length === 0) return null;
  return (
    <section className="map-listing" aria-labelledby="map-listing-title">
      <h3 id="map-listing-title" className="map-listing__title">
        {t("listing.area.listTitle", { count: markers.length })}
      </h3>
      <ul className="map-listing__list">
        {markers.map((marker) => (
          <li key={marker.id}>
            <a href={marker.url}>{marker.title}</a>
            {marker.price ? <span className="map-listing__price"> – {marker.price}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
