import { useT } from "#app/components/layout/use-shell.ts";

/**
 * Where a listing or project is: its place in words and links to the map and Street View, each in
 * a new tab. The links come from the service, which leaves out Street View (and points the map at
 * the municipality, not a pin) when the address is not published. Nothing without a link.
 */
export function LocationSection({
  place,
  mapUrl,
  streetViewUrl,
}: {
  place: string;
  mapUrl: string | null;
  streetViewUrl: string | null;
}) {
  const t = useT();
  if (!mapUrl && !streetViewUrl) return null;
  const newTab = <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>;
  return (
    <section className="property-section property-location" aria-labelledby="location">
      <h2 id="location">{t("detail.group.location")}</h2>
      <p>{place}</p>
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
