import {
  data,
  redirect,
  type ActionFunctionArgs,
  useLoaderData,
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
import { getMessages } from "#app/i18n/translate.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { countViewFromLoader } from "#app/services/analytics/page-views.server.ts";
import {
  listingPath,
  listKeyOf,
  parseListingId,
  propertyJsonLd,
  propertyNotFoundData,
} from "#app/services/listings/property-detail.server.ts";
import { PropertyPage } from "#app/components/listing/detail/property-page.tsx";
import { PropertyErrorBoundaryOnDemand, PropertyWithdrawnOnDemand } from "#app/components/listing/detail/on-demand.tsx";
import { propertyContactSchema } from "#app/domain/forms/property-contact.ts";
import { PROPERTY_CONTACT_FORM } from "#app/components/forms/property-contact-form.tsx";
import {
  databaseDown,
  enabledTimeSlots,
  readForm,
  receiveLeadForm,
  unknownForm,
} from "#app/services/leads/lead-form.server.ts";
import { acceptPropertyContact } from "#app/services/leads/property-contact.server.ts";
import { detailFormLinks } from "#app/services/leads/form-listing.server.ts";
import { documentsRequestSchema } from "#app/domain/forms/documents-request.ts";
import { DOCUMENTS_REQUEST_FORM } from "#app/components/forms/documents-request-form.tsx";
import { acceptDocumentsRequest } from "#app/services/leads/documents-request.server.ts";
import { sendToFriendSchema } from "#app/domain/forms/send-to-friend.ts";
import { SEND_TO_FRIEND_FORM } from "#app/components/forms/send-to-friend-form.tsx";
import { acceptSendToFriend } from "#app/services/leads/send-to-friend.server.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { regionFromPostalCode } from "#app/lib/postal-region.ts";
import { calculate, calculatorFields, hasCalculatorQuery } from "#app/lib/purchase-costs.ts";
import type { PurchaseCalculatorData } from "#app/components/listing/detail/purchase-calculator.tsx";
import styles from "#app/styles/property-detail.css?url";
import formStyles from "#app/styles/forms.css?url";
import { keepPageAfterPost } from "#app/routes/route-exports.ts";

/**
 * A property's detail page, mounted at property.sale, property.rent and property.holiday in every
 * language (`/nl/te-koop/:city/:slug/:id/`…, content/routes.json). One URL per listing and
 * language: a wrong city or title slug, or a path of another family (a holiday home under
 * te-huur), answers 301 to the canonical URL; an unknown id 404 ("property not found or sold");
 * a listing withdrawn from the feed 410 with similar listings.
 */

/**
 * The purchase-cost calculator of a sale listing in a known region, with the fields of its GET form
 * (the query) or its defaults; `invalid` when the visitor sent fields it cannot compute with.
 */
function purchaseCalculator(
  view: { goal: "sale" | "rent"; address: { zip: string }; offerPrice: number | null },
  query: URLSearchParams,
) {
  const region = view.goal === "sale" ? regionFromPostalCode(view.address.zip) : null;
  if (!region) return { calculator: null, invalid: false };
  const calculator: PurchaseCalculatorData = {
    region,
    zip: view.address.zip,
    fields: calculatorFields(query, view.offerPrice),
    priceListed: view.offerPrice !== null,
    loanGiven: query.has("loan"),
  };
  return { calculator, invalid: hasCalculatorQuery(query) && !calculate(calculator.fields, region).ok };
}

export const links: LinksFunction = () => [
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
  if (!route || id === null) throw data(propertyNotFoundData(content, locale), { status: 404 });

  // Built once per listing and language while the catalogue is unchanged (the page views are counted below, every time).
  const result = await context.catalogue.property(id, locale);
  if (result.kind === "not-found") throw data(propertyNotFoundData(content, locale), { status: 404 });

  const canonicalPath = listingPath(routes, result, locale);
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);

  const siteUrl = context.config.siteUrl;
  if (result.kind === "withdrawn") {
    const breadcrumb = pageBreadcrumb(content, locale, canonicalPath, result.title);
    const seo = pageSeo({
      content,
      siteUrl,
      locale,
      routeKey: result.routeKey,
      paramsFor: (lang) => result.routeParams[lang],
      title: result.title,
      description: getMessages(locale)["error.listingWithdrawn"],
      indexable: false,
    });
    return data(
      {
        kind: "withdrawn" as const,
        title: result.title,
        titleLang: result.titleLang,
        similar: result.similar,
        breadcrumb,
        listLink: {
          name: getMessages(locale)["listing.browseOffer"],
          href: routePath(routes, listKeyOf(result.routeKey), locale),
        },
        seo,
      },
      // Gone for good: search engines drop the URL; a shared cache may keep the answer a while.
      { status: 410, headers: publicCacheHeaders() },
    );
  }

  const { view } = result;
  // A view of the listing for its owner's statistics (robots, prefetches and reloads are not counted).
  countViewFromLoader(context, "property", id, request);
  const breadcrumb = pageBreadcrumb(content, locale, canonicalPath, view.title);
  const hero = view.pictures[0];
  const seo = pageSeo({
    content,
    siteUrl,
    locale,
    routeKey: result.routeKey,
    paramsFor: (lang) => result.routeParams[lang],
    title: view.title,
    description: view.summary,
    image: hero ? imageUrl(hero.src, 1200, context.config.cdnHost) : undefined,
    contentLocales: result.contentLocales,
    jsonLd: [breadcrumbJsonLd(siteUrl, breadcrumb)],
  });
  seo.jsonLd.push(propertyJsonLd(view, { url: seo.canonical, siteUrl, locale, imageHost: context.config.cdnHost }));
  const { calculator, invalid } = purchaseCalculator(view, url.searchParams);
  return data(
    {
      kind: "listing" as const,
      view,
      breadcrumb,
      shareUrl: `${siteUrl}${canonicalPath}`,
      seo,
      timeSlots: enabledTimeSlots(context),
      formLinks: detailFormLinks(routes, locale, view),
      // A holiday home is asked for a stay, not visited (decision 0036): its form link replaces the booking.
      appointmentHref: view.listKey === "holiday-homes" ? undefined : routePath(routes, "appointment", locale, { id }),
      calculator,
    },
    // Calculator fields it cannot compute with: the page with the errors beside the fields, as 400.
    invalid ? { status: 400 } : { headers: publicCacheHeaders() },
  );
}

