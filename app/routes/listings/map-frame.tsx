import { useRef } from "react";
import type { Route } from "./+types/map-frame";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import mapStyles from "#app/styles/map-frame.css?url";
import { localeFromUrl } from "#app/i18n/locales.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import { useListingMap } from "#app/components/listing/use-listing-map.ts";

/**
 * The embedded map (spec §7): its own small page inside the list page's <iframe>, so Leaflet's code
 * and the tiles never weigh on the list page. It draws the markers the parent page posts to it
 * (app/components/listing/use-listing-map.ts, clusters included). Not indexed; tiles come from
 * the configured tile server (settings.map).
 *
 * "Search in this area" posts the map's visible bounds to the list page, which opens the list of
 * that area.
 */

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
  const [message, ready, searchArea] = useListingMap(container, map, t);

  return (
    <div className="map-frame-page">
      <div
        ref={container}
        className="map-frame"
        role="region"
        aria-label={t("listing.mapTitle")}
        data-markers={message?.markers.length ?? 0}
      />
      {/* Only inside a list page: a map opened on its own, or a listing's map, has no list to search. */}
      {ready && window.parent !== window && message?.searchArea !== false ? (
        <button type="button" className="map-search-area" onClick={() => searchArea.current?.()}>
          {t("listing.area.search")}
        </button>
      ) : null}
    </div>
  );
}
