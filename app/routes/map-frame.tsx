import { useEffect, useRef, useState } from "react";
import type { Route } from "./+types/map-frame";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import mapStyles from "#app/styles/map-frame.css?url";
import { isLocale } from "#app/i18n/locales.ts";
import { isMapMessage, MAP_READY_TYPE, type MapMessage, type MapReady } from "#app/lib/map-message.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { messagesFor } from "#app/services/content/page-messages.server.ts";
import { useT } from "#app/components/layout/use-shell.ts";

/**
 * The embedded map (spec §7): its own small page inside the list page's <iframe>, so Leaflet's code
 * and the tiles never weigh on the list page. It draws the markers the parent page posts to it.
 * Not indexed; tiles come from the configured tile server (settings.map).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : defaultLocale(context.content);
  return { map: context.content.settings.map, locale, messages: messagesFor(locale, ["listing.mapTitle", "listing.viewDetails"]) };
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: leafletStyles },
  { rel: "stylesheet", href: mapStyles },
];

/** A bare page: no header, footer or scroll button around the map. */
export const handle = { bare: true };

export function meta() {
  return [{ title: "Map" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function MapFrame({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { map } = loaderData;
  const container = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<MapMessage | null>(null);

  // Only the site's own pages may talk to this frame, in the documented shape.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      // The same listings posted twice (on load and on ready) must not redraw the map.
      if (isMapMessage(event.data)) setMessage((current) => (JSON.stringify(current) === JSON.stringify(event.data) ? current : event.data));
    };
    window.addEventListener("message", onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: MAP_READY_TYPE } satisfies MapReady, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => {};
    void import("leaflet").then(({ default: L }) => {
      if (disposed) return;
      const leafletMap = L.map(element, { scrollWheelZoom: false }).setView([map.center.lat, map.center.lng], map.zoom);
      L.tileLayer(map.tileUrl, { attribution: map.attribution, maxZoom: map.maxZoom }).addTo(leafletMap);
      const markers = (message?.markers ?? []).map((marker) => {
        const icon = L.divIcon({ className: message?.customMarker || "map-pin", html: "<span></span>", iconSize: [28, 36], iconAnchor: [14, 36], popupAnchor: [0, -32] });
        const popup = document.createElement("div");
        popup.className = "map-popup";
        if (message?.markerInfo.title) popup.append(Object.assign(document.createElement("strong"), { textContent: marker.title }));
        if (message?.markerInfo.price && marker.price) popup.append(Object.assign(document.createElement("span"), { textContent: marker.price }));
        // The detail page opens in the parent window, not inside the frame.
        popup.append(Object.assign(document.createElement("a"), { href: marker.url, target: "_top", textContent: message?.markerInfo.link || marker.title }));
        return L.marker([marker.lat, marker.lng], { icon, title: marker.title, alt: marker.title }).bindPopup(popup).addTo(leafletMap);
      });
      if (markers.length > 0) leafletMap.fitBounds(L.featureGroup(markers).getBounds().pad(0.2), { maxZoom: 14 });
      cleanup = () => leafletMap.remove();
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [map, message]);

  return <div ref={container} className="map-frame" role="region" aria-label={t("listing.mapTitle")} data-markers={message?.markers.length ?? 0} />;
}
