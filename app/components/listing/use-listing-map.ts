import { useEffect, useRef, useState, type RefObject } from "react";
import type Leaflet from "leaflet";
import type { Content } from "#app/domain/content.ts";
import type { Translator } from "#app/i18n/interpolate.ts";
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

/**
 * The embedded map's behaviour (spec §7, docs/decisions/0020), in the browser only: it listens for
 * the listings the list page posts and draws them with Leaflet and supercluster, which it loads on
 * demand, each in a chunk of its own, so they weigh on no list page.
 *
 * Markers close together on screen are drawn as one numbered cluster (supercluster, which groups
 * points per zoom level; a click zooms in until they part).
 */

/** Markers nearer than this on screen (px) make a cluster. */
const CLUSTER_RADIUS_PX = 60;
/** From this zoom on every listing has its own marker. */
const CLUSTER_MAX_ZOOM = 16;

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]>) =>
  Object.assign(document.createElement(tag), properties);

/**
 * Draws the map of the listings the list page posts into `container`. Returns those listings (null
 * until the first message), whether the map is drawn, and the function that posts its visible
 * bounds to the list page ("search in this area"; null while no map is drawn).
 */
export function useListingMap(
  container: RefObject<HTMLDivElement | null>,
  map: Content["settings"]["map"],
  t: Translator,
): [message: MapMessage | null, ready: boolean, searchArea: RefObject<(() => void) | null>] {
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
    const frame = container.current;
    if (!frame) return;
    let disposed = false;
    let cleanup = () => {};
    void Promise.all([import("leaflet"), import("supercluster")]).then(
      ([{ default: L }, { default: Supercluster }]) => {
        if (disposed) return;
        const leafletMap = L.map(frame, { scrollWheelZoom: false }).setView([map.center.lat, map.center.lng], map.zoom);
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
          const popup = element("div", { className: "map-popup" });
          if (message?.markerInfo.title) popup.append(element("strong", { textContent: marker.title }));
          if (message?.markerInfo.price && marker.price) popup.append(element("span", { textContent: marker.price }));
          // The detail page opens in the parent window, not inside the frame; a listing's own map
          // (an empty link text) links nowhere.
          if (message?.markerInfo.link)
            popup.append(element("a", { href: marker.url, target: "_top", textContent: message.markerInfo.link }));
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
        const clusters = new Map<string, Leaflet.Marker>();
        let shown = new Set<Leaflet.Layer>();
        const draw = () => {
          const zoom = Math.round(leafletMap.getZoom());
          const bounds = leafletMap.getBounds();
          const next = new Set<Leaflet.Layer>();
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
    // `container` is a ref; `t` follows the page's language, which never changes inside the frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, message]);

  return [message, ready, searchArea];
}