/**
 * The page's forms (ask for info or a visit, request the documents, send to a friend) post here.
 * The listing must still be on offer; the form named by the post decides the rest
 * (app/services/leads/).
 */
export async function action({ request, params, context }: ActionFunctionArgs<AppLoadContext>) {
  const { locale } = requestPage(context, request);
  const id = parseListingId(params.id);
  if (!locale || id === null) throw data(null, { status: 404 });
  const formData = await readForm(request);
  const formId = formData?.get(FORM_FIELD);
  let found;
  try {
    found = await context.catalogue.propertyForForm(id, locale);
  } catch (error) {
    context.logger?.error({ err: error }, "listing not readable for a form post");
    return databaseDown(typeof formId === "string" ? formId : "", locale, formData ? formValues(formData) : {});
  }
  if (!found) throw data(propertyNotFoundData(context.content, locale), { status: 404 });
  const listing = {
    id,
    title: found.title,
    url: `${context.config.siteUrl}${listingPath(context.content.routes.routes, found, locale)}`,
  };

  switch (formId) {
    case PROPERTY_CONTACT_FORM:
      return receiveLeadForm({
        request,
        context,
        locale,
        form: PROPERTY_CONTACT_FORM,
        feedback: "contact-me",
        schema: propertyContactSchema(enabledTimeSlots(context)),
        ...(formData ? { formData } : {}),
        accept: (value) => acceptPropertyContact(context, locale, listing, value),
      });
    case DOCUMENTS_REQUEST_FORM:
      return receiveLeadForm({
        request,
        context,
        locale,
        form: DOCUMENTS_REQUEST_FORM,
        feedback: "documents",
        schema: documentsRequestSchema,
        ...(formData ? { formData } : {}),
        accept: (value) => acceptDocumentsRequest(context, locale, { kind: "property", ...listing }, value),
      });
    case SEND_TO_FRIEND_FORM:
      return receiveLeadForm({
        request,
        context,
        locale,
        form: SEND_TO_FRIEND_FORM,
        feedback: "send-to-friend",
        schema: sendToFriendSchema,
        ...(formData ? { formData } : {}),
        accept: (value) => acceptSendToFriend(context, locale, listing, value),
      });
    default:
      return unknownForm(locale);
  }
}

export const shouldRevalidate = keepPageAfterPost;

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

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
