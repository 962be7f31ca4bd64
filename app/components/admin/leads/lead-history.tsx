import { useConsole } from "#app/components/admin/use-console.ts";

/** What the staff changed on the lead (the audit log's entries about it), newest first. */
export function LeadHistory({
  history,
}: {
  history: readonly { id: number; text: string; who: string; when: string; iso: string }[];
}) {
  const { t } = useConsole();
  return (
    <section className="console-panel" aria-labelledby="lead-history">
      <h2 id="lead-history">{t("leads.history")}</h2>
      {history.length === 0 ? (
        <p>{t("leads.history.none")}</p>
      ) : (
        <ol className="console-leads__history">
          {history.map((entry) => (
            <li key={entry.id}>
              <span>{entry.text}</span>{" "}
              <span className="console-leads__meta">
                {entry.who}, <time dateTime={entry.iso}>{entry.when}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
