import type { Range } from "#app/lib/console-list-filter.ts";
import { dateTimeFormat, numberFormat } from "#app/lib/intl-formats.ts";
import { useConsole } from "#app/components/admin/use-console.ts";

/** Dates, amounts and ranges in the reader's console language, Belgian conventions, Brussels time. */
export function useConsoleFormat() {
  const { locale, t } = useConsole();
  const tag = `${locale}-BE`;
  const date = (value: Date | string) =>
    dateTimeFormat(tag, { dateStyle: "medium", timeZone: "Europe/Brussels" }).format(new Date(value));
  const dateTime = (value: Date | string) =>
    dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Brussels" }).format(
      new Date(value),
    );
  const euros = (amount: number) =>
    numberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount);
  const range = (value: Range, format: (n: number) => string = String) => {
    switch (value.kind) {
      case "between":
        return t("demands.range.between", { from: format(value.from), to: format(value.to) });
      case "from":
        return t("demands.range.from", { from: format(value.from) });
      case "upTo":
        return t("demands.range.upTo", { to: format(value.to) });
      default:
        return t("demands.range.any");
    }
  };
  return { t, locale, date, dateTime, euros, range };
}
