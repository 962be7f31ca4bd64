import { data } from "react-router";
import type { Route } from "./+types/testimonial-form";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { TestimonialForm, TESTIMONIAL_FORM } from "#app/components/forms/testimonial-form.tsx";
import { MAX_IMAGE_MB, MAX_TESTIMONIAL_POST_BYTES } from "#app/domain/forms/testimonial-posters.ts";
import { testimonialSchema } from "#app/domain/forms/testimonial.ts";
import { pageLocale } from "#app/i18n/page-route.server.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { readForm, receiveLeadForm, unknownForm, type FormFailure } from "#app/services/leads/lead-form.server.ts";
import { acceptTestimonial, TESTIMONIAL_IMAGE_FIELD } from "#app/services/leads/testimonial.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * Write a testimonial (route `testimonial-form`, `/nl/schrijf-een-getuigenis/`), linked from the
 * testimonials page. The post is multipart (an optional photo); a body far larger than a photo may
 * be is refused before it is read (413).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

/** Beyond this the body is not even read (the server's body limit for uploads is the same, server/body-limit.ts). */
const MAX_BODY_BYTES = MAX_TESTIMONIAL_POST_BYTES;

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const locale = pageLocale(context, request);
  const routes = context.content.routes.routes;
  const messages = getMessages(locale);
  const breadcrumb = [
    { name: messages["shell.home"], path: routePath(routes, "home", locale) },
    { name: messages["shell.testimonials"], path: routePath(routes, "testimonials", locale) },
    { name: messages["form.heading.testimonial"], path: pathname },
  ];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: "testimonial-form",
    title: messages["form.heading.testimonial"],
    description: messages["testimonial.form.intro"],
    jsonLd: [breadcrumbJsonLd(context.config.siteUrl, breadcrumb)],
  });
  return data({ breadcrumb, seo, maxImageMb: MAX_IMAGE_MB }, { headers: publicCacheHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context, request);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    // Not read at all: the form comes back without its values, the photo's error next to its field.
    const error = translate(getMessages(locale), "validation.imageTooLarge", { max: MAX_IMAGE_MB });
    return data<FormFailure>(
      { form: TESTIMONIAL_FORM, errors: { [TESTIMONIAL_IMAGE_FIELD]: error }, values: {}, captcha: false },
      { status: 413 },
    );
  }
  const formData = await readForm(request);
  if (!formData || formData.get(FORM_FIELD) !== TESTIMONIAL_FORM) return unknownForm(locale);
  return receiveLeadForm({
    request,
    context,
    locale,
    form: TESTIMONIAL_FORM,
    feedback: "testimonial",
    schema: testimonialSchema,
    formData,
    accept: (value, posted) => acceptTestimonial(context, locale, value, posted),
  });
}

/** A refused post keeps its own headers (Retry-After) and is never stored by a cache. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  if ([...actionHeaders.keys()].length === 0) return loaderHeaders;
  const merged = new Headers(actionHeaders);
  merged.set("Cache-Control", "no-store");
  return merged;
};

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function TestimonialFormPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="page page--testimonial-form">
      <Breadcrumb items={loaderData.breadcrumb} />
      <h1 className="page__title">{t("form.heading.testimonial")}</h1>
      <p className="page__lead">{t("testimonial.form.intro")}</p>
      <TestimonialForm maxImageMb={loaderData.maxImageMb} />
    </main>
  );
}
