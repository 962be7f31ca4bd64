import { redirect } from "react-router";
import type { Route } from "./+types/language-redirect";
import { negotiateLocale } from "#app/i18n/negotiate.ts";
import { enabledLocales, defaultLocale } from "#app/services/content/languages.ts";

/** `/` sends each visitor to their language's home page; the answer varies per visitor. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = negotiateLocale({
    cookieHeader: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
    enabled: enabledLocales(context.content),
    fallback: defaultLocale(context.content),
  });
  return redirect(`/${locale}/`, {
    status: 302,
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" },
  });
}
