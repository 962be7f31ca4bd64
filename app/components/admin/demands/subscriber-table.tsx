import type { SubscriberRow } from "#app/services/leads/demand-admin-view.ts";
import { EndForm } from "./end-form.tsx";
import { useConsoleFormat } from "./console-format.ts";
import { EmailAddress } from "./email-address.tsx";
import { ConsoleTableBox } from "../console-table-box.tsx";

/** The newsletter's subscribers: address, language, since when, and whether they still get it. */
export function SubscriberTable({ rows }: { rows: readonly SubscriberRow[] }) {
  const { t, date } = useConsoleFormat();
  return (
    <ConsoleTableBox label={t("demands.subscribers.caption")}>
      <table className="console-table">
        <caption className="visually-hidden">{t("demands.subscribers.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("demands.col.email")}</th>
            <th scope="col">{t("demands.subscribers.col.language")}</th>
            <th scope="col">{t("demands.subscribers.col.since")}</th>
            <th scope="col">{t("demands.col.status")}</th>
            <th scope="col">{t("demands.col.action")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="console-demands__email">
                <EmailAddress email={row.email} />
              </td>
              <td>{row.locale.toUpperCase()}</td>
              <td>{date(row.createdAt)}</td>
              <td>
                <span className={`console-badge console-badge--${row.active ? "active" : "ended"}`}>
                  {row.active
                    ? t("demands.status.active")
                    : row.unsubscribedAt
                      ? t("demands.endedOn", { date: date(row.unsubscribedAt) })
                      : t("demands.status.ended")}
                </span>
              </td>
              <td>
                {row.active ? (
                  <EndForm
                    id={row.id}
                    label={t("demands.subscribers.endLabel", { email: row.email })}
                    text={t("demands.subscribers.end")}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConsoleTableBox>
  );
}
