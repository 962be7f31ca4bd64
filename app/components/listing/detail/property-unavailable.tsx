import { Breadcrumb, type Crumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import type { ListingCard as Card } from "#app/services/listings/listing-views.ts";
import type { OfferLink } from "#app/services/listings/listing-views.ts";
import { SimilarListings } from "./similar-listings.tsx";

/**
 * A listing the provider no longer lists (status 410): what happened, similar listings still on
 * offer and the way back to the list.
 */
export function PropertyWithdrawn({
  title,
  titleLang,
  breadcrumb,
  similar,
  listLink,
}: {
  title: string;
  titleLang: string | null;
  breadcrumb: Crumb[];
  similar: Card[];
  listLink: OfferLink;
}) {
  const t = useT();
  return (
    <main className="page page--property page--property-gone">
      <Breadcrumb items={breadcrumb} />
      <h1 className="page__title">{t("listing.withdrawnTitle")}</h1>
      <p className="property-gone__title" lang={titleLang ?? undefined}>
        {title}
      </p>
      <p>{t("error.listingWithdrawn")}</p>
      <p>
        <a className="button" href={listLink.href}>
          {listLink.name}
        </a>
      </p>
      {similar.length > 0 ? <SimilarListings cards={similar} /> : null}
    </main>
  );
}

/**
 * The 404 of a property URL with an unknown id, in the detail route's own error boundary: the
 * spec's "property not found or sold" text (the root boundary only knows "page not found") and
 * links to the current offer. A project's 404 gives its own `title` ("project not found").
 */
export function PropertyNotFound({
  intro,
  links,
  heading,
  homeHref,
  title,
}: {
  intro: string;
  links: OfferLink[];
  heading: string;
  homeHref: string;
  title?: string;
}) {
  const t = useT();
  return (
    <main className="page page--error page--property-missing">
      <title>{heading}</title>
      <meta name="robots" content="noindex" />
      <h1>{title || t("error.propertyNotFound")}</h1>
      {links.length > 0 ? (
        <>
          <p>{intro}</p>
          <ul className="property-missing__links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <a className="button" href={homeHref}>
          {t("shell.backHome")}
        </a>
      </p>
    </main>
  );
}
