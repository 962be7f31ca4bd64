import type { HealthReport, OutboxBacklog } from "#app/services/operations/operations-view.ts";
import { useConsole } from "../use-console.ts";
import { operationsFormats } from "./operations-formats.ts";

const VERDICT_BADGE = { ok: "done", degraded: "new", error: "failed" } as const;

/** What /healthz reports, readable: the verdict, the database, the last good sync and its age, the outbox's backlog. */
export function HealthPanel({
  health,
  backlog,
  provider,
}: {
  health: HealthReport;
  backlog: OutboxBacklog;
  provider: string;
}) {
  const { t, locale } = useConsole();
  const format = operationsFormats(locale);
  return (
    <section className="console-panel console-operations__section" aria-labelledby="operations-health">
      <h2 id="operations-health">{t("operations.health.title")}</h2>
      <dl className="console-definitions">
        <dt>{t("operations.health.verdict")}</dt>
        <dd>
          <span className={`console-badge console-badge--${VERDICT_BADGE[health.status]}`}>
            {t(`operations.health.status.${health.status}`)}
          </span>
        </dd>
        <dt>{t("operations.health.database")}</dt>
        <dd>{t(`operations.health.database.${health.db}`)}</dd>
        <dt>{t("operations.health.lastSync")}</dt>
        <dd>
          {health.lastSync && health.lastSyncAgeSeconds !== null
            ? `${format.dateTime(health.lastSync)} (${format.ago(health.lastSyncAgeSeconds)})`
            : t("operations.health.neverSynced")}
        </dd>
        {health.status === "degraded" ? (
          <>
            <dt>{t("operations.health.reason")}</dt>
            <dd>
              {t("operations.health.failedRuns", { count: health.failedRuns })}
              <br />
              <span className="console-operations__message">{health.reason}</span>
            </dd>
          </>
        ) : null}
        <dt>{t("operations.health.provider")}</dt>
        <dd>{provider}</dd>
        <dt>{t("operations.health.outbox")}</dt>
        <dd>{t("operations.health.backlog", { pending: backlog.pending, failed: backlog.failed })}</dd>
        {backlog.oldestPendingAt && backlog.oldestPendingAgeSeconds !== null ? (
          <>
            <dt>{t("operations.health.oldestPending")}</dt>
            <dd>{`${format.dateTime(backlog.oldestPendingAt)} (${format.ago(backlog.oldestPendingAgeSeconds)})`}</dd>
          </>
        ) : null}
      </dl>
      <p className="console-operations__note">{t("operations.health.note")}</p>
    </section>
  );
}
