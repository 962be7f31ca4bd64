import { LEAD_HANDLINGS, type LeadHandling } from "#app/lib/lead-inbox-filters.ts";
import { ConsoleSelect } from "#app/components/admin/console-fields.tsx";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

/** The agency's handling of the lead: its status and who handles it, each saved on its own. */
export function LeadWork({
  handling,
  assigneeId,
  staff,
  errors,
  values,
}: {
  handling: LeadHandling;
  assigneeId: number | null;
  staff: readonly { id: number; name: string }[];
  errors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
}) {
  const { t } = useConsole();
  return (
    <section className="console-panel" aria-labelledby="lead-work">
      <h2 id="lead-work">{t("leads.work")}</h2>
      <ConsoleForm className="console-form console-leads__inline-form" key={`handling-${handling}`}>
        <input type="hidden" name="intent" value="handling" />
        <ConsoleSelect
          name="handling"
          label={t("leads.lead.handling")}
          defaultValue={handling}
          error={errors?.handling}
          options={LEAD_HANDLINGS.map((value) => ({ value, label: t(`leads.handling.${value}`) }))}
        />
        <button type="submit" className="button">
          {t("leads.saveHandling")}
        </button>
      </ConsoleForm>
      <ConsoleForm className="console-form console-leads__inline-form" key={`assignee-${assigneeId ?? "none"}`}>
        <input type="hidden" name="intent" value="assign" />
        <ConsoleSelect
          name="assignee"
          label={t("leads.lead.assignee")}
          defaultValue={values?.assignee ?? (assigneeId === null ? "" : String(assigneeId))}
          error={errors?.assignee}
          options={[
            { value: "", label: t("console.none") },
            ...staff.map((member) => ({ value: String(member.id), label: member.name })),
          ]}
        />
        <button type="submit" className="button">
          {t("leads.saveAssignee")}
        </button>
      </ConsoleForm>
    </section>
  );
}
