import { useEffect, useRef } from "react";
import { data, useFetcher, useLoaderData } from "react-router";
import type { Route } from "./+types/favourites";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { SavedCards, ShareLink } from "#app/components/saved/saved-page-parts.tsx";
import { useSaved } from "#app/components/saved/saved-store.ts";
import { idsHref, MAX_COMPARED, parseListingIds } from "#app/lib/listing-ids.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { formPage } from "#app/routes/forms/form-page.server.ts";

/**
 * The favourites page (route key `favourites`, decision 0020). Favourites live in the visitor's browser
 * (no account), so the page has two faces:
 * - `?ids=4100001,4100002` (the shareable link): the server renders those listings, for anyone,
 *   with or without JavaScript.
 * - no ids: the visitor's own favourites, read from the browser's storage and fetched through this
 *   same loader (with their ids); without JavaScript the page says what favourites need.
 * Not indexed (pages.json: isActiveSEO false): a list of someone's picks is no page for a search engine.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await formPage(context, request, "favourites");
  const url = new URL(request.url);
  const shared = url.searchParams.has("ids");
  const { ids, invalid } = parseListingIds(url.searchParams.get("ids"));
  const { cards, missing } = await context.catalogue.saved(ids, page.locale);
  return data(
    {
      ...page,
      path: url.pathname,
      compareHref: routePath(context.content.routes.routes, "compare", page.locale),
      shared,
      cards,
      missing: missing.length + invalid,
    },
    { headers: publicCacheHeaders() },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb, shared } = loaderData;
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--saved">
      {shared ? <SharedFavourites /> : <OwnFavourites />}
    </PageFrame>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** A shared link's listings, as the server found them. */
function SharedFavourites() {
  const t = useT();
  const { cards, missing, compareHref } = useLoaderData<typeof loader>();
  const comparable = cards.slice(0, MAX_COMPARED).map((card) => card.id);
  return (
    <section className="saved-page" aria-labelledby="saved-title">
      <h2 id="saved-title">{t("favourites.sharedTitle")}</h2>
      <p>{t("favourites.sharedIntro")}</p>
      {missing > 0 ? <p className="notice">{t("favourites.missing")}</p> : null}
      <SavedCards cards={cards} />
      {comparable.length > 1 ? (
        <p>
          <a className="button" href={idsHref(compareHref, comparable)}>
            {t("listing.compare.open", { count: comparable.length })}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The visitor's own favourites: from the browser's storage, their cards fetched with their ids. */
function OwnFavourites() {
  const t = useT();
  const { path, compareHref } = useLoaderData<typeof loader>();
  const saved = useSaved("favourites");
  const chosen = useSaved("compare");
  const fetcher = useFetcher<LoaderData>();
  const key = saved?.join(",") ?? null;
  // Fetched again only when an id is added: a removed one is simply left out below.
  const fetched = useRef<string[]>([]);
  useEffect(() => {
    if (!key || key.split(",").every((id) => fetched.current.includes(id))) return;
    fetched.current = key.split(",");
    void fetcher.load(`${path}?ids=${key}`);
  }, [key, fetcher, path]);

  if (saved === null) {
    return (
      <noscript>
        <p className="notice">{t("favourites.noScript")}</p>
      </noscript>
    );
  }
  if (saved.length === 0) return <p className="saved-page__empty">{t("listing.favourites.empty")}</p>;
  const loaded = fetcher.data?.cards ?? [];
  const cards = saved.flatMap((id) => loaded.filter((card) => card.id === id));
  const shareHref = `${window.location.origin}${idsHref(path, saved)}`;
  return (
    <section className="saved-page" aria-labelledby="saved-title" aria-busy={fetcher.state !== "idle"}>
      <h2 id="saved-title">{t("listing.favourites.title")}</h2>
      {fetcher.data === undefined ? <p>{t("favourites.loading")}</p> : <SavedCards cards={cards} />}
      {chosen && chosen.length > 0 ? (
        <p>
          <a className="button" href={idsHref(compareHref, chosen)}>
            {t("listing.compare.open", { count: chosen.length })}
          </a>
        </p>
      ) : null}
      <ShareLink href={shareHref} />
    </section>
  );
}
