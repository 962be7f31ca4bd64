import {
  useLoaderData,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { projectPage } from "#app/services/listings/project-page.server.ts";
import { receiveProjectForm } from "#app/services/leads/project-forms.server.ts";
import { ProjectPage } from "#app/components/listing/project/project-page.tsx";
import { ProjectWithdrawn } from "#app/components/listing/project/project-unavailable.tsx";
import { PropertyErrorBoundaryOnDemand } from "#app/components/listing/detail/on-demand.tsx";
import propertyStyles from "#app/styles/property-detail.css?url";
import styles from "#app/styles/project-detail.css?url";
import formStyles from "#app/styles/forms.css?url";
import { keepPageAfterPost, loaderOrErrorHeaders } from "#app/routes/route-exports.ts";

/**
 * A new-build project's detail page, mounted at the route key `project` in every language
 * (`/nl/projecten/:city/:slug/:id/`…, content/routes.json). One URL per project and language: a
 * wrong city or title slug answers 301 to the canonical URL; an unknown id 404 ("project not
 * found"); a project withdrawn from the feed 410 with the other projects; a project with its own
 * website 302 to that site (app/services/listings/project-page.server.ts).
 * Its forms (ask for info about the project, request its documents) post to the page itself.
 */

/** The property page's stylesheet carries the shared parts (gallery, facts, share); this page's own comes after. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyStyles },
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: formStyles },
];

export async function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>) {
  return projectPage(context, request, params.id);
}

/**
 * The project page's forms post here (app/services/leads/project-forms.server.ts): ask for info
 * about the project, request its documents.
 */
export async function action({ request, params, context }: ActionFunctionArgs<AppLoadContext>) {
  return receiveProjectForm(context, request, params.id);
}

export const shouldRevalidate = keepPageAfterPost;

export const headers = loaderOrErrorHeaders;

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
