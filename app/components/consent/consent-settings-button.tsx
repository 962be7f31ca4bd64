import { useT } from "#app/components/layout/use-shell.ts";
import { openConsentSettings } from "./consent-store.ts";
import { rememberConsentOpener } from "./consent-dialog.tsx";

/**
 * The footer's "cookie settings" (Belgian data protection authority: consent can be changed or
 * withdrawn at any time, as easily as it was given): reopens the dialog on its five switches.
 * Hidden without JavaScript (no script, no tags, nothing to change).
 */
export function ConsentSettingsButton() {
  const t = useT();
  return (
    <button
      type="button"
      className="consent-reopen"
      onClick={(event) => {
        rememberConsentOpener(event.currentTarget);
        openConsentSettings();
      }}
    >
      {t("shell.cookieSettings")}
    </button>
  );
}
