import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { ConsoleTableBox } from "../console-table-box.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { Address } from "./address.tsx";

type Delivery = {
  id: number;
  status: "pending" | "delivered" | "failed" | "cancelled";
  attempts: number;
  error: string | null;
  deliveredAt: string | null;
};
type Mail = Delivery & { role: string; to: string; subject: string };

const ROLES: Record<string, ConsoleKey> = {
  agency: "leads.mail.role.agency",
  visitor: "leads.mail.role.visitor",
  friend: "leads.mail.role.friend",
};

/** A delivery's status as a badge: waiting reads as new work, sent as done, failed as an error. */
function DeliveryStatus({ status }: { status: Delivery["status"] }) {
  const { t } = useConsole();
  return <span className={`console-badge console-leads__delivery--${status}`}>{t(`leads.delivery.${status}`)}</span>;
}

/** The mails made for the lead and its call to the CRM, each with where its delivery stands (the outbox). */
export function LeadDeliveries({ mails, forwarding }: { mails: readonly Mail[]; forwarding: readonly Delivery[] }) {
  const { t } = useConsole();
  return (
    <section className="console-panel console-leads__wide" aria-labelledby="lead-mails">
      <h2 id="lead-mails">{t("leads.mails")}</h2>
      {mails.length === 0 ? (
        <p>{t("leads.mails.none")}</p>
      ) : (
        <ConsoleTableBox label={t("leads.mails.table")}>
          <table className="console-table">
            <caption className="visually-hidden">{t("leads.mails.table")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("leads.mail.role")}</th>
                <th scope="col">{t("leads.mail.to")}</th>
                <th scope="col">{t("leads.mail.subject")}</th>
                <th scope="col">{t("leads.mail.status")}</th>
                <th scope="col">{t("leads.mail.attempts")}</th>
                <th scope="col">{t("leads.mail.deliveredAt")}</th>
                <th scope="col">{t("leads.mail.error")}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id}>
                  <td>{ROLES[mail.role] ? t(ROLES[mail.role]!) : mail.role}</td>
                  <td className="console-leads__email">
                    <Address email={mail.to} />
                  </td>
                  <td className="console-table__wrap">{mail.subject}</td>
                  <td>
                    <DeliveryStatus status={mail.status} />
                  </td>
                  <td>{mail.attempts}</td>
                  <td>{mail.deliveredAt ?? ""}</td>
                  <td className="console-table__wrap">{mail.error ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ConsoleTableBox>
      )}
      <h2 id="lead-crm" className="console-leads__subhead">
        {t("leads.crm")}
      </h2>
      {forwarding.length === 0 ? (
        <p>{t("leads.crm.none")}</p>
      ) : (
        <ConsoleTableBox label={t("leads.crm.table")}>
          <table className="console-table">
            <caption className="visually-hidden">{t("leads.crm.table")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("leads.mail.status")}</th>
                <th scope="col">{t("leads.mail.attempts")}</th>
                <th scope="col">{t("leads.mail.deliveredAt")}</th>
                <th scope="col">{t("leads.mail.error")}</th>
              </tr>
            </thead>
            <tbody>
              {forwarding.map((call) => (
                <tr key={call.id}>
                  <td>
                    <DeliveryStatus status={call.status} />
                  </td>
                  <td>{call.attempts}</td>
                  <td>{call.deliveredAt ?? ""}</td>
                  <td className="console-table__wrap">{call.error ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ConsoleTableBox>
      )}
    </section>
  );
}
