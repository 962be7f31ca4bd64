import {
  data,
  useLoaderData,
  type AppLoadContext,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { useT } from "#app/components/layout/use-shell.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { PageModules } from "#app/components/modules/page-modules.tsx";
import { Paging } from "#app/components/listing/paging.tsx";
import { ProjectCardGrid } from "#app/components/listing/project/project-cards.tsx";
import { ProjectFilters } from "#app/components/listing/project/project-filters.tsx";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { LISTING_PARAMETERS } from "#app/services/listings/search-query.ts";
import { citySelect, loadListPage } from "#app/services/listings/list-page.server.ts";
import styles from "#app/styles/listing-list.css?url";
import { headersFromLoader } from "#app/routes/route-exports.ts";

/**
 * The projects list (spec §2 `/nl/projecten/`, route key `projects`): the page's configuration
 * (pages.json: title, description, metadata, modules) around its own results — the city filter,
 * "page X of Y, N projects", the project cards (400 px thumbnails) and first/previous/next/last
 * paging, with the page size of the settings. The results take the place of the page's
 * project-list module; its other modules render around them.
 *
 * URL and SEO rules, as on the property lists: `city` and `page` live in the query string;
 * empty, invalid, repeated or foreign parameters (`type`, `sort`… mean nothing here) are dropped
 * by a 302 to the clean URL, a page past the last goes to the last; the canonical URL is the
 * unfiltered list and any filtered or further page is `noindex, follow`.
 */

/** The parameters this list reads; every other listing parameter is dropped from its URL. */
const PROJECT_PARAMETERS = ["city", "page"] as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { locale, routeKey } = pageRoute(context, request, "projects");
  const {
    query,
    result,
    extra: cities,
    page,
    seo,
  } = await loadListPage(
    context,
    request,
    { locale, routeKey },
    {
      drop: LISTING_PARAMETERS.filter((name) => !(PROJECT_PARAMETERS as readonly string[]).includes(name)),
      read: (query) =>
        Promise.all([
          context.catalogue.projects({ city: query.city, page: query.page, pageSize: query.pageSize }, locale),
          context.catalogue.projectCities(),
        ]),
      isResults: (modules) => modules.findIndex((m) => m.body.type === "project-list"),
      filtered: (clean) => PROJECT_PARAMETERS.some((name) => clean.has(name)),
    },
  );
  // A chosen city without projects stays in the list (as typed), so the form keeps it when sent again.
  const city = citySelect(query.city, cities);

  return data(
    {
      ...page,
      city: city.value,
      cities: city.options,
      cards: result.cards,
      total: result.total,
      page: result.page,
      pages: result.pages,
      seo,
    },
    { headers: publicCacheHeaders() },
  );
}

export const headers = headersFromLoader;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => (loaderData ? seoMetaTags(loaderData.seo) : []);

export default function ProjectList() {
  const { view, before, list, after, breadcrumb, path, search, city, cities, cards, total, page, pages } =
    useLoaderData<typeof loader>();
  const t = useT();
  const Heading = list?.heading ?? "h2";
  const titleId = list?.title ? `module-${list.id}-title` : undefined;
  const count = t("project.count", { count: total });
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--listing-list">
      {before.length > 0 ? <PageModules modules={before} /> : null}
      <section className="listing-results project-results" aria-labelledby={titleId ?? "results"}>
        {list?.title ? (
          <Heading id={titleId} className={`module__title module__title--${list.heading}`}>
            {list.title}
          </Heading>
        ) : null}
        {list?.description ? <p className="module__description">{list.description}</p> : null}
        <ProjectFilters action={path} city={city} cities={cities} />
        <h2 id="results" className="listing-results__summary">
          {t("listing.paging.pageOf", { page, pages })}, {count}
        </h2>
        {cards.length === 0 ? (
          <p className="listing-results__empty">{t("error.noProjects")}</p>
        ) : (
          <ProjectCardGrid cards={cards} empty={t("error.noProjects")} perRow={list?.perRow ?? 3} firstRow />
        )}
        <Paging path={path} search={search} page={page} pages={pages} />
      </section>
      {after.length > 0 ? <PageModules modules={after} /> : null}
    </PageFrame>
  );
}
