import { useEffect, useRef } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import { isMapReady, MAP_MESSAGE_TYPE, MAP_POST_DELAY_MS, type MapMessage } from "#app/lib/map-message.ts";
import type { ListingCoordinates } from "#app/services/listings/listing-views.ts";

/** What the map of one listing or project shows: its pin, named by its title. */
export type LocationPin = { id: number; title: string; position: ListingCoordinates };

/**
 * The map of one listing or project (decision 0045), loaded when the visitor asks for it
 * (location-section.tsx imports this module on that click): the list's own map page
 * (app/routes/listings/map-frame.tsx) in an <iframe>, posted one pin, without the list's "search in
 * this area". Leaflet and the tiles load inside the frame, never with the detail page. The pin
 * stands where the list's map puts the listing: its own coordinates, or its municipality's centre
 * when the address is not published.
 */
export default function LocationMap({ pin, lang }: { pin: LocationPin; lang: string }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);

  // The frame says when it listens (its script may start after its load event): post on that too.
  // The button that asked for the map is gone: the focus goes to the map that replaced it.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isMapReady(event.data)) postPin(frame.current, pin);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [pin]);
  useEffect(() => frame.current?.focus(), []);

  return (
    <iframe
      ref={frame}
      className="property-location__frame"
      src={`/embed/map/?lang=${encodeURIComponent(lang)}`}
      title={t("listing.locationMapTitle", { title: pin.title })}
      onLoad={() => window.setTimeout(() => postPin(frame.current, pin), MAP_POST_DELAY_MS)}
    />
  );
}

/** Posts the pin to the frame; the frame ignores the same message posted twice (on load and on ready). */
function postPin(frame: HTMLIFrameElement | null, pin: LocationPin) {
  const message: MapMessage = {
    type: MAP_MESSAGE_TYPE,
    mapType: "roadmap",
    markers: [
      {
        id: pin.id,
        lat: pin.position.lat,
        lng: pin.position.lng,
        title: pin.title,
        price: null,
        url: window.location.pathname,
        marquee: null,
      },
    ],
    // The popup names the listing; a link to the page the visitor is on would lead nowhere.
    markerInfo: { price: false, title: true, link: "" },
    customMarker: "map-pin",
    marqueeIgnoreList: [],
    searchArea: false,
  };
  // The frame is a page of this site: name our own origin, never "*".
  frame?.contentWindow?.postMessage(message, window.location.origin);
}
