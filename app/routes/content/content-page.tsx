import type { Route } from "./+types/content-page";
import { headersFromLoader, keepPageAfterPost } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { PageModules } from "#app/components/modules/page-modules.tsx";
import { SITE_CONTACT_FORM, SiteContactForm } from "#app/components/forms/site-contact-form.tsx";
import { siteContactSchema } from "#app/domain/forms/site-contact.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { loadPageView, publishedPage } from "#app/services/content/page-view.server.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { readForm, receiveLeadForm, unknownForm } from "#app/services/leads/lead-form.server.ts";
import { acceptSiteContact } from "#app/services/leads/site-contact.server.ts";
import type { Page } from "#app/domain/content.ts";
import { data } from "react-router";
import formStyles from "#app/styles/forms.css?url";

/**
 * A page of content/pages.json (menu pages, legal pages, services…): its banner, breadcrumb,
 * content and modules. The route key comes from the URL through the route table. A page with a
 * contact module (the contact page) carries the site's contact form there, and takes its posts.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

/** Whether a configured page shows a contact module, and so the contact form. */
function hasContactForm(page: Page): boolean {
  return page.params.modules.some((module) => module.status === "Published" && module.relations.type === "contact");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname, locale, routeKey } = pageRoute(context, request);
  const view = await loadPageView(context, routeKey, locale);
  const breadcrumb = pageBreadcrumb(context.content, locale, pathname);
  const metadata = view.page.params.metadata[locale];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey,
    title: metadata?.pageTitle || view.title,
    description: view.description,
    metadata,
    image: view.page.params.image,
    indexable: view.page.params.isActiveSEO,
    jsonLd: breadcrumb.length > 1 ? [breadcrumbJsonLd(context.config.siteUrl, breadcrumb)] : [],
  });
  const contactForm = hasContactForm(view.page);
  // The form's texts travel only with the pages that show it.
  return data({ view: stripPage(view), breadcrumb, seo, contactForm }, { headers: publicCacheHeaders() });
}

/**
 * The contact form's posts (pages with a contact module). The page itself comes from the content
 * files, so it answers even when the database is down: the form is shown again, filled in, with
 * "mail not sent, try again" (503). Other pages have no form: 405, as before they had an action.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, routeKey } = pageRoute(context, request);
  if (!hasContactForm(publishedPage(context, routeKey)))
    throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  const formData = await readForm(request);
  if (formData?.get(FORM_FIELD) !== SITE_CONTACT_FORM) return unknownForm(locale);
  return receiveLeadForm({
    request,
    context,
    locale,
    form: SITE_CONTACT_FORM,
    feedback: "site-contact",
    schema: siteContactSchema,
    formData,
    accept: (value) => acceptSiteContact(context, locale, value),
  });
}

export const shouldRevalidate = keepPageAfterPost;

/** The raw page configuration stays on the server. */
function stripPage<T extends { page: unknown }>(view: T): Omit<T, "page"> {
  const { page: _page, ...rest } = view;
  return rest;
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb, contactForm } = loaderData;
  return <PageLayout view={view} breadcrumb={breadcrumb} contactForm={contactForm} />;
}

export function PageLayout({
  view,
  breadcrumb,
  contactForm = false,
  children,
}: {
  view: Route.ComponentProps["loaderData"]["view"];
  breadcrumb: { name: string; path: string }[];
  contactForm?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <PageFrame view={view} breadcrumb={breadcrumb}>
      {children}
      <PageModules modules={view.modules} contactForm={contactForm ? <SiteContactForm /> : null} />
    </PageFrame>
  );
}
