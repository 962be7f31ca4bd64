import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import type { OfferLink } from "#app/services/listings/listing-views.ts";
import { PropertyNotFound } from "./property-unavailable.tsx";

/**
 * The payload a detail route throws with its 404 (see propertyNotFoundData, projectNotFoundData):
 * links to the offer, and for a project its own heading ("project not found").
 */
function notFoundPayload(value: unknown): { intro: string; links: OfferLink[]; heading: string | null } {
  if (typeof value !== "object" || value === null) return { intro: "", links: [], heading: null };
  const { intro, links, heading } = value as { intro?: unknown; links?: unknown; heading?: unknown };
  const valid = Array.isArray(links)
    ? links.filter((l): l is OfferLink => typeof l?.name === "string" && typeof l?.href === "string")
    : [];
  return {
    intro: typeof intro === "string" ? intro : "",
    links: valid,
    heading: typeof heading === "string" && heading !== "" ? heading : null,
  };
}

/**
 * Error boundary of the property and project routes: an unknown id shows the spec's "property not
 * found or sold" page (or the project route's "project not found"), status 404, with links to the
 * current offer; anything else the site's error text, as the root boundary would. Texts come from
 * the shell's (root) dictionary part.
 */
export function PropertyErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const agency = root?.agency.name ?? "";
  const homeHref = root?.shell.homeHref ?? "/";
  if (isRouteErrorResponse(error) && error.status === 404) {
    const payload = notFoundPayload(error.data);
    const heading = payload.heading ?? t("error.propertyNotFound");
    return (
      <PropertyNotFound
        intro={payload.intro}
        links={payload.links}
        heading={agency ? `${heading} | ${agency}` : heading}
        title={heading}
        homeHref={homeHref}
      />
    );
  }
  const title = t("shell.errorTitle");
  return (
    <main className="page page--error">
      <title>{agency ? `${title} | ${agency}` : title}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{t("error.api")}</p>
      <p>
        <a className="button" href={homeHref}>
          {t("shell.backHome")}
        </a>
      </p>
    </main>
  );
}
