import { useActionData } from "react-router";
import type { Route } from "./+types/appointment";
import { privateFormHeaders, reloadPageAfterPost } from "#app/routes/route-exports.ts";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { AppointmentForm, APPOINTMENT_FORM } from "#app/components/forms/appointment-form.tsx";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";
import { appointmentSchema } from "#app/domain/forms/appointment.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { appointmentPage } from "#app/services/appointments/appointment-page.server.ts";
import { bookableListing } from "#app/services/appointments/bookable-listing.server.ts";
import { acceptAppointment } from "#app/services/leads/appointment.server.ts";
import { receiveFormAboutListing } from "#app/services/leads/form-listing.server.ts";
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

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return appointmentPage(context, request, params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return receiveFormAboutListing({
    request,
    context,
    idParam: params.id,
    kind: "appointment",
    // A holiday home takes a stay request, not a viewing (decision 0036): its booking post is refused (404).
    read: async ({ locale, id }) => {
      const listing = await bookableListing(context, id, locale);
      return listing && listing.list.key !== "holiday-homes" ? listing : null;
    },
    onlyThisForm: true,
    form: APPOINTMENT_FORM,
    feedback: "contact-appointment",
    schema: () => appointmentSchema,
    accept: (listing, locale, value) => acceptAppointment(context, locale, listing, value),
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
