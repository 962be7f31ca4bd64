import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { ConsoleTableBox } from "../console-table-box.tsx";
import type { SyncRunView } from "#app/services/operations/operations-view.ts";
import { ConsoleForm } from "../console-form.tsx";
import { ConsoleNotice } from "../console-page.tsx";
import { useConsole } from "../use-console.ts";
import { operationsFormats } from "./operations-formats.ts";

const STATUS_BADGE: Record<string, string> = {
  running: "in_progress",
  ok: "done",
  failed: "failed",
  refused: "failed",
};

export type SyncNotice = "started" | "running" | "unavailable";

/** The latest catalogue syncs, with the skipped records and their reasons, and "sync now". */
export function SyncRuns({
  runs,
  provider,
  available,
  notice,
  refreshHref,
}: {
  runs: SyncRunView[];
  provider: string;
  available: boolean;
  notice: SyncNotice | null;
  /** The page again, without the notice. */
  refreshHref: string;
}) {
  const { t, locale } = useConsole();
  const format = operationsFormats(locale);
  const known = (prefix: string, value: string) => {
    const key = `${prefix}.${value}` as ConsoleKey;
    const text = t(key);
    return text === key ? value : text;
  };
  return (
    <section className="console-operations__section" aria-labelledby="operations-syncs" id="syncs">
      <div className="console-page__head">
        <h2 id="operations-syncs">{t("operations.sync.title")}</h2>
        <div className="console-page__actions">
          <a className="button button--ghost" href={`${refreshHref}#syncs`}>
            {t("operations.refresh")}
          </a>
          {available ? (
            <ConsoleForm>
              <input type="hidden" name="intent" value="sync" />
              <button type="submit" className="button">
                {t("operations.sync.now")}
              </button>
            </ConsoleForm>
          ) : null}
        </div>
      </div>
      {notice ? (
        <ConsoleNotice tone={notice === "unavailable" ? "error" : "ok"}>{t(`operations.sync.${notice}`)}</ConsoleNotice>
      ) : null}
      <p className="console-operations__note">
        {available ? t("operations.sync.explain", { provider }) : t("operations.sync.unavailableExplain")}
      </p>
      {runs.length === 0 ? (
        <p>{t("operations.sync.none")}</p>
      ) : (
        <ConsoleTableBox label={t("operations.sync.caption", { count: runs.length })}>
          <table className="console-table">
            <caption className="visually-hidden">{t("operations.sync.caption", { count: runs.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("operations.sync.started.column")}</th>
                <th scope="col">{t("operations.sync.status")}</th>
                <th scope="col" className="console-operations__number">
                  {t("operations.sync.added")}
                </th>
                <th scope="col" className="console-operations__number">
                  {t("operations.sync.updated")}
                </th>
                <th scope="col" className="console-operations__number">
                  {t("operations.sync.unpublished")}
                </th>
                <th scope="col">{t("operations.sync.skipped")}</th>
                <th scope="col">{t("operations.sync.message")}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id} data-run={run.id}>
                  <td>
                    <span className="console-operations__nowrap">{format.dateTime(run.startedAt)}</span>
                    <br />
                    <span className="console-operations__muted">
                      {[
                        known("operations.sync.mode", run.mode),
                        run.provider,
                        run.scheduled ? t("operations.sync.scheduled") : t("operations.sync.onRequest"),
                      ].join(" · ")}
                    </span>
                  </td>
                  <td className="console-operations__nowrap">
                    <span className={`console-badge console-badge--${STATUS_BADGE[run.status] ?? "other"}`}>
                      {known("operations.sync.status", run.status)}
                    </span>
                    {run.durationMs !== null ? (
                      <>
                        <br />
                        <span className="console-operations__muted">
                          {t("operations.sync.took", { duration: format.duration(run.durationMs) })}
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td className="console-operations__number">{run.added}</td>
                  <td className="console-operations__number">{run.updated}</td>
                  <td className="console-operations__number">{run.unpublished}</td>
                  <td>
                    {run.skippedCount === 0 ? (
                      "0"
                    ) : (
                      <details className="console-operations__skipped">
                        <summary>{t("operations.sync.skippedRecords", { count: run.skippedCount })}</summary>
                        <ul>
                          {run.skipped.map((skip, index) => (
                            <li key={`${skip.id}-${index}`}>
                              <code>{skip.id}</code>: {skip.reason}
                            </li>
                          ))}
                          {run.skippedCount > run.skipped.length ? (
                            <li>
                              {t("operations.sync.moreSkipped", { count: run.skippedCount - run.skipped.length })}
                            </li>
                          ) : null}
                        </ul>
                      </details>
                    )}
                  </td>
                  <td className="console-table__wrap console-operations__message">{run.message ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ConsoleTableBox>
      )}
    </section>
  );
}
