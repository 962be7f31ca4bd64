import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { labelled } from "#app/lib/typography.ts";
import { VisitsChart, type ChartDay } from "./visits-chart.tsx";

/**
 * The owner dashboard's content: who is logged in and the logout button, the property choice, and
 * for the chosen property its figures, chart, history, communications and online media. Every
 * figure is also text (tables with captions and headers), so nothing depends on seeing the chart.
 */
export type DashboardProps = {
  owner: { name: string };
  properties: { id: number; title: string; city: string }[];
  dashboardPath: string;
  logoutPath: string;
  dashboard: {
    property: { id: number; title: string; href: string; published: boolean };
    stats: { today: number; week: number; month: number; total: number };
    bySource: { source: string; label: string; views: number }[];
    days: ChartDay[];
    visitsByMonth: { month: string; label: string; views: number }[];
    appointments: { startsAt: string; bookedAt: string }[];
    communications: {
      kinds: { kind: string; label: string; count: number; last: string }[];
      latest: { label: string; at: string; visitor: string | null }[];
    };
    onlineMedia: { name: string; url: string }[];
  } | null;
};

export function OwnerDashboard({ owner, properties, dashboardPath, logoutPath, dashboard }: DashboardProps) {
  const t = useT();
  const { locale } = useRootData();
  return (
    <div className="owner-dashboard">
      <div className="owner-dashboard__bar">
        <p>{t("owner.welcome", { name: owner.name })}</p>
        <form method="post" action={logoutPath}>
          <button type="submit" className="button button--ghost">
            {t("owner.logout")}
          </button>
        </form>
      </div>

      {properties.length === 0 || !dashboard ? (
        <p className="owner-notice">{t("owner.noProperties")}</p>
      ) : (
        <>
          <form method="get" action={dashboardPath} className="owner-dashboard__choice">
            <label htmlFor="owner-property">{t("owner.selectProperty")}</label>
            <select id="owner-property" name="property" defaultValue={String(dashboard.property.id)}>
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({p.city}, {p.id})
                </option>
              ))}
            </select>
            <button type="submit" className="button button--primary">
              {t("owner.show")}
            </button>
          </form>

          <section aria-labelledby="owner-property-title" className="owner-section">
            <h2 id="owner-property-title">
              {dashboard.property.published ? (
                <a href={dashboard.property.href}>{dashboard.property.title}</a>
              ) : (
                dashboard.property.title
              )}
              {dashboard.property.published ? null : <span className="owner-badge"> {t("owner.notPublished")}</span>}
            </h2>
            <p className="owner-section__note">{t("owner.visitsExplanation")}</p>
            <dl className="owner-figures">
              {(
                [
                  ["owner.visitsToday", dashboard.stats.today],
                  ["owner.visitsWeek", dashboard.stats.week],
                  ["owner.visitsMonth", dashboard.stats.month],
                  ["owner.visitsTotal", dashboard.stats.total],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="owner-figures__item">
                  <dt>{t(label)}</dt>
                  <dd data-figure={label.slice(6)}>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="owner-chart-title" className="owner-section">
            <h2 id="owner-chart-title">{t("owner.last30Days")}</h2>
            <VisitsChart days={dashboard.days} />
          </section>

          <section aria-labelledby="owner-sources-title" className="owner-section">
            <h2 id="owner-sources-title">{t("owner.bySource")}</h2>
            <table className="owner-table">
              <thead>
                <tr>
                  <th scope="col">{t("owner.bySource")}</th>
                  <th scope="col">{t("owner.visits")}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.bySource.map((row) => (
                  <tr key={row.source}>
                    <th scope="row">{row.label}</th>
                    <td>{row.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <section aria-labelledby="owner-history-title" className="owner-section">
            <h2 id="owner-history-title">{t("owner.history")}</h2>
            <h3>{t("owner.visitsHistory")}</h3>
            {dashboard.visitsByMonth.length === 0 ? (
              <p>{t("owner.noData")}</p>
            ) : (
              <table className="owner-table">
                <thead>
                  <tr>
                    <th scope="col">{t("owner.month")}</th>
                    <th scope="col">{t("owner.visits")}</th>
                  </tr>
                </thead>
                <tbody>
                  {dashboard.visitsByMonth.map((row) => (
                    <tr key={row.month}>
                      <th scope="row">{row.label}</th>
                      <td>{row.views}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <h3>{t("owner.appointments")}</h3>
            {dashboard.appointments.length === 0 ? (
              <p>{t("owner.noData")}</p>
            ) : (
              <table className="owner-table">
                <thead>
                  <tr>
                    <th scope="col">{t("owner.appointmentAt")}</th>
                    <th scope="col">{t("owner.bookedAt")}</th>
                  </tr>
                </thead>
                <tbody>
                  {dashboard.appointments.map((row, i) => (
                    <tr key={i}>
                      <td>{row.startsAt}</td>
                      <td>{row.bookedAt}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section aria-labelledby="owner-communications-title" className="owner-section">
            <h2 id="owner-communications-title">{t("owner.communications")}</h2>
            {dashboard.communications.kinds.length === 0 ? (
              <p>{t("owner.noData")}</p>
            ) : (
              <>
                <p>
                  {t("owner.leadsCount", {
                    count: dashboard.communications.kinds.reduce((sum, k) => sum + k.count, 0),
                  })}
                </p>
                <table className="owner-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("owner.requestKind")}</th>
                      <th scope="col">{t("owner.count")}</th>
                      <th scope="col">{t("owner.lastOn")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {dashboard.communications.kinds.map((row) => (
                      <tr key={row.kind}>
                        <th scope="row">{row.label}</th>
                        <td>{row.count}</td>
                        <td>{row.last}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <h3>{t("owner.latestRequests")}</h3>
                <ul className="owner-list">
                  {dashboard.communications.latest.map((row, i) => (
                    <li key={i}>
                      {labelled(locale, row.at, row.label)}
                      {row.visitor ? ` — ${row.visitor}` : null}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <section aria-labelledby="owner-media-title" className="owner-section">
            <h2 id="owner-media-title">{t("owner.onlineMedia")}</h2>
            {dashboard.onlineMedia.length === 0 ? (
              <p>{t("owner.noData")}</p>
            ) : (
              <ul className="owner-list">
                {dashboard.onlineMedia.map((media) => (
                  <li key={media.url}>
                    {media.name}: <a href={media.url}>{media.url}</a>
                  </li>
                ))}
              </ul>
            )}
            <p className="owner-section__note">{t("owner.noPortals")}</p>
          </section>
        </>
      )}
    </div>
  );
}
