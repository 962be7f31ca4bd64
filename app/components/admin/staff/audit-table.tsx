import { Link } from "react-router";
import { ConsoleTableBox } from "../console-table-box.tsx";
import {
  auditChanges,
  auditSubjectPath,
  auditValueText,
  shortenedText,
  type AuditChange,
  type AuditWords,
} from "#app/lib/console-audit.ts";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";
import { useConsole } from "../use-console.ts";

/** An audit entry as the loader sends it: its time as ISO text, `who` null for the command line. */
export type AuditRow = {
  id: number;
  at: string;
  who: string | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
};

/** A value longer than this is cut, the whole of it one click away. */
const SHORT_VALUE = 120;

/** The log's entries, newest first: time, who, action, subject (linked to its page), what changed. */
export function AuditTable({
  entries,
  label,
  withSubject = true,
}: {
  entries: readonly AuditRow[];
  label: string;
  withSubject?: boolean;
}) {
  const { t, locale } = useConsole();
  const time = dateTimeFormat(`${locale}-BE`, { dateStyle: "short", timeStyle: "medium", timeZone: "Europe/Brussels" });
  const words: AuditWords = { yes: t("audit.yes"), no: t("audit.no"), empty: t("audit.emptyValue") };
  if (entries.length === 0) return <p>{t("console.empty")}</p>;
  return (
    <ConsoleTableBox label={label}>
      <table className="console-table console-audit" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t("audit.time")}</th>
            <th scope="col">{t("audit.who")}</th>
            <th scope="col">{t("audit.action")}</th>
            {withSubject ? <th scope="col">{t("audit.subject")}</th> : null}
            <th scope="col">{t("audit.change")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const subjectPath = auditSubjectPath(entry.subject);
            const at = new Date(entry.at);
            return (
              <tr key={entry.id}>
                <td className="console-audit__time">
                  <time dateTime={at.toISOString()}>{time.format(at)}</time>
                </td>
                <td className="console-audit__who">{entry.who ?? <em>{t("audit.commandLine")}</em>}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                {withSubject ? (
                  <td className="console-audit__subject">
                    {subjectPath ? <Link to={subjectPath}>{entry.subject}</Link> : entry.subject}
                  </td>
                ) : null}
                <td className="console-audit__change">
                  <Changes changes={auditChanges(entry.before, entry.after)} words={words} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ConsoleTableBox>
  );
}

function Changes({ changes, words }: { changes: AuditChange[]; words: AuditWords }) {
  if (changes.length === 0) return null;
  return (
    <ul className="console-audit__changes">
      {changes.map((change) => (
        <li key={change.field}>
          {change.field ? <span className="console-audit__field">{change.field}: </span> : null}
          {change.kind !== "set" ? <Value value={change.before} words={words} old /> : null}
          {change.kind === "changed" ? " → " : null}
          {change.kind === "cleared" ? ` → ${words.empty}` : null}
          {change.kind !== "cleared" ? <Value value={change.after} words={words} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Value({ value, words, old = false }: { value: unknown; words: AuditWords; old?: boolean }) {
  const { t } = useConsole();
  const text = auditValueText(value, words);
  const short = shortenedText(text, SHORT_VALUE);
  const className = old ? "console-audit__old" : "console-audit__new";
  if (!short) return <span className={className}>{text}</span>;
  return (
    <details className={`console-audit__long ${className}`}>
      <summary>
        {short} <span className="visually-hidden">({t("audit.showAll")})</span>
      </summary>
      {text}
    </details>
  );
}
