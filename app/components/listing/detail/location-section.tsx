import { lazy, Suspense, useState } from "react";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import type { LocationPin } from "./location-map.tsx";
import { useHydrated } from "./use-hydrated.ts";

/** The map's code comes on the visitor's click, in a chunk of its own (decision 0045). */
const LocationMap = lazy(() => import("./location-map.tsx"));

/**
 * Where a listing or project is: its place in words, a map of it, and links to the map and Street
 * View, each in a new tab. The links come from the service, which leaves out Street View (and
 * points the map at the municipality, not a pin) when the address is not published. Nothing
 * without a link.
 *
 * The embedded map is the list's map page in a frame; its tiles come from an external server, so,
 * as on the list, nothing of it loads until the visitor asks (a button, there once the page runs).
 * Without JavaScript the box shows the place and the links below it stay the way to a map. The box
 * has its size from the server on, so the map takes its place without moving the page.
 */
export function LocationSection({
  place,
  mapUrl,
  streetViewUrl,
  pin,
}: {
  place: string;
  mapUrl: string | null;
  streetViewUrl: string | null;
  /** Where the embedded map puts the pin; null: no embedded map (no position known). */
  pin?: LocationPin | null;
}) {
  const t = useT();
  const { locale } = useRootData();
  const hydrated = useHydrated();
  const [mapWanted, setMapWanted] = useState(false);
  if (!mapUrl && !streetViewUrl) return null;
  const newTab = <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>;
  return (
    <section className="property-section property-location" aria-labelledby="location">
      <h2 id="location">{t("detail.group.location")}</h2>
      {pin ? (
        <div className="property-location__map">
          {mapWanted ? (
            <>
              <Suspense fallback={null}>
                <LocationMap pin={pin} lang={locale} />
              </Suspense>
              <p className="property-location__caption">{place}</p>
            </>
          ) : (
            <div className="property-location__placeholder">
              <p className="property-location__place">{place}</p>
              {pin.position.precise ? null : (
                <p className="property-location__approximate">{t("listing.locationApproximate")}</p>
              )}
              {hydrated ? (
                <button type="button" className="button" onClick={() => setMapWanted(true)}>
                  {t("listing.loadMap")}
                </button>
              ) : null}
            </div>
          )}
        </div>
      ) : (
        <p>{place}</p>
      )}
      <ul className="property-location__links">
        {mapUrl ? (
          <li>
            <a href={mapUrl} target="_blank" rel="noopener noreferrer">
              {t("listing.mapLink")}
              {newTab}
            </a>
          </li>
        ) : null}
        {streetViewUrl ? (
          <li>
            <a href={streetViewUrl} target="_blank" rel="noopener noreferrer">
              {t("listing.streetView")}
              {newTab}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
