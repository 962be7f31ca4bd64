import type { Route } from "./+types/content-page";
import { MODULE_MESSAGES, messagesFor } from "#app/services/content/page-messages.server.ts";
import { useNonce } from "#app/components/layout/nonce.tsx";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
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
  const nonce = useNonce();
  return (
    <main className={`page page--${view.routeKey}`}>
      {view.css ? <style nonce={nonce}>{view.css}</style> : null}
      {view.banner ? (
        <header className="page-banner" style={view.banner.image ? ({ "--banner-image": `url("${view.banner.image}")` } as React.CSSProperties) : undefined}>
          <h1 className="page-banner__title">{view.banner.title}</h1>
          {view.banner.description ? <p className="page-banner__description">{view.banner.description}</p> : null}
        </header>
      ) : null}
      {view.showBreadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
      {view.showTitle ? <h1 className="page__title">{view.title}</h1> : null}
      {view.content ? <div className="rich-text page__content" lang={view.content.lang ?? undefined} dangerouslySetInnerHTML={{ __html: view.content.value }} /> : null}
      {children}
      <PageModules modules={view.modules} />
    </main>
  );
}
