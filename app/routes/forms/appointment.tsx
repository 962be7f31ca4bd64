import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/appointment";
import { privateFormHeaders, reloadPageAfterPost } from "#app/routes/route-exports.ts";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { labelled } from "#app/lib/typography.ts";
import { AppointmentForm, APPOINTMENT_FORM } from "#app/components/forms/appointment-form.tsx";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";
import { appointmentSchema } from "#app/domain/forms/appointment.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { requestPage } from "#app/i18n/page-route.server.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { formatDay, slotsByDay, wallTimeOf } from "#app/lib/appointment-slots.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { dayChip } from "#app/lib/slot-picker.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { bookableListing } from "#app/services/appointments/bookable-listing.server.ts";
import { ensureSlots, freeSlots } from "#app/services/appointments/appointment-slots.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { acceptAppointment } from "#app/services/leads/appointment.server.ts";
import { databaseDown, readForm, receiveLeadForm, unknownForm } from "#app/services/leads/lead-form.server.ts";
import { parseListingId, propertyNotFoundData } from "#app/services/listings/property-detail.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * Book a visit of a listing online (route `appointment`, `/nl/afspraak/{id}/`): the listing's free
 * slots, grouped by day (the form shows a day, then its times; `?day=` picks the day without
 * JavaScript, decision 0013), and the booking form. An unknown, withdrawn, sold or rented listing is
 * the "property not found or sold" page (404). A holiday home takes a stay request instead of a
 * viewing (decision 0036): its booking address leads there (301), and a post to it is refused (404). The slots change with every booking, so the page is
 * never stored by a cache, and after a post it is read again: a slot taken meanwhile is gone.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

function notFound(context: Route.LoaderArgs["context"], locale: Locale | null): never {
  throw data(propertyNotFoundData(context.content, locale ?? defaultLocale(context.content)), { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, pathname } = requestPage(context, request);
  const id = parseListingId(params.id);
  if (!locale || id === null) notFound(context, locale);
  const listing = await bookableListing(context, id, locale);
  if (!listing) notFound(context, locale);
  if (listing.list.key === "holiday-homes")
    throw redirect(routePath(context.content.routes.routes, "stay-request", locale, { id }), 301);

  const settings = context.content.settings.appointments;
  const now = new Date();
  await ensureSlots(context.db, id, settings, now);
  const slots = await freeSlots(context.db, id, settings, now);
  const messages = getMessages(locale);
  const days = slotsByDay(slots, settings.timezone).map((day) => {
    const chip = dayChip(day.date, locale);
    return {
      date: day.date,
      label: formatDay(day.date, locale),
      weekday: chip.weekday,
      short: chip.date,
      slots: day.slots.map((slot) => ({
        id: slot.id,
        label: `${wallTimeOf(slot.startsAt, settings.timezone)}–${wallTimeOf(slot.endsAt, settings.timezone)}`,
      })),
    };
  });

  const routes = context.content.routes.routes;
  const heading = messages["form.heading.appointment"];
  const breadcrumb = [
    { name: messages["shell.home"], path: routePath(routes, "home", locale) },
    {
      name: translate(
        messages,
        listing.list.key === "for-sale"
          ? "listing.forSaleTitle"
          : listing.list.key === "for-rent"
            ? "listing.forRentTitle"
            : "listing.holidayHomesTitle",
      ),
      path: listing.list.path,
    },
    { name: listing.title, path: listing.path },
    { name: heading, path: pathname },
  ];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: "appointment",
    params: { id },
    title: labelled(locale, heading, listing.title),
    description: translate(messages, "appointment.seoDescription", { listing: listing.title }),
    // One page per listing with nothing of its own to find: not for search engines.
    indexable: false,
    jsonLd: [breadcrumbJsonLd(context.config.siteUrl, breadcrumb)],
  });
  return data(
    {
      listing: {
        title: listing.title,
        titleLang: listing.titleLang,
        path: listing.path,
        place: listing.place,
        price: listing.price,
      },
      days,
      breadcrumb,
      seo,
    },
    // The free slots change with every booking: never from a shared cache.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale } = requestPage(context, request);
  const id = parseListingId(params.id);
  if (!locale || id === null) notFound(context, locale);
  const formData = await readForm(request);
  let listing;
  try {
    listing = await bookableListing(context, id, locale);
  } catch (error) {
    context.logger?.error({ err: error }, "listing not readable for a booking");
    return databaseDown(APPOINTMENT_FORM, locale, formData ? formValues(formData) : {});
  }
  if (!listing || listing.list.key === "holiday-homes") notFound(context, locale);
  const bookable = listing;
  if (!formData || formData.get(FORM_FIELD) !== APPOINTMENT_FORM) return unknownForm(locale);
  return receiveLeadForm({
    request,
    context,
    locale,
    form: APPOINTMENT_FORM,
    feedback: "contact-appointment",
    schema: appointmentSchema,
    formData,
    accept: (value) => acceptAppointment(context, locale, bookable, value),
  });
}

/** After a post the free slots are read again (a refused booking shows what is left). */
export const shouldRevalidate = reloadPageAfterPost;

export const headers = privateFormHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function AppointmentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { listing, days, breadcrumb } = loaderData;
  // A booking refused because the last free slot was just taken: its message, where the form was.
  const refused: unknown = useActionData();
  const fullMessage =
    days.length === 0 && typeof refused === "object" && refused !== null && "errors" in refused
      ? (refused.errors as Record<string, string>).slot
      : undefined;
  return (
    <main className="page page--appointment">
      <Breadcrumb items={breadcrumb} />
      <h1 className="page__title">{t("form.heading.appointment")}</h1>
      <p className="appointment-listing">
        <a href={listing.path} lang={listing.titleLang ?? undefined}>
          {listing.title}
        </a>
        <span>{listing.place}</span>
        {listing.price ? <span>{listing.price}</span> : null}
      </p>
      <p className="page__lead">{t("appointment.intro")}</p>
      {days.length > 0 ? (
        <AppointmentForm days={days} />
      ) : (
        <p className="notice" role={fullMessage ? "alert" : "status"}>
          {fullMessage ?? t("form.noSlots")}
        </p>
      )}
      <p>
        <a className="button button--ghost" href={listing.path}>
          {t("appointment.backToListing")}
        </a>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <PropertyErrorBoundary />;
}
