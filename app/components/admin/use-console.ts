import { useRouteLoaderData } from "react-router";
import type { loader as consoleLoader } from "#app/routes/admin/console-layout.tsx";
import { consoleTranslator } from "#app/i18n/console/texts.ts";
import { DEFAULT_CONSOLE_LOCALE } from "#app/domain/staff.ts";

/** The console frame's data (language, person, CSRF token) and a translator in the person's language. */
export function useConsole() {
  const data = useRouteLoaderData<typeof consoleLoader>("console");
  const locale = data?.locale ?? DEFAULT_CONSOLE_LOCALE;
  return {
    locale,
    t: consoleTranslator(locale),
    member: data?.member ?? null,
    csrf: data?.csrf ?? "",
    agencyName: data?.agencyName ?? "",
  };
}
