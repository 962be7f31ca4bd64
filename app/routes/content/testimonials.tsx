import { data } from "react-router";
import type { Route } from "./+types/testimonials";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
import { TestimonialCard } from "#app/components/testimonial-card.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { pageLocale } from "#app/i18n/page-route.server.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { publishedTestimonials } from "#app/services/content/testimonials.server.ts";
import { otherLanguageName, ownLanguageFirst } from "#app/lib/testimonial-languages.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";

/**
 * All published testimonials (spec §2 `/getuigenissen/`), each linking to its own page: those
 * written in the page's language first, the others labelled with their language (decision 0046).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = pageLocale(context, request);
  const routes = context.content.routes.routes;
  const messages = getMessages(locale);
  const items = ownLanguageFirst(await publishedTestimonials(context.db), locale).map((testimonial) => ({
    testimonial,
    href: routePath(routes, "testimonial", locale, { slug: testimonial.slug }),
    language: otherLanguageName(testimonial.lang, locale),
  }));
  const breadcrumb = pageBreadcrumb(context.content, locale, pathname);
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: "testimonials",
    title: messages["shell.testimonials"],
    description: messages["testimonial.intro"],
    jsonLd: [breadcrumbJsonLd(context.config.siteUrl, breadcrumb)],
  });
  return data(
    { items, breadcrumb, writeHref: routePath(routes, "testimonial-form", locale), seo },
    { headers: publicCacheHeaders() },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="page page--testimonials">
      <Breadcrumb items={loaderData.breadcrumb} />
      <h1 className="page__title">{t("shell.testimonials")}</h1>
      <p className="page__lead">{t("testimonial.intro")}</p>
      <p>
        <a className="button button--primary" href={loaderData.writeHref}>
          {t("testimonial.write")}
        </a>
      </p>
      <ul className="testimonial-grid" role="list">
        {loaderData.items.map(({ testimonial, href, language }) => (
          <li key={testimonial.slug}>
            <TestimonialCard testimonial={testimonial} href={href} language={language} />
          </li>
        ))}
      </ul>
    </main>
  );
}
