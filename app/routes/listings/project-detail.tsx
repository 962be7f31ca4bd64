import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { requestPage } from "#app/i18n/page-route.server.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { countViewFromLoader } from "#app/services/analytics/page-views.server.ts";
import { parseListingId } from "#app/services/listings/property-detail.server.ts";
import { projectJsonLd, projectNotFoundData, projectPath } from "#app/services/listings/project-detail.server.ts";
import { ProjectPage } from "#app/components/listing/project/project-page.tsx";
import { ProjectWithdrawn } from "#app/components/listing/project/project-unavailable.tsx";
import { PropertyErrorBoundaryOnDemand } from "#app/components/listing/detail/on-demand.tsx";
import {
  databaseDown,
  errorForLog,
  readForm,
  receiveLeadForm,
  unknownForm,
} from "#app/services/leads/lead-form.server.ts";
import { acceptProjectEnquiry } from "#app/services/leads/project-enquiry.server.ts";
import { acceptDocumentsRequest } from "#app/services/leads/documents-request.server.ts";
import { projectEnquirySchema } from "#app/domain/forms/project-enquiry.ts";
import { documentsRequestSchema } from "#app/domain/forms/documents-request.ts";
import { PROJECT_ENQUIRY_FORM } from "#app/components/forms/project-enquiry-form.tsx";
import { DOCUMENTS_REQUEST_FORM } from "#app/components/forms/documents-request-form.tsx";
import { formValues } from "#app/lib/form-submission.ts";
import propertyStyles from "#app/styles/property-detail.css?url";
import styles from "#app/styles/project-detail.css?url";
import formStyles from "#app/styles/forms.css?url";
import { keepPageAfterPost } from "#app/routes/route-exports.ts";

/**
 * A new-build project's detail page, mounted at the route key `project` in every language
 * (`/nl/projecten/:city/:slug/:id/`…, content/routes.json). One URL per project and language: a
 * wrong city or title slug answers 301 to the canonical URL; an unknown id 404 ("project not
 * found"); a project withdrawn from the feed 410 with the other projects; a project with its own
 * website 302 to that site (spec §2 — temporary, as the provider may drop the link again).
 * Its forms (ask for info about the project, request its documents) post to the page itself.
 */

/** The property page's stylesheet carries the shared parts (gallery, facts, share); this page's own comes after. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyStyles },
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: formStyles },
];

export async function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  const { content } = context;
  const routes = content.routes.routes;
  const { locale: pathLocale, route } = requestPage(context, request);
  const locale = pathLocale ?? defaultLocale(content);
  const id = parseListingId(params.id ?? route?.params.id);
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

/**
 * The project page's forms post here: ask for info about the project, request its documents. The
 * project must still be on offer on this site (not withdrawn, not sent to its own website).
 */
export async function action({ request, params, context }: ActionFunctionArgs<AppLoadContext>) {
  const { locale } = requestPage(context, request);
  const id = parseListingId(params.id);
  if (!locale || id === null) throw data(null, { status: 404 });
  const formData = await readForm(request);
  const formId = formData?.get(FORM_FIELD);
  let result;
  try {
    result = await context.catalogue.project(id, locale, { fresh: true });
  } catch (error) {
    context.logger?.error({ error: errorForLog(error) }, "project not readable for a form post");
    return databaseDown(typeof formId === "string" ? formId : "", locale, formData ? formValues(formData) : {});
  }
  if (result.kind !== "project") throw data(projectNotFoundData(context.content, locale), { status: 404 });
  const project = {
    id,
    title: result.view.title,
    url: `${context.config.siteUrl}${projectPath(context.content.routes.routes, result.routeParams, locale)}`,
  };
  const common = { request, context, locale, ...(formData ? { formData } : {}) };

  switch (formId) {
    case PROJECT_ENQUIRY_FORM:
      return receiveLeadForm({
        ...common,
        form: PROJECT_ENQUIRY_FORM,
        feedback: "contact-construction",
        schema: projectEnquirySchema,
        accept: (value) => acceptProjectEnquiry(context, locale, project, value),
      });
    case DOCUMENTS_REQUEST_FORM:
      return receiveLeadForm({
        ...common,
        form: DOCUMENTS_REQUEST_FORM,
        feedback: "documents",
        schema: documentsRequestSchema,
        accept: (value) => acceptDocumentsRequest(context, locale, { kind: "project", ...project }, value),
      });
    default:
      return unknownForm(locale);
  }
}

export const shouldRevalidate = keepPageAfterPost;

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => (loaderData ? seoMetaTags(loaderData.seo) : []);

export default function ProjectDetailRoute() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "withdrawn") {
    return (
      <ProjectWithdrawn
        title={page.title}
        titleLang={page.titleLang}
        breadcrumb={page.breadcrumb}
        others={page.others}
        listLink={page.listLink}
      />
    );
  }
  return <ProjectPage view={page.view} breadcrumb={page.breadcrumb} shareUrl={page.shareUrl} />;
}

/** "Project not found" (404, from the loader's payload) or the site's error text. */
export function ErrorBoundary() {
  return <PropertyErrorBoundaryOnDemand />;
}
