import type { ReactNode } from "react";
import { Link } from "react-router";
import { consolePaths } from "#app/lib/console-paths.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import type { PersonalDataSummary } from "#app/services/privacy/personal-data-view.ts";
import { useConsoleFormat } from "#app/components/admin/demands/console-format.ts";
import { ConsoleTableBox } from "#app/components/admin/console-table-box.tsx";

const COUNTED: { kind: keyof PersonalDataSummary["counts"]; text: ConsoleKey }[] = [
  { kind: "leads", text: "privacy.count.leads" },
  { kind: "notes", text: "privacy.count.notes" },
  { kind: "appointments", text: "privacy.count.appointments" },
  { kind: "messages", text: "privacy.count.messages" },
  { kind: "demands", text: "privacy.count.demands" },
  { kind: "demandAlerts", text: "privacy.count.demandAlerts" },
  { kind: "subscriptions", text: "privacy.count.subscriptions" },
  { kind: "testimonials", text: "privacy.count.testimonials" },
  { kind: "accounts", text: "privacy.count.accounts" },
];

/** Everything kept about one address, by kind, with the way to each record's own page, the export and the erasure. */
export function PersonalDataReport({
  email,
  found,
  confirming,
}: {
  email: string;
  found: PersonalDataSummary;
  /** The erasure's confirmation is shown above: no second way to it. */
  confirming: boolean;
}) {
  const { t, date, dateTime } = useConsoleFormat();
  const query = `?email=${encodeURIComponent(email)}`;
  const counted = COUNTED.filter(({ kind }) => found.counts[kind] > 0);
  return (
    <section className="console-privacy__section" aria-labelledby="privacy-results">
      <div className="console-page__head">
        <h2 id="privacy-results">{t("privacy.resultsFor", { email })}</h2>
        <div className="console-page__actions">
          <a className="button button--ghost" href={`${consolePaths.privacyExport}${query}`} download>
            {t("privacy.export")}
          </a>
          {!confirming && counted.some(({ kind }) => kind !== "accounts") ? (
            <Link className="button button--ghost" to={`${consolePaths.privacy}${query}&step=erase`}>
              {t("privacy.erase")}
            </Link>
          ) : null}
        </div>
      </div>
      {counted.length ? (
        <ul className="console-privacy__counts" aria-label={t("privacy.summary")}>
          {counted.map(({ kind, text }) => (
            <li key={kind} className="console-badge">
              {t(text, { count: found.counts[kind] })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("privacy.nothing")}</p>
      )}

      {found.leads.length ? (
        <DataTable
          name="leads"
          title={t("privacy.leads")}
          caption={t("privacy.leads.caption")}
          columns={[
            t("privacy.col.received"),
            t("privacy.col.kind"),
            t("privacy.col.listing"),
            t("privacy.col.role"),
            t("privacy.col.handling"),
            t("privacy.col.notes"),
          ]}
        >
          {found.leads.map((lead) => (
            <tr key={lead.id}>
              <td>
                <Link to={consolePaths.lead(lead.id)}>{dateTime(lead.createdAt)}</Link>
              </td>
              <td>{t(`leads.kind.${lead.kind}` as ConsoleKey)}</td>
              <td className="console-table__wrap">{lead.listing ?? "–"}</td>
              <td>{t(lead.role === "contact" ? "privacy.role.contact" : "privacy.role.mentioned")}</td>
              <td>{t(`leads.handling.${lead.handling}` as ConsoleKey)}</td>
              <td>{lead.notes}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}

      {found.appointments.length ? (
        <DataTable
          name="appointments"
          title={t("privacy.appointments")}
          caption={t("privacy.appointments.caption")}
          columns={[t("privacy.col.when"), t("privacy.col.listing")]}
        >
          {found.appointments.map((appointment) => (
            <tr key={appointment.leadId}>
              <td>{appointment.startsAt ? dateTime(appointment.startsAt) : "–"}</td>
              <td className="console-table__wrap">{appointment.listing ?? "–"}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}

      {found.demands.length ? (
        <DataTable
          name="demands"
          title={t("privacy.demands")}
          caption={t("privacy.demands.caption")}
          columns={[
            t("demands.col.registered"),
            t("demands.col.goal"),
            t("demands.col.frequency"),
            t("demands.col.status"),
            t("demands.col.alerts"),
          ]}
        >
          {found.demands.map((demand) => (
            <tr key={demand.id}>
              <td>{date(demand.createdAt)}</td>
              <td>{t(`demands.goal.${demand.goal}`)}</td>
              <td>{t(demand.alertFrequency === "daily" ? "demands.frequency.daily" : "demands.frequency.instant")}</td>
              <td>{t(demand.active ? "demands.status.active" : "demands.status.ended")}</td>
              <td>{t("demands.alerts.sent", { count: demand.alerts })}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}

      {found.subscriptions.length ? (
        <DataTable
          name="subscriptions"
          title={t("privacy.subscriptions")}
          caption={t("privacy.subscriptions.caption")}
          columns={[t("demands.subscribers.col.since"), t("privacy.col.language"), t("demands.col.status")]}
        >
          {found.subscriptions.map((subscription) => (
            <tr key={subscription.id}>
              <td>{date(subscription.createdAt)}</td>
              <td>{subscription.locale.toUpperCase()}</td>
              <td>
                {subscription.active
                  ? t("demands.status.active")
                  : subscription.unsubscribedAt
                    ? t("demands.endedOn", { date: date(subscription.unsubscribedAt) })
                    : t("demands.status.ended")}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}

      {found.testimonials.length ? (
        <DataTable
          name="testimonials"
          title={t("privacy.testimonials")}
          caption={t("privacy.testimonials.caption")}
          columns={[t("privacy.col.name"), t("privacy.col.date"), t("privacy.col.status")]}
        >
          {found.testimonials.map((testimonial) => (
            <tr key={testimonial.id}>
              <td className="console-table__wrap">
                <Link to={consolePaths.testimonial(testimonial.id)}>{testimonial.name}</Link>
              </td>
              <td>{date(testimonial.date)}</td>
              <td>{t(`testimonials.status.${testimonial.status}` as ConsoleKey)}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}

      {found.owner || found.staff ? (
        <section className="console-privacy__section" aria-labelledby="privacy-accounts">
          <h3 id="privacy-accounts">{t("privacy.accounts")}</h3>
          <ul>
            {found.owner ? (
              <li>
                <Link to={consolePaths.owner(found.owner.id)}>
                  {t("privacy.account.owner", { name: found.owner.name })}
                </Link>
                {found.owner.disabled ? ` (${t("privacy.account.disabled")})` : null}
              </li>
            ) : null}
            {found.staff ? (
              <li>
                <Link to={consolePaths.staffMember(found.staff.id)}>
                  {t("privacy.account.staff", { name: found.staff.name })}
                </Link>
                {found.staff.disabled ? ` (${t("privacy.account.disabled")})` : null}
              </li>
            ) : null}
          </ul>
          <p>{t("privacy.accounts.note")}</p>
        </section>
      ) : null}
    </section>
  );
}

/** One kind of stored data: its heading, and its table in a scrolling box named by its caption. */
function DataTable({
  name,
  title,
  caption,
  columns,
  children,
}: {
  name: string;
  title: string;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <section className="console-privacy__section" aria-labelledby={`privacy-${name}`}>
      <h3 id={`privacy-${name}`}>{title}</h3>
      <ConsoleTableBox label={caption}>
        <table className="console-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </ConsoleTableBox>
    </section>
  );
}
