import { Form, Link } from "react-router";
import { ConsoleTableBox } from "../console-table-box.tsx";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import {
  OUTBOX_CHANNELS,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUSES,
  outboxQuery,
  type OutboxFilter,
} from "#app/lib/console-operations.ts";
import type { OutboxMessageView, OutboxPage } from "#app/services/operations/operations-view.ts";
import { ConsoleSelect, FormError } from "../console-fields.tsx";
import { ConsoleForm } from "../console-form.tsx";
import { ConsoleNotice } from "../console-page.tsx";
import { useConsole } from "../use-console.ts";
import { operationsFormats } from "./operations-formats.ts";

const STATUS_BADGE: Record<string, string> = {
  pending: "in_progress",
  failed: "failed",
  delivered: "done",
  cancelled: "other",
};

export type OutboxNotice = "retried" | "cancelled";

/** The outbox: failed and waiting messages first, filtered by status and channel, with retry and cancel. */
export function OutboxTable({
  outbox,
  filter,
  notice,
  error,
}: {
  outbox: OutboxPage;
  filter: OutboxFilter;
  notice: OutboxNotice | null;
  error: string | undefined;
}) {
  const { t } = useConsole();
  const pages = Math.max(1, Math.ceil(outbox.total / OUTBOX_PAGE_SIZE));
  return (
    <section className="console-operations__section" aria-labelledby="operations-outbox" id="outbox">
      <h2 id="operations-outbox">{t("operations.outbox.title")}</h2>
      {notice ? <ConsoleNotice>{t(`operations.outbox.${notice}`)}</ConsoleNotice> : null}
      <FormError error={error} />
      <p className="console-operations__note">{t("operations.outbox.explain")}</p>
      <Form method="get" className="console-filters" action={`${consolePaths.operations}#outbox`}>
        <ConsoleSelect
          name="status"
          label={t("operations.outbox.status")}
          defaultValue={filter.status ?? ""}
          options={[
            { value: "", label: t("console.all") },
            ...OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`operations.outbox.status.${status}`) })),
          ]}
        />
        <ConsoleSelect
          name="channel"
          label={t("operations.outbox.channel")}
          defaultValue={filter.channel ?? ""}
          options={[
            { value: "", label: t("console.all") },
            ...OUTBOX_CHANNELS.map((channel) => ({
              value: channel,
              label: t(`operations.outbox.channel.${channel}`),
            })),
          ]}
        />
        <button type="submit" className="button">
          {t("console.filter")}
        </button>
      </Form>
      <p className="console-operations__muted">{t("operations.outbox.count", { count: outbox.total })}</p>
      {outbox.messages.length === 0 ? (
        <p>{t("console.empty")}</p>
      ) : (
        <ConsoleTableBox label={t("operations.outbox.caption")}>
          <table className="console-table">
            <caption className="visually-hidden">{t("operations.outbox.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("operations.outbox.created")}</th>
                <th scope="col">{t("operations.outbox.message")}</th>
                <th scope="col">{t("operations.outbox.lead")}</th>
                <th scope="col">{t("operations.outbox.delivery")}</th>
                <th scope="col">{t("operations.outbox.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {outbox.messages.map((message) => (
                <OutboxRow key={message.id} message={message} />
              ))}
            </tbody>
          </table>
        </ConsoleTableBox>
      )}
      {pages > 1 ? (
        <nav className="console-pager" aria-label={t("operations.outbox.title")}>
          {filter.page > 1 ? (
            <Link to={`${consolePaths.operations}${outboxQuery({ ...filter, page: filter.page - 1 })}#outbox`}>
              {t("console.previous")}
            </Link>
          ) : null}
          <span>{t("operations.outbox.page", { page: filter.page, pages })}</span>
          {filter.page < pages ? (
            <Link to={`${consolePaths.operations}${outboxQuery({ ...filter, page: filter.page + 1 })}#outbox`}>
              {t("console.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function OutboxRow({ message }: { message: OutboxMessageView }) {
  const { t, locale } = useConsole();
  const format = operationsFormats(locale);
  const label = (prefix: string, value: string) => {
    const key = `${prefix}.${value}` as ConsoleKey;
    const text = t(key);
    return text === key ? value : text;
  };
  const what = message.subject ?? (message.call ? label("operations.outbox.call", message.call) : null);
  return (
    <tr data-outbox={message.id}>
      <td className="console-operations__nowrap">
        {format.dateTime(message.createdAt)}
        <br />
        <span className="console-operations__muted">{t("operations.outbox.number", { id: message.id })}</span>
      </td>
      <td className="console-operations__what">
        <span className="console-operations__muted">
          {label("operations.outbox.channel", message.channel)}
          {message.to ? ` · ${t("operations.outbox.to", { to: message.to })}` : null}
        </span>
        <br />
        {what ?? t("operations.outbox.unreadable")}
      </td>
      <td>
        {message.leadId ? <Link to={consolePaths.lead(message.leadId)}>{t("operations.outbox.openLead")}</Link> : "–"}
      </td>
      <td className="console-operations__delivery">
        <span className={`console-badge console-badge--${STATUS_BADGE[message.status] ?? "other"}`}>
          {label("operations.outbox.status", message.status)}
        </span>{" "}
        <span className="console-operations__muted">
          {t("operations.outbox.attempts", { count: message.attempts })}
        </span>
        {message.status === "pending" ? (
          <span className="console-operations__line">
            {t("operations.outbox.next", { when: format.dateTime(message.nextAttemptAt) })}
          </span>
        ) : null}
        {message.deliveredAt ? (
          <span className="console-operations__line">
            {t("operations.outbox.deliveredAt", { when: format.dateTime(message.deliveredAt) })}
          </span>
        ) : null}
        {message.lastError ? (
          <span className="console-operations__line console-operations__error">
            {t("operations.outbox.error", { error: message.lastError })}
          </span>
        ) : null}
      </td>
      <td>
        <div className="console-operations__actions">
          {message.status === "failed" ? (
            <ConsoleForm>
              <input type="hidden" name="intent" value="retry" />
              <input type="hidden" name="id" value={message.id} />
              <button
                type="submit"
                className="button"
                aria-label={t("operations.outbox.retryLabel", { id: message.id })}
              >
                {t("operations.outbox.retry")}
              </button>
            </ConsoleForm>
          ) : null}
          {message.status === "pending" || message.status === "failed" ? (
            <ConsoleForm>
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={message.id} />
              <button
                type="submit"
                className="button button--ghost"
                aria-label={t("operations.outbox.cancelLabel", { id: message.id })}
              >
                {t("operations.outbox.cancel")}
              </button>
            </ConsoleForm>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
