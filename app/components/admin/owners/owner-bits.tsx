import { isLocale } from "#app/i18n/locales.ts";
import type { ConsoleTranslator } from "#app/i18n/console/texts.ts";
import { useConsole } from "../use-console.ts";

/** A property linked to an owner, as the owners' pages list it. */
export type LinkedPropertyRow = { id: number; reference: string; title: string; inCatalogue: boolean };

/** A language of the site by its own name (Nederlands, Français, English, Deutsch). */
export function languageName(t: ConsoleTranslator, code: string): string {
  return isLocale(code) ? t(`owners.language.${code}`) : code;
}

/** Active or disabled, as a badge. */
export function OwnerStateBadge({ disabled }: { disabled: boolean }) {
  const { t } = useConsole();
  return disabled ? (
    <span className="console-badge console-owners__badge--disabled">{t("owners.status.disabled")}</span>
  ) : (
    <span className="console-badge">{t("owners.status.active")}</span>
  );
}

/** A property's reference and title, or that the catalogue no longer has it. */
export function PropertyName({ property }: { property: LinkedPropertyRow }) {
  const { t } = useConsole();
  return (
    <>
      <strong>{property.reference}</strong>{" "}
      {property.inCatalogue ? property.title : <em>{t("owners.notInCatalogue")}</em>}
    </>
  );
}
