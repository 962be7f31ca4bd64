import { data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/rental-application";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";
import { FormListingHeader } from "#app/components/forms/form-listing-header.tsx";
import { RENTAL_APPLICATION_FORM, RentalApplicationForm } from "#app/components/forms/rental-application-form.tsx";
import { rentalApplicationSchema } from "#app/domain/forms/rental-application.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { requiredMonthlyIncome } from "#app/lib/rental-rules.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { pageSeo } from "#app/services/content/seo.server.ts";
import { databaseDown, readForm, receiveLeadForm } from "#app/services/leads/lead-form.server.ts";
import { formListingNotFound, formPageTarget, listingForForm } from "#app/services/leads/form-listing.server.ts";
import { acceptRentalApplication, rentalRules } from "#app/services/leads/rental-application.server.ts";
import formStyles from "../styles/forms.css?url";

/**
 * Applying to rent a listing (route key rental-application, /nl/huuraanvraag/{id}/); the form posts
 * here. Only listings for rent that are not holiday homes take applications; any other — for sale,
 * a holiday home, rented, unknown — is the "property not found or sold" page (404). Not indexed.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const target = formPageTarget(context, request, params.id);
  const listing = await listingForForm(context, target, "rental-application");
  if (!listing) throw formListingNotFound(context, target.locale);
  const { locale } = target;
  const { content } = context;
  const messages = getMessages(locale);
  const heading = messages["form.heading.rentalApplication"];
  const path = routePath(content.routes.routes, "rental-application", locale, { id: listing.id });
  const rules = rentalRules(context, listing);
  const seo = pageSeo({
    content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: "rental-application",
    params: { id: listing.id },
    title: `${heading} – ${listing.title}`,
    description: `${heading} – ${listing.title}, ${listing.zip} ${listing.city}`,
    indexable: false,
  });
  return data({
    listing,
    heading,
    breadcrumb: [
      { name: messages["shell.home"], path: routePath(content.routes.routes, "home", locale) },
      { name: listing.title, path: listing.path },
      { name: heading, path },
    ],
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
  const target = formPageTarget(context, request, params.id);
  const formData = await readForm(request);
  let listing;
  try {
    listing = await listingForForm(context, target, "rental-application");
  } catch (error) {
    context.logger?.error({ err: error }, "listing not readable for a rental application");
    return databaseDown(RENTAL_APPLICATION_FORM, target.locale, formData ? formValues(formData) : {});
  }
  if (!listing) throw formListingNotFound(context, target.locale);
  const applied = listing;
  const rules = rentalRules(context, applied);
  return receiveLeadForm({
    request,
    context,
    locale: target.locale,
    form: RENTAL_APPLICATION_FORM,
    feedback: "rental-application",
    schema: rentalApplicationSchema(rules),
    ...(formData ? { formData } : {}),
    accept: (value) => acceptRentalApplication(context, target.locale, applied, value, rules),
  });
}

/** A refused post changes nothing the page shows: no need to load it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod === "POST" ? false : defaultShouldRevalidate);

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
