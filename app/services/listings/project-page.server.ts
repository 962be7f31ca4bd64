import { data, redirect, type AppLoadContext } from "react-router";
import { requestPage } from "#app/i18n/page-route.server.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { countViewFromLoader } from "#app/services/analytics/page-views.server.ts";
import { parseListingId } from "./property-detail.server.ts";
import { projectJsonLd, projectNotFoundData, projectPath } from "./project-detail.server.ts";

/**
 * What a new-build project's detail page shows (route key `project`, `/nl/projecten/:city/:slug/:id/`…).
 * One URL per project and language: a wrong city or title slug throws a 301 to the canonical URL;
 * an unknown id the "project not found" page (404); a project with its own website a 302 to that
 * site (spec §2 — temporary, as the provider may drop the link again); a project withdrawn from
 * the feed answers 410 with the other projects.
 */
export async function projectPage(context: AppLoadContext, request: Request, idParam: string | undefined) {
  const url = new URL(request.url);
  const { content } = context;
  const routes = content.routes.routes;
  const { locale: pathLocale, route } = requestPage(context, request);
  const locale = pathLocale ?? defaultLocale(content);
  const id = parseListingId(idParam ?? route?.params.id);
  if (!route || id === null) throw data(projectNotFoundData(content, locale), { status: 404 });

  const options = context.catalogue.cardOptions(locale);
  const result = await context.catalogue.project(id, locale);
  if (result.kind === "not-found") throw data(projectNotFoundData(content, locale), { status: 404 });
  if (result.kind === "external") throw redirect(result.url, 302);

  const canonicalPath = projectPath(routes, result.routeParams, locale);
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);

  const siteUrl = context.config.siteUrl;
  const listLink = { name: options.messages["project.browseProjects"], href: routePath(routes, "projects", locale) };
  if (result.kind === "withdrawn") {
    const breadcrumb = pageBreadcrumb(content, locale, canonicalPath, result.title);
    const seo = pageSeo({
      content,
      siteUrl,
      locale,
      routeKey: "project",
      paramsFor: (lang) => result.routeParams[lang],
      title: result.title,
      description: options.messages["project.withdrawnText"],
      indexable: false,
    });
    return data(
      {
        kind: "withdrawn" as const,
        title: result.title,
        titleLang: result.titleLang,
        others: result.similar,
        breadcrumb,
        listLink,
        seo,
      },
      // Gone for good: search engines drop the URL; a shared cache may keep the answer a while.
      { status: 410, headers: publicCacheHeaders() },
    );
  }

  const { view } = result;
  // A view of the project for the owner portal's statistics (robots, prefetches and reloads are not counted).
  countViewFromLoader(context, "project", id, request);
  const breadcrumb = pageBreadcrumb(content, locale, canonicalPath, view.title);
  const hero = view.pictures[0];
  const seo = pageSeo({
    content,
    siteUrl,
    locale,
    routeKey: "project",
    paramsFor: (lang) => result.routeParams[lang],
    title: view.title,
    description: view.summary,
    image: hero ? imageUrl(hero.src, 1200, context.config.cdnHost) : undefined,
    contentLocales: result.contentLocales,
    jsonLd: [breadcrumbJsonLd(siteUrl, breadcrumb)],
  });
  seo.jsonLd.push(projectJsonLd(view, { url: seo.canonical, siteUrl, locale, imageHost: context.config.cdnHost }));
  const shareUrl = `${siteUrl}${canonicalPath}`;
  return data(
    {
      kind: "project" as const,
      view,
      breadcrumb,
      shareUrl,
      seo,
    },
    { headers: publicCacheHeaders() },
  );
}
