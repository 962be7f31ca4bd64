import type { AppLoadContext } from "react-router";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { loadPageView } from "#app/services/content/page-view.server.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";

/**
 * A page of its own for a visitor form (free valuation, newsletter): its title, description and
 * metadata from content/pages.json, the breadcrumb (always shown: the visitor sees where the form
 * sits), hreflang alternates, and the form's texts for the browser.
 */
export async function formPage(context: AppLoadContext, request: Request, routeKey: string) {
  const { locale, pathname } = pageRoute(context, request, routeKey);
  const { page, ...view } = await loadPageView(context, routeKey, locale);
  const breadcrumb = pageBreadcrumb(context.content, locale, pathname);
  const metadata = page.params.metadata[locale];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey,
    title: metadata?.pageTitle || view.title,
    description: view.description,
    metadata,
    image: page.params.image,
    indexable: page.params.isActiveSEO,
    jsonLd: [breadcrumbJsonLd(context.config.siteUrl, breadcrumb)],
  });
  return { locale, view: { ...view, showBreadcrumb: true }, breadcrumb, seo };
}
