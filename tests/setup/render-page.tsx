import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { getMessages } from "#app/i18n/translate.ts";

/**
 * Server-renders a component inside a router whose root route carries a language's whole
 * dictionary, as the app's root loader does, so components using `useT()` render their real texts.
 */
export async function renderWithTexts(element: ReactNode, locale: Locale = "nl"): Promise<string> {
  // The root data the shell's hooks read: the language, its texts and the links forms show.
  const root = { locale, messages: getMessages(locale), shell: { privacyHref: `/${locale}/privacy-statement/` } };
  const routes = [{ id: "root", path: "/", loader: () => root, element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
