import { data } from "react-router";
import type { Route } from "./+types/stay-request";
import { keepPageAfterPost, privateFormHeaders } from "#app/routes/route-exports.ts";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";
import { FormListingHeader } from "#app/components/forms/form-listing-header.tsx";
import { STAY_REQUEST_FORM, StayRequestForm } from "#app/components/forms/stay-request-form.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { stayRequestSchema } from "#app/domain/forms/stay-request.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { listingFormPage, receiveListingForm } from "#app/services/leads/form-listing.server.ts";
import { acceptStayRequest, stayRules } from "#app/services/leads/stay-request.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * Asking to stay in a holiday home (route key stay-request, /nl/verblijfsaanvraag/{id}/, decision
 * 0036); the form posts here. Only available holiday homes take it; any other listing — for sale,
 * for rent, rented, unknown — is the "property not found or sold" page (404). Not indexed.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { listing, heading, breadcrumb, seo } = await listingFormPage(
    context,
    request,
    params.id,
    "stay-request",
    "form.heading.stayRequest",
  );
  return data(
    { listing, heading, breadcrumb, rules: stayRules(listing), seo },
    // The date inputs start at today: a page kept by a cache past midnight would offer yesterday.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return receiveListingForm({
    request,
    context,
    idParam: params.id,
    kind: "stay-request",
    form: STAY_REQUEST_FORM,
    feedback: "stay-request",
    schema: (home) => stayRequestSchema(stayRules(home)),
    accept: (home, locale, value) => acceptStayRequest(context, locale, home, value),
  });
}

export const shouldRevalidate = keepPageAfterPost;

export const headers = privateFormHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function StayRequestPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { listing, heading, breadcrumb, rules } = loaderData;
  return (
    <main className="page page--form page--stay-request">
      <FormListingHeader heading={heading} listing={listing} breadcrumb={breadcrumb} />
      <p className="page__lead">{t("stay.intro")}</p>
      <StayRequestForm rules={rules} />
    </main>
  );
}

export function ErrorBoundary() {
  return <PropertyErrorBoundary />;
}
