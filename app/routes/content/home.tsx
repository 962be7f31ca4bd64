import { data } from "react-router";
import type { Route } from "./+types/home";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { HomeBanner } from "#app/components/home-banner.tsx";
import { PageModules } from "#app/components/modules/page-modules.tsx";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { pageLocale } from "#app/i18n/page-route.server.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { loadPageView } from "#app/services/content/page-view.server.ts";
import { loadBanner } from "#app/services/content/banner.server.ts";
import { agencyJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";

/** The home page: banner with the search block and live counts, then the configured modules. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = pageLocale(context, request);
  const [view, banner] = await Promise.all([loadPageView(context, "home", locale), loadBanner(context, locale)]);
  const metadata = view.page.params.metadata[locale];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: "home",
    title: metadata?.pageTitle || view.title,
    description: view.description,
    metadata,
    image: view.page.params.image,
    indexable: view.page.params.isActiveSEO,
    jsonLd: [agencyJsonLd(context.content, context.config.siteUrl, locale)],
  });
  const { page: _page, ...pageView } = view;
  return data(
    { view: pageView, banner, locale, searchAction: routePath(context.content.routes.routes, "for-sale", locale), seo },
    { headers: publicCacheHeaders() },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { view, banner, searchAction, locale } = loaderData;
  const bannerHasTitle = Boolean(banner.search?.title);
  return (
    <main className="page page--home">
      <HomeBanner banner={banner} searchAction={searchAction} lang={locale} />
      {!bannerHasTitle && view.showTitle ? <h1 className="page__title">{view.title}</h1> : null}
      <PageModules
        modules={bannerHasTitle ? view.modules.map((m) => ({ ...m, heading: "h2" as const })) : view.modules}
      />
    </main>
  );
}
