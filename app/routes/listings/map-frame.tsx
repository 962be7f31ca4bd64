import { useEffect, useRef, useState } from "react";
import type { Route } from "./+types/map-frame";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import mapStyles from "#app/styles/map-frame.css?url";
import { localeFromUrl } from "#app/i18n/locales.ts";
import { clampBbox, formatBbox } from "#app/lib/map-bounds.ts";
import {
  isMapMessage,
  MAP_AREA_TYPE,
  MAP_READY_TYPE,
  type MapArea,
  type MapMarker,
  type MapMessage,
  type MapReady,
} from "#app/lib/map-message.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { useT } from "#app/components/layout/use-shell.ts";

/**
 * The embedded map (spec §7): its own small page inside the list page's <iframe>, so Leaflet's code
 * and the tiles never weigh on the list page. It draws the markers the parent page posts to it.
 * Not indexed; tiles come from the configured tile server (settings.map).
 *
 * Markers close together on screen are drawn as one numbered cluster (supercluster, which groups
 * points per zoom level; a click zooms in until they part). "Search in this area" posts the map's
 * visible bounds to the list page, which opens the list of that area.
 */

/** Markers nearer than this on screen (px) make a cluster. */
const CLUSTER_RADIUS_PX = 60;
/** From this zoom on every listing has its own marker. */
const CLUSTER_MAX_ZOOM = 16;
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromUrl(new URL(request.url)) ?? defaultLocale(context.content);
  return { map: context.content.settings.map, locale };
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
  const [ready, setReady] = useState(false);
  const searchArea = useRef<(() => void) | null>(null);

  // Only the site's own pages may talk to this frame, in the documented shape.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      // The same listings posted twice (on load and on ready) must not redraw the map.
      if (isMapMessage(event.data))
        setMessage((current) => (JSON.stringify(current) === JSON.stringify(event.data) ? current : event.data));
    };
    window.addEventListener("message", onMessage);
    if (window.parent !== window)
      window.parent.postMessage({ type: MAP_READY_TYPE } satisfies MapReady, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => {};
    void Promise.all([import("leaflet"), import("supercluster")]).then(
      ([{ default: L }, { default: Supercluster }]) => {
        if (disposed) return;
        const leafletMap = L.map(element, { scrollWheelZoom: false }).setView(
          [map.center.lat, map.center.lng],
          map.zoom,
        );
        L.tileLayer(map.tileUrl, { attribution: map.attribution, maxZoom: map.maxZoom }).addTo(leafletMap);
        const listings = message?.markers ?? [];
        const pin = (marker: MapMarker) => {
          const icon = L.divIcon({
            className: message?.customMarker || "map-pin",
            html: "<span></span>",
            iconSize: [28, 36],
            iconAnchor: [14, 36],
            popupAnchor: [0, -32],
          });
          const popup = document.createElement("div");
          popup.className = "map-popup";
          if (message?.markerInfo.title)
            popup.append(Object.assign(document.createElement("strong"), { textContent: marker.title }));
          if (message?.markerInfo.price && marker.price)
            popup.append(Object.assign(document.createElement("span"), { textContent: marker.price }));
          // The detail page opens in the parent window, not inside the frame.
          popup.append(
            Object.assign(document.createElement("a"), {
              href: marker.url,
              target: "_top",
              textContent: message?.markerInfo.link || marker.title,
            }),
          );
          return L.marker([marker.lat, marker.lng], { icon, title: marker.title, alt: marker.title }).bindPopup(popup);
        };
        const pins = listings.map(pin);
        const index = new Supercluster<{ index: number }>({
          radius: CLUSTER_RADIUS_PX,
          extent: 256,
          maxZoom: CLUSTER_MAX_ZOOM,
        });
        index.load(
          listings.map((marker, i) => ({
            type: "Feature" as const,
            properties: { index: i },
            geometry: { type: "Point" as const, coordinates: [marker.lng, marker.lat] },
          })),
        );

        // What is on the map is changed, not redrawn: a marker whose popup is open stays (the popup's
        // own pan would otherwise close it).
        const layer = L.layerGroup().addTo(leafletMap);
        const clusters = new Map<string, L.Marker>();
        let shown = new Set<L.Layer>();
        const draw = () => {
          const zoom = Math.round(leafletMap.getZoom());
          const bounds = leafletMap.getBounds();
          const next = new Set<L.Layer>();
          for (const feature of index.getClusters(
            [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
            zoom,
          )) {
            const [lng, lat] = feature.geometry.coordinates as [number, number];
            const properties = feature.properties;
            if (!("cluster" in properties) || !properties.cluster) {
              const own = pins[(properties as { index: number }).index];
              if (own) next.add(own);
              continue;
            }
            const key = `${zoom}:${properties.cluster_id}`;
            let cluster = clusters.get(key);
            if (!cluster) {
              const count = properties.point_count;
              const label = t("listing.area.cluster", { count });
              const icon = L.divIcon({ className: "map-cluster", html: `<span>${count}</span>`, iconSize: [40, 40] });
              const marker = L.marker([lat, lng], { icon, title: label, keyboard: true });
              marker.on("click", () =>
                leafletMap.setView(
                  [lat, lng],
                  Math.min(index.getClusterExpansionZoom(properties.cluster_id), map.maxZoom),
                ),
              );
              // Named by what it holds and does, not by its number alone (a button's text would be its name).
              marker.on("add", () => marker.getElement()?.setAttribute("aria-label", label));
              cluster = marker;
              clusters.set(key, cluster);
            }
            next.add(cluster);
          }
          for (const old of shown) if (!next.has(old)) layer.removeLayer(old);
          for (const current of next) if (!shown.has(current)) layer.addLayer(current);
          shown = next;
        };
        if (listings.length > 0)
          leafletMap.fitBounds(L.latLngBounds(listings.map((m) => [m.lat, m.lng] as [number, number])).pad(0.2), {
            maxZoom: 14,
          });
        leafletMap.on("moveend", draw);
        draw();
        searchArea.current = () => {
          const bounds = leafletMap.getBounds();
          const bbox = formatBbox(
            clampBbox({
              minLng: bounds.getWest(),
              minLat: bounds.getSouth(),
              maxLng: bounds.getEast(),
              maxLat: bounds.getNorth(),
            }),
          );
          window.parent.postMessage({ type: MAP_AREA_TYPE, bbox } satisfies MapArea, window.location.origin);
        };
        setReady(true);
        cleanup = () => {
          searchArea.current = null;
          leafletMap.remove();
        };
      },
    );
    return () => {
      disposed = true;
      cleanup();
    };
    // `t` follows the page's language, which never changes inside the frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, message]);

  return (
    <div className="map-frame-page">
      <div
        ref={container}
        className="map-frame"
        role="region"
        aria-label={t("listing.mapTitle")}
        data-markers={message?.markers.length ?? 0}
      />
      {/* Only inside a list page: a map opened on its own has no list to search. */}
      {ready && window.parent !== window ? (
        <button type="button" className="map-search-area" onClick={() => searchArea.current?.()}>
          {t("listing.area.search")}
        </button>
      ) : null}
    </div>
  );
}
