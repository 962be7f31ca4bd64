import { Form } from "react-router";
import { consolePaths } from "#app/lib/console-paths.ts";
import { ConsoleField } from "#app/components/admin/console-fields.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

/** The search by e-mail address: a GET form, so the result has an address of its own (the export and erasure start from it). */
export function PrivacySearch({ value, invalid }: { value: string; invalid: boolean }) {
  const { t } = useConsole();
  return (
    <Form method="get" action={consolePaths.privacy} className="console-filters console-privacy__search" role="search">
      <ConsoleField
        name="email"
        type="email"
        label={t("privacy.email")}
        hint={t("privacy.emailHint")}
        autoComplete="off"
        required
        maxLength={254}
        defaultValue={value}
        error={invalid ? t("privacy.invalidEmail") : undefined}
      />
      <button type="submit" className="button">
        {t("privacy.search")}
      </button>
    </Form>
  );
}
