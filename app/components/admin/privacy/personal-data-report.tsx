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
        <section className="console-privacy__section" aria-labelledby="privacy-leads">
          <h3 id="privacy-leads">{t("privacy.leads")}</h3>
          <ConsoleTableBox label={t("privacy.leads.caption")}>
            <table className="console-table">
              <caption className="visually-hidden">{t("privacy.leads.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("privacy.col.received")}</th>
                  <th scope="col">{t("privacy.col.kind")}</th>
                  <th scope="col">{t("privacy.col.listing")}</th>
                  <th scope="col">{t("privacy.col.role")}</th>
                  <th scope="col">{t("privacy.col.handling")}</th>
                  <th scope="col">{t("privacy.col.notes")}</th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </ConsoleTableBox>
        </section>
      ) : null}

      {found.appointments.length ? (
        <section className="console-privacy__section" aria-labelledby="privacy-appointments">
          <h3 id="privacy-appointments">{t("privacy.appointments")}</h3>
          <ConsoleTableBox label={t("privacy.appointments.caption")}>
            <table className="console-table">
              <caption className="visually-hidden">{t("privacy.appointments.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("privacy.col.when")}</th>
                  <th scope="col">{t("privacy.col.listing")}</th>
                </tr>
              </thead>
              <tbody>
                {found.appointments.map((appointment) => (
                  <tr key={appointment.leadId}>
                    <td>{appointment.startsAt ? dateTime(appointment.startsAt) : "–"}</td>
                    <td className="console-table__wrap">{appointment.listing ?? "–"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ConsoleTableBox>
        </section>
      ) : null}

      {found.demands.length ? (
        <section className="console-privacy__section" aria-labelledby="privacy-demands">
          <h3 id="privacy-demands">{t("privacy.demands")}</h3>
          <ConsoleTableBox label={t("privacy.demands.caption")}>
            <table className="console-table">
              <caption className="visually-hidden">{t("privacy.demands.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("demands.col.registered")}</th>
                  <th scope="col">{t("demands.col.goal")}</th>
                  <th scope="col">{t("demands.col.frequency")}</th>
                  <th scope="col">{t("demands.col.status")}</th>
                  <th scope="col">{t("demands.col.alerts")}</th>
                </tr>
              </thead>
              <tbody>
                {found.demands.map((demand) => (
                  <tr key={demand.id}>
                    <td>{date(demand.createdAt)}</td>
                    <td>{t(`demands.goal.${demand.goal}`)}</td>
                    <td>
                      {t(demand.alertFrequency === "daily" ? "demands.frequency.daily" : "demands.frequency.instant")}
                    </td>
                    <td>{t(demand.active ? "demands.status.active" : "demands.status.ended")}</td>
                    <td>{t("demands.alerts.sent", { count: demand.alerts })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ConsoleTableBox>
        </section>
      ) : null}

      {found.subscriptions.length ? (
        <section className="console-privacy__section" aria-labelledby="privacy-subscriptions">
          <h3 id="privacy-subscriptions">{t("privacy.subscriptions")}</h3>
          <ConsoleTableBox label={t("privacy.subscriptions.caption")}>
            <table className="console-table">
              <caption className="visually-hidden">{t("privacy.subscriptions.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("demands.subscribers.col.since")}</th>
                  <th scope="col">{t("privacy.col.language")}</th>
                  <th scope="col">{t("demands.col.status")}</th>
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </ConsoleTableBox>
        </section>
      ) : null}

      {found.testimonials.length ? (
        <section className="console-privacy__section" aria-labelledby="privacy-testimonials">
          <h3 id="privacy-testimonials">{t("privacy.testimonials")}</h3>
          <ConsoleTableBox label={t("privacy.testimonials.caption")}>
            <table className="console-table">
              <caption className="visually-hidden">{t("privacy.testimonials.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("privacy.col.name")}</th>
                  <th scope="col">{t("privacy.col.date")}</th>
                  <th scope="col">{t("privacy.col.status")}</th>
                </tr>
              </thead>
              <tbody>
                {found.testimonials.map((testimonial) => (
                  <tr key={testimonial.id}>
                    <td className="console-table__wrap">
                      <Link to={consolePaths.testimonial(testimonial.id)}>{testimonial.name}</Link>
                    </td>
                    <td>{date(testimonial.date)}</td>
                    <td>{t(`testimonials.status.${testimonial.status}` as ConsoleKey)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ConsoleTableBox>
        </section>
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
