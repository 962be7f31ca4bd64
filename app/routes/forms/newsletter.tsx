import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { headersFromLoader, keepPageAfterPost } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { NEWSLETTER_FORM, NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import { newsletterSchema } from "#app/domain/forms/newsletter.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { readForm, receiveLeadForm, unknownForm } from "#app/services/leads/lead-form.server.ts";
import { acceptNewsletterSignUp } from "#app/services/leads/newsletter.server.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { formPage } from "#app/routes/forms/form-page.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * The newsletter page (route key `newsletter`): its title and description from
 * content/pages.json, then the sign-up form. Signing up stores the subscription and mails a
 * welcome with the unsubscribe link; the thank-you page is /feedback/sign-newsletter.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await formPage(context, request, "newsletter");
  return data(page, { headers: publicCacheHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageRoute(context, request, "newsletter");
  const formData = await readForm(request);
  if (formData?.get(FORM_FIELD) !== NEWSLETTER_FORM) return unknownForm(locale);
  return receiveLeadForm({
    request,
    context,
    locale,
    form: NEWSLETTER_FORM,
    feedback: "sign-newsletter",
    schema: newsletterSchema,
    formData,
    accept: (value) => acceptNewsletterSignUp(context, locale, value),
  });
}

export const shouldRevalidate = keepPageAfterPost;

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb } = loaderData;
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--form">
      {view.description ? <p className="page__lead">{view.description}</p> : null}
      <NewsletterForm />
    </PageFrame>
  );
}
