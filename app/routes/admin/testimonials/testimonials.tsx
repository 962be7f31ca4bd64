import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/testimonials";
import { cleanDescription } from "#app/lib/description.ts";
import {
  isModerationStatus,
  moderationCounts,
  moderationList,
} from "#app/services/content/testimonial-moderation.server.ts";
import { ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import {
  ListPager,
  StatusTabs,
  TestimonialTable,
  type ListFilter,
  type ListRow,
} from "#app/components/admin/testimonials/testimonial-list.tsx";
import { CONSOLE_HEADERS, requireStaff } from "../console.server.ts";
import testimonialStyles from "#app/styles/console-testimonials.css?url";

/**
 * The testimonials to moderate (decision 0051): the waiting ones first, oldest first (they have
 * waited longest); the published and rejected ones, or all, by the status links.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: testimonialStyles }];

/** A calendar date (the one the website shows) in the person's language. */
function calendarDate(locale: string, isoDate: string): string {
  return new Intl.DateTimeFormat(`${locale}-BE`, { dateStyle: "medium", timeZone: "Europe/Brussels" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "testimonials");
  const query = new URL(request.url).searchParams;
  const asked = query.get("status");
  const status: ListFilter = asked === "all" || isModerationStatus(asked) ? asked : "pending";
  const page = /^[1-9]\d{0,5}$/.test(query.get("page") ?? "") ? Number(query.get("page")) : 1;
  const [list, counts] = await Promise.all([
    moderationList(context.db, { status, page }),
    moderationCounts(context.db),
  ]);
  const rows: ListRow[] = list.rows.map((row) => ({
    id: row.id,
    date: calendarDate(user.locale, row.date),
    isoDate: row.date,
    name: row.name,
    locale: row.locale,
    rating: row.rating,
    excerpt: cleanDescription(row.comment, { maxLength: 140 }),
    image: row.image,
    status: row.status,
  }));
  return data({ status, page, more: list.more, counts, rows }, { headers: CONSOLE_HEADERS });
}

export default function TestimonialsPage() {
  const { status, page, more, counts, rows } = useLoaderData<typeof loader>();
  const { t } = useConsole();
  return (
    <ConsolePage title={t("testimonials.title")}>
      <p className="console-testimonials__lead">{t("testimonials.lead", { count: counts.pending })}</p>
      <StatusTabs current={status} counts={counts} />
      <TestimonialTable status={status} rows={rows} />
      <ListPager status={status} page={page} more={more} />
    </ConsolePage>
  );
}
