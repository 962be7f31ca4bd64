import { demandPriceRange, rangeOf } from "#app/lib/console-list-filter.ts";
import type { DemandListRow } from "#app/services/leads/demand-admin-view.ts";
import { EndForm } from "./end-form.tsx";
import { useConsoleFormat } from "./console-format.ts";
import { EmailAddress } from "./email-address.tsx";
import { ConsoleTableBox } from "../console-table-box.tsx";

/** The search profiles: who, what they look for, how they are alerted and what they were sent. */
export function DemandTable({ rows }: { rows: readonly DemandListRow[] }) {
  const { t, date, euros, range } = useConsoleFormat();
  return (
    <ConsoleTableBox label={t("demands.caption")}>
      <table className="console-table console-demands-table">
        <caption className="visually-hidden">{t("demands.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("demands.col.email")}</th>
            <th scope="col">{t("demands.col.status")}</th>
            <th scope="col">{t("demands.col.goal")}</th>
            <th scope="col">{t("demands.col.zones")}</th>
            <th scope="col">{t("demands.col.price")}</th>
            <th scope="col">{t("demands.col.bedrooms")}</th>
            <th scope="col">{t("demands.col.alerts")}</th>
            <th scope="col">{t("demands.col.registered")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="console-demands__email">
                <EmailAddress email={row.email} />
              </td>
              <td>
                <div className="console-demands__status">
                  <span className={`console-badge console-badge--${row.active ? "active" : "ended"}`}>
                    {t(row.active ? "demands.status.active" : "demands.status.ended")}
                  </span>
                  {row.active ? (
                    <EndForm id={row.id} label={t("demands.endLabel", { email: row.email })} text={t("demands.end")} />
                  ) : null}
                </div>
              </td>
              <td className="console-demands__list">
                {t(`demands.goal.${row.goal}`)}
                <span className="console-subline">
                  {row.types.length ? row.types.join(", ") : t("demands.anyType")}
                </span>
              </td>
              <td className="console-demands__list">
                {row.zones.length
                  ? row.zones
                      .map((zone) => (zone.cities.length ? `${zone.cities.join(", ")} (${zone.zip})` : zone.zip))
                      .join("; ")
                  : t("demands.anyZone")}
              </td>
              <td>
                {range(demandPriceRange(row), euros)}
                {row.budget !== null && row.priceMax !== null ? (
                  <span className="console-subline">{t("demands.budget", { amount: euros(row.budget) })}</span>
                ) : null}
              </td>
              <td>{range(rangeOf(row.bedroomsMin, row.bedroomsMax))}</td>
              <td>
                {t("demands.alerts.sent", { count: row.alertsSent })}
                <span className="console-subline">
                  {row.alertFrequency === "daily" ? t("demands.frequency.daily") : t("demands.frequency.instant")}
                </span>
                {row.lastAlertAt ? (
                  <span className="console-subline">{t("demands.alerts.last", { date: date(row.lastAlertAt) })}</span>
                ) : null}
                {row.alertsWaiting > 0 ? (
                  <span className="console-subline">{t("demands.alerts.waiting", { count: row.alertsWaiting })}</span>
                ) : null}
              </td>
              <td className="console-demands__date">{date(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConsoleTableBox>
  );
}
