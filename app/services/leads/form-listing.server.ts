import { and, eq } from "drizzle-orm";
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { Database } from "#db/client.server.ts";
import { properties } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { requestPage } from "#app/i18n/page-route.server.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { RouteEntry } from "#app/domain/route-table.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { cardOptionsFor, listingCardsFromRows, type ListingGoal } from "#app/services/listings/listing-cards.server.ts";
import {
  parseListingId,
  propertyNotFoundData,
  type Availability,
} from "#app/services/listings/property-detail.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { getMessages, type MessageKey } from "#app/i18n/translate.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { pageSeo } from "#app/services/content/seo.server.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { databaseDown, readForm, receiveLeadForm, unknownForm, type LeadFormOptions } from "./lead-form.server.ts";
import type { FormListing, ListingFormLinks } from "./form-listing-view.ts";

/** A published listing by id, or null (unknown, never published or withdrawn). */
export async function loadFormListing(
  db: Database,
  id: number,
  content: SiteContent,
  locale: Locale,
): Promise<FormListing | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.published, true)))
    .limit(1);
  if (!row) return null;
  const [card] = await listingCardsFromRows(db, [row], cardOptionsFor(content, locale));
  if (!card) return null;
  const availability: Availability =
    row.availability === "sold" || row.availability === "rented" ? row.availability : "available";
  return {
    id: row.id,
    title: card.title,
    titleLang: card.titleLang,
    goal: card.goal,
    availability,
    city: card.city,
    zip: card.zip,
    priceText: card.price,
    price: card.amount,
    path: card.href,
  };
}

/** A visitor form about one listing with a page of its own. */
export type ListingForm = "purchase-offer" | "rental-application" | "stay-request";

const GOAL_OF_FORM: Record<ListingForm, ListingGoal> = {
  "purchase-offer": "sale",
  "rental-application": "rent",
  "stay-request": "holiday",
};

/**
 * Which visitor form a listing takes besides the contact form: an offer (for sale), an application
 * (for rent, not a holiday home) or a stay request (a holiday home, decision 0036).
 */
function offersForm(listing: { goal: ListingGoal; availability: Availability }, form: ListingForm): boolean {
  return listing.availability === "available" && listing.goal === GOAL_OF_FORM[form];
}

/**
 * The links of a listing's page to its offer, application or stay request form (spec §1: make a
 * purchase offer, apply for a rental; decision 0036), from the route map; none for a sold or rented listing.
 */
function listingFormLinks(
  routes: readonly RouteEntry[],
  locale: Locale,
  listing: { id: number; goal: ListingGoal; availability: Availability },
): ListingFormLinks {
  return {
    purchaseOffer: offersForm(listing, "purchase-offer")
      ? routePath(routes, "purchase-offer", locale, { id: listing.id })
      : null,
    rentalApplication: offersForm(listing, "rental-application")
      ? routePath(routes, "rental-application", locale, { id: listing.id })
      : null,
    stayRequest: offersForm(listing, "stay-request")
      ? routePath(routes, "stay-request", locale, { id: listing.id })
      : null,
  };
}

const GOAL_OF_LIST: Record<"for-sale" | "for-rent" | "holiday-homes", ListingGoal> = {
  "for-sale": "sale",
  "for-rent": "rent",
  "holiday-homes": "holiday",
};

/** The form links of a property page, from its view (its list tells sale, rent or holiday home). */
export function detailFormLinks(
  routes: readonly RouteEntry[],
  locale: Locale,
  view: { id: number; listKey: keyof typeof GOAL_OF_LIST; availability: Availability },
): ListingFormLinks {
  return listingFormLinks(routes, locale, {
    id: view.id,
    goal: GOAL_OF_LIST[view.listKey],
    availability: view.availability,
  });
}

/** The "property not found or sold" page (404) of a listing's form page. */
export function formListingNotFound(context: AppLoadContext, locale: Locale | null) {
  return data(propertyNotFoundData(context.content, locale ?? defaultLocale(context.content)), { status: 404 });
}

/** The language and listing id of a form page at `{lang}/bod/:id/`, `{lang}/huuraanvraag/:id/` or `{lang}/verblijfsaanvraag/:id/`; 404 when malformed. */
export function formPageTarget(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
): { locale: Locale; id: number } {
  const { locale } = requestPage(context, request);
  const id = parseListingId(idParam);
  if (!locale || id === null) throw formListingNotFound(context, locale);
  return { locale, id };
}

