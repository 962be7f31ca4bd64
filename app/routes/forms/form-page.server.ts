import { data, type AppLoadContext } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { matchLocalizedPath } from "#app/lib/localized-path.ts";
import { loadPageView } from "#app/services/content/page-view.server.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";

/**
 * A page of its own for a visitor form (free valuation, newsletter): its title, description and
 * metadata from content/pages.json, the breadcrumb (always shown: the visitor sees where the form
 * sits), hreflang alternates, and the form's texts for the browser.
 */
export async function formPage(context: AppLoadContext, request: Request, routeKey: string) {
  const { pathname } = new URL(request.url);
  const match = matchLocalizedPath(context.content.routes.routes, pathname);
  const locale = localeFromPath(pathname);
  if (!match || match.entry.key !== routeKey || !locale) throw data(null, { status: 404 });
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

/** The language of a form page's post, or 404 when the path is not one of its pages. */
export function formPageLocale(context: AppLoadContext, request: Request, routeKey: string): Locale {
  const { pathname } = new URL(request.url);
  const match = matchLocalizedPath(context.content.routes.routes, pathname);
  const locale = localeFromPath(pathname);
  if (!match || match.entry.key !== routeKey || !locale) throw data(null, { status: 404 });
  return locale;
}
