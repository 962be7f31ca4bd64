import { Link } from "react-router";
import { ConsoleTableBox } from "../console-table-box.tsx";
import { consolePaths } from "#app/lib/console-paths.ts";
import { leadKindLabel, type LeadHandling } from "#app/lib/lead-inbox-filters.ts";
import { useConsole } from "#app/components/admin/use-console.ts";
import { Address } from "./address.tsx";

export type LeadRowView = {
  id: string;
  kind: string;
  received: { iso: string; text: string };
  erased: boolean;
  name: string;
  email: string;
  listing: { kind: "property" | "project"; id: number; label: string } | null;
  handling: LeadHandling;
  assignee: string | null;
};

/** The inbox's rows: when, what, who, about which listing, and where its handling stands. */
export function LeadTable({ rows }: { rows: readonly LeadRowView[] }) {
  const { t } = useConsole();
  return (
    // Focusable: on a phone the table scrolls sideways within its box, by keyboard too.
    <ConsoleTableBox label={t("leads.table")}>
      <table className="console-table console-leads__table">
        <caption className="visually-hidden">{t("leads.table")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("leads.col.received")}</th>
            <th scope="col">{t("leads.col.kind")}</th>
            <th scope="col">{t("leads.col.name")}</th>
            <th scope="col">{t("leads.col.email")}</th>
            <th scope="col">{t("leads.col.listing")}</th>
            <th scope="col">{t("leads.col.handling")}</th>
            <th scope="col">{t("leads.col.assignee")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="console-leads__nowrap">
                <time dateTime={row.received.iso}>{row.received.text}</time>
              </td>
              <td>{leadKindLabel(t, row.kind)}</td>
              <td className="console-leads__name">
                <Link to={consolePaths.lead(row.id)} className={row.erased ? "console-leads__erased" : undefined}>
                  {row.erased ? t("leads.erased") : row.name || t("leads.unnamed")}
                </Link>
              </td>
              <td className="console-leads__email">{row.erased ? "" : <Address email={row.email} />}</td>
              <td>
                {row.listing ? (
                  <a href={`/${row.listing.kind}/${row.listing.id}/`}>
                    {row.listing.kind === "project"
                      ? t("leads.project", { name: row.listing.label })
                      : row.listing.label}
                  </a>
                ) : null}
              </td>
              <td>
                <span className={`console-badge console-badge--${row.handling}`}>
                  {t(`leads.handling.${row.handling}`)}
                </span>
              </td>
              <td>{row.assignee ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConsoleTableBox>
  );
}
