import type { Route } from "./+types/content-page";
import { MODULE_MESSAGES, messagesFor } from "#app/services/content/page-messages.server.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { PageModules } from "#app/components/modules/page-modules.tsx";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { matchLocalizedPath } from "#app/lib/localized-path.ts";
import { loadPageView } from "#app/services/content/page-view.server.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { data } from "react-router";

/**
 * A page of content/pages.json (menu pages, legal pages, services…): its banner, breadcrumb,
 * content and modules. The route key comes from the URL through the route table.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const match = matchLocalizedPath(context.content.routes.routes, pathname);
  const locale = localeFromPath(pathname);
  if (!match || !locale) throw data(null, { status: 404 });
  const view = await loadPageView(context, match.entry.key, locale);
  const breadcrumb = pageBreadcrumb(context.content, locale, pathname);
  const metadata = view.page.params.metadata[locale];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: match.entry.key,
    title: metadata?.pageTitle || view.title,
    description: view.description,
    metadata,
    image: view.page.params.image,
    indexable: view.page.params.isActiveSEO,
    jsonLd: breadcrumb.length > 1 ? [breadcrumbJsonLd(context.config.siteUrl, breadcrumb)] : [],
  });
  return data({ view: stripPage(view), breadcrumb, seo, messages: messagesFor(locale, MODULE_MESSAGES) }, { headers: publicCacheHeaders() });
}

/** The raw page configuration stays on the server. */
function stripPage<T extends { page: unknown }>(view: T): Omit<T, "page"> {
  const { page: _page, ...rest } = view;
  return rest;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb } = loaderData;
  return <PageLayout view={view} breadcrumb={breadcrumb} />;
}

export function PageLayout({ view, breadcrumb, children }: { view: Route.ComponentProps["loaderData"]["view"]; breadcrumb: { name: string; path: string }[]; children?: React.ReactNode }) {
  return (
    <PageFrame view={view} breadcrumb={breadcrumb}>
      {children}
      <PageModules modules={view.modules} />
    </PageFrame>
  );
}
