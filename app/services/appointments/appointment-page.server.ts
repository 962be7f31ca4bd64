import { data, redirect, type AppLoadContext } from "react-router";
import { requestPage } from "#app/i18n/page-route.server.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { formatDay, slotsByDay, wallTimeOf } from "#app/lib/appointment-slots.ts";
import { dayChip } from "#app/lib/slot-picker.ts";
import { labelled } from "#app/lib/typography.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { formListingNotFound, formPageTarget } from "#app/services/leads/form-listing.server.ts";
import { ensureSlots, freeSlots } from "./appointment-slots.server.ts";
import { bookableListing } from "./bookable-listing.server.ts";

/**
 * What the booking page shows (route `appointment`, `/nl/afspraak/{id}/`): the listing, its free
 * slots grouped by day (a day, then its times; `?day=` picks the day without JavaScript, decision
 * 0013), the breadcrumb (home, the listing's list, the listing, the booking) and the page's metadata
 * (not indexed). Throws the "property not found or sold" page (404) for a listing that cannot be
 * booked, and a 301 to the stay request for a holiday home (decision 0036). The slots change with
 * every booking: the answer is never stored by a cache.
 */
export async function appointmentPage(context: AppLoadContext, request: Request, idParam: string | undefined) {
  const { pathname } = requestPage(context, request);
  const target = formPageTarget(context, request, idParam);
  const { locale, id } = target;
  const listing = await bookableListing(context, id, locale);
  if (!listing) throw formListingNotFound(context, locale);
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
