import { Form } from "react-router";
import { consolePaths } from "#app/lib/console-paths.ts";
import { LEAD_HANDLINGS, LEAD_KINDS, type FilterField } from "#app/lib/lead-inbox-filters.ts";
import { ConsoleField, ConsoleSelect } from "#app/components/admin/console-fields.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

type Option = { value: string; label: string };

/**
 * The inbox's filters: a GET form (the filters live in the address, so a filtered list can be
 * bookmarked or sent to a colleague, and it works without JavaScript). A value the list ignored is
 * shown as typed, with a word that it was not applied (a select gets it as an extra choice, a date
 * becomes a text box: a date box would silently empty it).
 */
export function LeadFilters({
  values,
  ignored,
  staff,
}: {
  values: Record<FilterField, string>;
  ignored: readonly FilterField[];
  staff: readonly { id: number; name: string }[];
}) {
  const { t } = useConsole();
  const error = (name: FilterField) => (ignored.includes(name) ? t("leads.filter.ignored") : undefined);
  /** The options, with the value as given first when the list ignored it. */
  const withGiven = (name: FilterField, options: Option[]): Option[] =>
    ignored.includes(name) ? [{ value: values[name], label: values[name] }, ...options] : options;
  const all = { value: "", label: t("console.all") };
  return (
    <Form
      method="get"
      action={consolePaths.leads}
      className="console-filters console-leads__filters"
      aria-label={t("leads.filters")}
    >
      <ConsoleSelect
        name="kind"
        label={t("leads.filter.kind")}
        defaultValue={values.kind}
        error={error("kind")}
        options={withGiven("kind", [
          all,
          ...LEAD_KINDS.map((kind) => ({ value: kind, label: t(`leads.kind.${kind}`) })),
        ])}
      />
      <ConsoleSelect
        name="handling"
        label={t("leads.filter.handling")}
        defaultValue={values.handling}
        error={error("handling")}
        options={withGiven("handling", [
          all,
          ...LEAD_HANDLINGS.map((handling) => ({ value: handling, label: t(`leads.handling.${handling}`) })),
        ])}
      />
      <ConsoleSelect
        name="assignee"
        label={t("leads.filter.assignee")}
        defaultValue={values.assignee}
        error={error("assignee")}
        options={withGiven("assignee", [
          all,
          { value: "none", label: t("console.none") },
          ...staff.map((member) => ({ value: String(member.id), label: member.name })),
        ])}
      />
      <ConsoleField
        name="listing"
        label={t("leads.filter.listing")}
        defaultValue={values.listing}
        error={error("listing")}
      />
      <ConsoleField
        name="from"
        type={ignored.includes("from") ? "text" : "date"}
        label={t("leads.filter.from")}
        defaultValue={values.from}
        error={error("from")}
      />
      <ConsoleField
        name="to"
        type={ignored.includes("to") ? "text" : "date"}
        label={t("leads.filter.to")}
        defaultValue={values.to}
        error={error("to")}
      />
      <ConsoleField
        name="q"
        type="search"
        label={t("leads.filter.q")}
        defaultValue={values.q}
        error={error("q")}
        className="console-leads__search"
      />
      <div className="console-leads__filter-actions">
        <button type="submit" className="button">
          {t("console.filter")}
        </button>
        <a href={consolePaths.leads}>{t("console.reset")}</a>
      </div>
    </Form>
  );
}
