import {
  useLoaderData,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { propertyPage } from "#app/services/listings/property-page.server.ts";
import { receivePropertyForm } from "#app/services/leads/property-forms.server.ts";
import { PropertyPage } from "#app/components/listing/detail/property-page.tsx";
import { PropertyErrorBoundaryOnDemand, PropertyWithdrawnOnDemand } from "#app/components/listing/detail/on-demand.tsx";
import styles from "#app/styles/property-detail.css?url";
import formStyles from "#app/styles/forms.css?url";
import { keepPageAfterPost, loaderOrErrorHeaders } from "#app/routes/route-exports.ts";

/**
 * A property's detail page, mounted at property.sale, property.rent and property.holiday in every
 * language (`/nl/te-koop/:city/:slug/:id/`…, content/routes.json). One URL per listing and
 * language: a wrong city or title slug, or a path of another family (a holiday home under
 * te-huur), answers 301 to the canonical URL; an unknown id 404 ("property not found or sold");
 * a listing withdrawn from the feed 410 with similar listings (app/services/listings/property-page.server.ts).
 */

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: formStyles },
];

export async function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>) {
  return propertyPage(context, request, params.id);
}

/**
 * The page's forms (ask for info or a visit, request the documents, send to a friend) post here.
 * The listing must still be on offer; the form named by the post decides the rest
 * (app/services/leads/property-forms.server.ts).
 */
export async function action({ request, params, context }: ActionFunctionArgs<AppLoadContext>) {
  return receivePropertyForm(context, request, params.id);
}

export const shouldRevalidate = keepPageAfterPost;

export const headers = loaderOrErrorHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => (loaderData ? seoMetaTags(loaderData.seo) : []);

export default function PropertyDetailRoute() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "withdrawn") {
    return (
      <PropertyWithdrawnOnDemand
        title={page.title}
        titleLang={page.titleLang}
        breadcrumb={page.breadcrumb}
        similar={page.similar}
        listLink={page.listLink}
      />
    );
  }
  return (
    <PropertyPage
      view={page.view}
      breadcrumb={page.breadcrumb}
      shareUrl={page.shareUrl}
      timeSlots={page.timeSlots}
      formLinks={page.formLinks}
      appointmentHref={page.appointmentHref}
      calculator={page.calculator}
    />
  );
}

export function ErrorBoundary() {
  return <PropertyErrorBoundaryOnDemand />;
}
