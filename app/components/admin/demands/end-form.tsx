import { ConsoleForm } from "#app/components/admin/console-form.tsx";

/** Ending a search profile or a subscription on the person's request: a post to the list's page, filters kept. */
export function EndForm({ id, label, text }: { id: string; label: string; text: string }) {
  return (
    <ConsoleForm className="console-demands__end">
      <input type="hidden" name="intent" value="end" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button button--ghost" aria-label={label}>
        {text}
      </button>
    </ConsoleForm>
  );
}
