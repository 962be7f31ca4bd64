import { data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/purchase-offer";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";
import { FormListingHeader } from "#app/components/forms/form-listing-header.tsx";
import { PURCHASE_OFFER_FORM, PurchaseOfferForm } from "#app/components/forms/purchase-offer-form.tsx";
import { purchaseOfferSchema } from "#app/domain/forms/purchase-offer.ts";
import { brusselsToday } from "#app/domain/forms/value-fields.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { pageSeo } from "#app/services/content/seo.server.ts";
import { databaseDown, readForm, receiveLeadForm } from "#app/services/leads/lead-form.server.ts";
import { formListingNotFound, formPageTarget, listingForForm } from "#app/services/leads/form-listing.server.ts";
import { acceptPurchaseOffer, thirdPartyAccount } from "#app/services/leads/purchase-offer.server.ts";
import formStyles from "../styles/forms.css?url";

/**
 * Making a purchase offer on a listing for sale (route key purchase-offer, /nl/bod/{id}/); the form
 * posts here. Any other listing — for rent, a holiday home, sold, unknown — is the "property not
 * found or sold" page (404). Not indexed: a form about one listing, reached from its page.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const target = formPageTarget(context, request, params.id);
  const listing = await listingForForm(context, target, "purchase-offer");
  if (!listing) throw formListingNotFound(context, target.locale);
  const { locale } = target;
  const { content } = context;
  const messages = getMessages(locale);
  const heading = messages["form.heading.purchaseOffer"];
  const path = routePath(content.routes.routes, "purchase-offer", locale, { id: listing.id });
  const seo = pageSeo({
    content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: "purchase-offer",
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
    depositPercent: content.settings.purchaseOffer.depositPercent,
    account: thirdPartyAccount(content),
    today: brusselsToday(),
    seo,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const target = formPageTarget(context, request, params.id);
  const formData = await readForm(request);
  let listing;
  try {
    listing = await listingForForm(context, target, "purchase-offer");
  } catch (error) {
    context.logger?.error({ err: error }, "listing not readable for a purchase offer");
    return databaseDown(PURCHASE_OFFER_FORM, target.locale, formData ? formValues(formData) : {});
  }
  if (!listing) throw formListingNotFound(context, target.locale);
  const offered = listing;
  return receiveLeadForm({
    request,
    context,
    locale: target.locale,
    form: PURCHASE_OFFER_FORM,
    feedback: "purchase-offer",
    schema: purchaseOfferSchema,
    ...(formData ? { formData } : {}),
    accept: (value) => acceptPurchaseOffer(context, target.locale, offered, value),
  });
}

/** A refused post changes nothing the page shows: no need to load it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod === "POST" ? false : defaultShouldRevalidate);

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function PurchaseOfferPage({ loaderData }: Route.ComponentProps) {
  const { listing, heading, breadcrumb, depositPercent, account, today } = loaderData;
  return (
    <main className="page page--form page--purchase-offer">
      <FormListingHeader heading={heading} listing={listing} breadcrumb={breadcrumb} />
      <PurchaseOfferForm depositPercent={depositPercent} account={account} today={today} />
    </main>
  );
}

export function ErrorBoundary() {
  return <PropertyErrorBoundary />;
}
