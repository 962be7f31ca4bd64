import { data } from "react-router";
import type { Route } from "./+types/demand-register";
import { headersFromLoader, keepPageAfterPost } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { PageModules } from "#app/components/modules/page-modules.tsx";
import { DEMAND_REGISTER_FORM, DemandRegisterForm } from "#app/components/forms/demand-register-form.tsx";
import { demandRegisterSchema } from "#app/domain/forms/demand-register.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { demandPrefill } from "#app/lib/list-filter-chips.ts";
import { pageLocale } from "#app/i18n/page-route.server.ts";
import { loadPageView } from "#app/services/content/page-view.server.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { databaseDown, readForm, receiveLeadForm } from "#app/services/leads/lead-form.server.ts";
import {
  acceptDemandRegister,
  demandChoices,
  demandFormChoices,
  loadDemandCatalogue,
} from "#app/services/leads/demand-register.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * "Keep me informed" (route key demand-register, /nl/blijf-op-de-hoogte/): the page as configured
 * in content/pages.json (title, intro content, modules) with the demand register form; the form
 * posts here. The types and zones it offers come from the catalogue (property types, the cities
 * of the sale and rent lists).
 */
const ROUTE_KEY = "demand-register";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  const locale = pageLocale(context, request);
  const { content } = context;
  const [view, catalogue] = await Promise.all([
    loadPageView(context, ROUTE_KEY, locale),
    loadDemandCatalogue(context, locale),
  ]);
  const breadcrumb = pageBreadcrumb(content, locale, pathname);
  const metadata = view.page.params.metadata[locale];
  const seo = pageSeo({
    content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: ROUTE_KEY,
    title: metadata?.pageTitle || view.title,
    description: view.description,
    metadata,
    image: view.page.params.image,
    indexable: view.page.params.isActiveSEO,
    jsonLd: breadcrumb.length > 1 ? [breadcrumbJsonLd(context.config.siteUrl, breadcrumb)] : [],
  });
  const { page: _page, ...pageView } = view;
  return data(
    {
      view: pageView,
      breadcrumb,
      seo,
      choices: demandFormChoices(catalogue, locale, defaultLocale(content)),
      // "Save this search" on a list page links here with its filters (app/lib/list-filter-chips.ts).
      prefill: demandPrefill(searchParams, demandChoices(catalogue)),
    },
    { headers: publicCacheHeaders() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context, request);
  const formData = await readForm(request);
  let catalogue;
  try {
    catalogue = await loadDemandCatalogue(context, locale);
  } catch (error) {
    context.logger?.error({ err: error }, "demand register choices not readable for a form post");
    return databaseDown(DEMAND_REGISTER_FORM, locale, formData ? formValues(formData) : {});
  }
  return receiveLeadForm({
    request,
    context,
    locale,
    form: DEMAND_REGISTER_FORM,
    feedback: "demand-register",
    schema: demandRegisterSchema(demandChoices(catalogue)),
    ...(formData ? { formData } : {}),
    accept: (value) => acceptDemandRegister(context, locale, value, catalogue),
  });
}

export const shouldRevalidate = keepPageAfterPost;

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function DemandRegisterPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb, choices, prefill } = loaderData;
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--form">
      {/* The page's own introduction when it has none configured: its description. */}
      {view.content ? null : <p className="page__lead">{view.description}</p>}
      <DemandRegisterForm choices={choices} initialValues={prefill} />
      <PageModules modules={view.modules} />
    </PageFrame>
  );
}
