import { data } from "react-router";
import type { Route } from "./+types/article";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { formatDate } from "#app/lib/date.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { pickLocalizedText } from "#app/domain/content.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";

/** An article of content/articles.json at its own route (the services articles, /home/home/). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname, locale, routeKey } = pageRoute(context, request);
  const article = context.content.articles[routeKey];
  if (!article) throw data(null, { status: 404 });
  const fallback = defaultLocale(context.content);
  const title = pickLocalizedText(article.title, locale, fallback);
  const body = pickLocalizedText(article.body, locale, fallback);
  if (!title || !body) throw data(null, { status: 404 });
  const description = pickLocalizedText(article.description, locale, fallback)?.value ?? "";
  const breadcrumb = pageBreadcrumb(context.content, locale, pathname);
  const contentLocales = LOCALES.filter(
    (lang) => pickLocalizedText(article.body, lang, lang)?.locale === lang,
  ) as Locale[];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey,
    title: title.value,
    description,
    image: article.image,
    ogType: "article",
    contentLocales,
    jsonLd: [breadcrumbJsonLd(context.config.siteUrl, breadcrumb)],
  });
  return data(
    {
      title: title.value,
      titleLang: title.locale === locale ? null : title.locale,
      html: body.value,
      htmlLang: body.locale === locale ? null : body.locale,
      image: article.image ?? null,
      updated: article.updated ? formatDate(article.updated) : null,
      breadcrumb,
      seo,
    },
    { headers: publicCacheHeaders() },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { title, titleLang, html, htmlLang, breadcrumb, updated } = loaderData;
  return (
    <main className="page page--article">
      <Breadcrumb items={breadcrumb} />
      <article className="article">
        <h1 className="page__title" lang={titleLang ?? undefined}>
          {title}
        </h1>
        {htmlLang ? (
          <p className="notice notice--info">{t("shell.contentFallback", { language: t(`shell.lang.${htmlLang}`) })}</p>
        ) : null}
        <div className="rich-text" lang={htmlLang ?? undefined} dangerouslySetInnerHTML={{ __html: html }} />
        {updated ? <p className="article__updated">{t("article.updated", { date: updated })}</p> : null}
      </article>
    </main>
  );
}
