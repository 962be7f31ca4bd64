import { data } from "react-router";
import type { Route } from "./+types/testimonial";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
import { TestimonialCard } from "#app/components/testimonial-card.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { labelled } from "#app/lib/typography.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { pageLocale } from "#app/i18n/page-route.server.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { cleanDescription } from "#app/lib/description.ts";
import { publishedTestimonial } from "#app/services/content/testimonials.server.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";

/**
 * One testimonial (spec §2 `/getuigenissen/{person-slug}/`). Its text is in the language it was
 * written in: on the other languages' pages it is marked with `lang` and the canonical URL points
 * at the page in its own language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = pageLocale(context, request);
  const testimonial = params.slug ? await publishedTestimonial(context.db, params.slug) : null;
  if (!testimonial) throw data(null, { status: 404 });
  const routes = context.content.routes.routes;
  const messages = getMessages(locale);
  const breadcrumb = [
    { name: messages["shell.home"], path: routePath(routes, "home", locale) },
    { name: messages["shell.testimonials"], path: routePath(routes, "testimonials", locale) },
    { name: testimonial.name, path: pathname },
  ];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: "testimonial",
    params: { slug: testimonial.slug },
    title: labelled(locale, messages["shell.testimonials"], testimonial.name),
    description: cleanDescription(testimonial.comment, { maxLength: 160 }),
    ogType: "article",
    contentLocales: testimonial.lang ? [testimonial.lang] : undefined,
    jsonLd: [
      breadcrumbJsonLd(context.config.siteUrl, breadcrumb),
      {
        "@context": "https://schema.org",
        "@type": "Review",
        inLanguage: testimonial.lang ?? undefined,
        author: { "@type": "Person", name: testimonial.name },
        datePublished: testimonial.isoDate,
        reviewBody: testimonial.comment,
        ...(testimonial.rating
          ? { reviewRating: { "@type": "Rating", ratingValue: testimonial.rating, bestRating: 5 } }
          : {}),
        itemReviewed: {
          "@id": `${context.config.siteUrl}/#agency`,
          "@type": "RealEstateAgent",
          name: context.content.siteInfo.name,
        },
      },
    ],
  });
  return data(
    { testimonial, breadcrumb, listHref: routePath(routes, "testimonials", locale), seo },
    { headers: publicCacheHeaders() },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function Testimonial({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { testimonial, breadcrumb, listHref } = loaderData;
  return (
    <main className="page page--testimonial">
      <Breadcrumb items={breadcrumb} />
      <h1 className="page__title">{testimonial.name}</h1>
      <TestimonialCard testimonial={testimonial} full />
      <p>
        <a className="button button--ghost" href={listHref}>
          {t("testimonial.all")}
        </a>
      </p>
    </main>
  );
}
