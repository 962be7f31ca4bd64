import { data } from "react-router";
import type { Route } from "./+types/purchase-offer";
import { keepPageAfterPost } from "#app/routes/route-exports.ts";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";
import { FormListingHeader } from "#app/components/forms/form-listing-header.tsx";
import { PURCHASE_OFFER_FORM, PurchaseOfferForm } from "#app/components/forms/purchase-offer-form.tsx";
import { purchaseOfferSchema } from "#app/domain/forms/purchase-offer.ts";
import { brusselsToday } from "#app/domain/forms/value-fields.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { listingFormPage, receiveListingForm } from "#app/services/leads/form-listing.server.ts";
import { acceptPurchaseOffer, thirdPartyAccount } from "#app/services/leads/purchase-offer.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * Making a purchase offer on a listing for sale (route key purchase-offer, /nl/bod/{id}/); the form
 * posts here. Any other listing — for rent, a holiday home, sold, unknown — is the "property not
 * found or sold" page (404). Not indexed: a form about one listing, reached from its page.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { listing, heading, breadcrumb, seo } = await listingFormPage(
    context,
    request,
    params.id,
    "purchase-offer",
    "form.heading.purchaseOffer",
  );
  return data({
    listing,
    heading,
    breadcrumb,
    depositPercent: context.content.settings.purchaseOffer.depositPercent,
    account: thirdPartyAccount(context.content),
    today: brusselsToday(),
    seo,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return receiveListingForm({
    request,
    context,
    idParam: params.id,
    kind: "purchase-offer",
    form: PURCHASE_OFFER_FORM,
    feedback: "purchase-offer",
    schema: () => purchaseOfferSchema,
    accept: (listing, locale, value) => acceptPurchaseOffer(context, locale, listing, value),
  });
}

export const shouldRevalidate = keepPageAfterPost;

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
