import { data } from "react-router";
import type { Route } from "./+types/rental-application";
import { keepPageAfterPost } from "#app/routes/route-exports.ts";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";
import { FormListingHeader } from "#app/components/forms/form-listing-header.tsx";
import { RENTAL_APPLICATION_FORM, RentalApplicationForm } from "#app/components/forms/rental-application-form.tsx";
import { rentalApplicationSchema } from "#app/domain/forms/rental-application.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { requiredMonthlyIncome } from "#app/lib/rental-rules.ts";
import { listingFormPage, receiveListingForm } from "#app/services/leads/form-listing.server.ts";
import { acceptRentalApplication, rentalRules } from "#app/services/leads/rental-application.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * Applying to rent a listing (route key rental-application, /nl/huuraanvraag/{id}/); the form posts
 * here. Only listings for rent that are not holiday homes take applications; any other — for sale,
 * a holiday home, rented, unknown — is the "property not found or sold" page (404). Not indexed.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { listing, heading, breadcrumb, seo } = await listingFormPage(
    context,
    request,
    params.id,
    "rental-application",
    "form.heading.rentalApplication",
  );
  const rules = rentalRules(context, listing);
  return data({
    listing,
    heading,
    breadcrumb,
    rules,
    minimumIncome: minimumIncomeText(requiredMonthlyIncome(rules, rules.monthlyRent)),
    seo,
  });
}

/** The minimum the form announces, or null when there is none (no floor, no published rent). */
function minimumIncomeText(minimum: number): string | null {
  return minimum > 0 ? formatCurrency(minimum) : null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return receiveListingForm({
    request,
    context,
    idParam: params.id,
    kind: "rental-application",
    form: RENTAL_APPLICATION_FORM,
    feedback: "rental-application",
    schema: (listing) => rentalApplicationSchema(rentalRules(context, listing)),
    accept: (listing, locale, value) =>
      acceptRentalApplication(context, locale, listing, value, rentalRules(context, listing)),
  });
}

export const shouldRevalidate = keepPageAfterPost;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function RentalApplicationPage({ loaderData }: Route.ComponentProps) {
  const { listing, heading, breadcrumb, rules, minimumIncome } = loaderData;
  return (
    <main className="page page--form page--rental-application">
      <FormListingHeader heading={heading} listing={listing} breadcrumb={breadcrumb} />
      <RentalApplicationForm rules={rules} minimumIncome={minimumIncome} />
    </main>
  );
}

export function ErrorBoundary() {
  return <PropertyErrorBoundary />;
}
