import { NOTE_MAX } from "#app/lib/lead-inbox-filters.ts";
import { ConsoleTextArea } from "#app/components/admin/console-fields.tsx";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

type Note = { id: number; author: string; when: string; iso: string; body: string };

/** The agency's internal notes on the lead, newest first, and a box to add one. */
export function LeadNotes({ notes, error, value }: { notes: readonly Note[]; error?: string; value?: string }) {
  const { t } = useConsole();
  return (
    <section className="console-panel" aria-labelledby="lead-notes">
      <h2 id="lead-notes">{t("leads.notes")}</h2>
      {/* A new key once a note is added: the box is empty again after the save. */}
      <ConsoleForm className="console-form" key={notes.length}>
        <input type="hidden" name="intent" value="note" />
        <ConsoleTextArea
          name="body"
          label={t("leads.note.body")}
          rows={3}
          maxLength={NOTE_MAX}
          required
          defaultValue={value}
          error={error}
        />
        <p className="console-field__hint">{t("leads.note.hint", { max: NOTE_MAX })}</p>
        <button type="submit" className="button">
          {t("leads.note.add")}
        </button>
      </ConsoleForm>
      {notes.length === 0 ? (
        <p>{t("leads.notes.none")}</p>
      ) : (
        <ol className="console-leads__notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="console-leads__meta">
                {note.author}, <time dateTime={note.iso}>{note.when}</time>
              </p>
              <p className="console-leads__note-body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