/**
 * The listing of a form page when it takes that form, else null (then the page is "property not
 * found or sold", 404): an unknown id, a listing of another kind (sale, rent, holiday home), one
 * sold or rented. A database that cannot be reached throws.
 */
async function listingForForm(
  context: AppLoadContext,
  target: { locale: Locale; id: number },
  form: ListingForm,
): Promise<(FormListing & { url: string }) | null> {
  const listing = await loadFormListing(context.db, target.id, context.content, target.locale);
  if (!listing || !offersForm(listing, form)) return null;
  return { ...listing, url: `${context.config.siteUrl}${listing.path}` };
}

/**
 * What the page of a form about one listing shows above its form, the same for the purchase offer,
 * the rental application and the stay request: the listing, the heading, the breadcrumb (home, the
 * listing, the form) and the page's metadata (not indexed: a form reached from the listing's page).
 * Throws the "property not found or sold" page (404) for a listing that does not take the form.
 */
export async function listingFormPage(
  context: AppLoadContext,
  request: Request,
  idParam: string | undefined,
  form: ListingForm,
  headingKey: MessageKey,
) {
  const target = formPageTarget(context, request, idParam);
  const listing = await listingForForm(context, target, form);
  if (!listing) throw formListingNotFound(context, target.locale);
  const { locale } = target;
  const routes = context.content.routes.routes;
  const messages = getMessages(locale);
  const heading = messages[headingKey];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: form,
    params: { id: listing.id },
    title: `${heading} – ${listing.title}`,
    description: `${heading} – ${listing.title}, ${listing.zip} ${listing.city}`,
    indexable: false,
  });
  const breadcrumb = [
    { name: messages["shell.home"], path: routePath(routes, "home", locale) },
    { name: listing.title, path: listing.path },
    { name: heading, path: routePath(routes, form, locale, { id: listing.id }) },
  ];
  return { locale, listing, heading, breadcrumb, seo };
}

type FormAboutListingPost<S extends z.ZodType, L> = Pick<
  LeadFormOptions<S>,
  "request" | "context" | "form" | "feedback"
> & {
  idParam: string | undefined;
  /** The form's route key (purchase-offer, appointment…), for the log. */
  kind: string;
  /** The listing when it takes the form, else null (404). A database that cannot be reached throws. */
  read: (target: { locale: Locale; id: number }) => Promise<L | null>;
  /** Only this form's posts: anything else is refused as an unknown form (400) before the form's steps. */
  onlyThisForm?: boolean;
  /** The form's rules can depend on the listing (a rent's income floor, a home's capacity). */
  schema: (listing: L) => S;
  accept: (listing: L, locale: Locale, value: z.output<S>) => ReturnType<LeadFormOptions<S>["accept"]>;
};

/**
 * A post of a form about one listing (the purchase offer, the rental application, the stay request,
 * the booking): the listing is read first (a database that cannot be reached gives the form back
 * with what was typed, 503; a listing that no longer takes the form, 404), then the post goes
 * through the lead form's steps (receiveLeadForm).
 */
export async function receiveFormAboutListing<S extends z.ZodType, L>(post: FormAboutListingPost<S, L>) {
  const { context, request } = post;
  const target = formPageTarget(context, request, post.idParam);
  const formData = await readForm(request);
  let listing: L | null;
  try {
    listing = await post.read(target);
  } catch (error) {
    context.logger?.error({ err: error, form: post.kind }, "listing not readable for a form");
    return databaseDown(post.form, target.locale, formData ? formValues(formData) : {});
  }
  if (!listing) throw formListingNotFound(context, target.locale);
  if (post.onlyThisForm && formData?.get(FORM_FIELD) !== post.form) return unknownForm(target.locale);
  const chosen = listing;
  return receiveLeadForm({
    request,
    context,
    locale: target.locale,
    form: post.form,
    feedback: post.feedback,
    schema: post.schema(chosen),
    ...(formData ? { formData } : {}),
    accept: (value) => post.accept(chosen, target.locale, value),
  });
}

type ListingFormPost<S extends z.ZodType> = Omit<
  FormAboutListingPost<S, FormListing & { url: string }>,
  "kind" | "read"
> & {
  kind: ListingForm;
};

/** A post of the purchase offer, the rental application or the stay request (the listing must take it). */
export function receiveListingForm<S extends z.ZodType>(post: ListingFormPost<S>) {
  return receiveFormAboutListing({ ...post, read: (target) => listingForForm(post.context, target, post.kind) });
}
