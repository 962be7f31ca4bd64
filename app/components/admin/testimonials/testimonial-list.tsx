import { Link } from "react-router";
import { ConsoleTableBox } from "../console-table-box.tsx";
import { consolePaths } from "#app/lib/console-paths.ts";
import type { ModerationStatus } from "#app/services/content/testimonial-moderation-view.ts";
import { useConsole } from "#app/components/admin/use-console.ts";
import { LanguageName, Rating, StatusBadge } from "./testimonial-bits.tsx";

export type ListFilter = ModerationStatus | "all";

export type ListRow = {
  id: number;
  date: string;
  isoDate: string;
  name: string;
  locale: string;
  rating: number | null;
  excerpt: string;
  image: boolean;
  status: string;
};

const TABS: readonly ListFilter[] = ["pending", "published", "rejected", "all"];

const listHref = (status: ListFilter, page = 1) => {
  const query = new URLSearchParams();
  if (status !== "pending") query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `${consolePaths.testimonials}${search ? `?${search}` : ""}`;
};

/** The statuses as links (a GET filter, no script needed), each with its count; the waiting ones first. */
export function StatusTabs({ current, counts }: { current: ListFilter; counts: Record<ModerationStatus, number> }) {
  const { t } = useConsole();
  const total = counts.pending + counts.published + counts.rejected;
  return (
    <nav className="console-testimonials__tabs" aria-label={t("testimonials.filter")}>
      <ul>
        {TABS.map((status) => (
          <li key={status}>
            <Link to={listHref(status)} aria-current={status === current ? "page" : undefined}>
              {status === "all" ? t("console.all") : t(`testimonials.status.${status}`)}{" "}
              <span
                className={`console-badge${status === "pending" && counts.pending > 0 ? " console-badge--new" : ""}`}
              >
                {status === "all" ? total : counts[status]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The testimonials of a status: date, name (to its page), language, rating, an excerpt, photo, status. */
export function TestimonialTable({ status, rows }: { status: ListFilter; rows: readonly ListRow[] }) {
  const { t } = useConsole();
  if (rows.length === 0)
    return (
      <p className="console-panel">
        {status === "pending" ? t("testimonials.empty.pending") : t("testimonials.empty")}
      </p>
    );
  return (
    <ConsoleTableBox label={t(`testimonials.caption.${status}`)}>
      <table className="console-table">
        <caption className="visually-hidden">{t(`testimonials.caption.${status}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t("testimonials.column.date")}</th>
            <th scope="col">{t("testimonials.column.name")}</th>
            <th scope="col">{t("testimonials.column.language")}</th>
            <th scope="col">{t("testimonials.column.rating")}</th>
            <th scope="col">{t("testimonials.column.comment")}</th>
            <th scope="col">{t("testimonials.column.photo")}</th>
            <th scope="col">{t("testimonials.column.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.status === "pending" ? "console-testimonials__waiting" : undefined}>
              <td className="console-testimonials__nowrap">
                <time dateTime={row.isoDate}>{row.date}</time>
              </td>
              <th scope="row" className="console-testimonials__name">
                <Link to={consolePaths.testimonial(row.id)}>{row.name}</Link>
              </th>
              <td>
                <LanguageName locale={row.locale} />
              </td>
              <td className="console-testimonials__nowrap">
                <Rating rating={row.rating} />
              </td>
              <td className="console-table__wrap" lang={row.locale}>
                {row.excerpt}
              </td>
              <td>{row.image ? t("testimonials.yes") : t("testimonials.no")}</td>
              <td>
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConsoleTableBox>
  );
}

/** Previous and next page of a status's list. */
export function ListPager({ status, page, more }: { status: ListFilter; page: number; more: boolean }) {
  const { t } = useConsole();
  if (page === 1 && !more) return null;
  return (
    <nav className="console-pager" aria-label={t("testimonials.pages")}>
      {page > 1 ? <Link to={listHref(status, page - 1)}>{t("console.previous")}</Link> : null}
      {more ? <Link to={listHref(status, page + 1)}>{t("console.next")}</Link> : null}
    </nav>
  );
}
