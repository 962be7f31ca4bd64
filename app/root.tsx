import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { DEFAULT_LOCALE, localeFromPath, type Locale } from "#app/i18n/locales.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { useNonce } from "#app/components/layout/nonce.tsx";
import { defaultLocale } from "#app/services/content/languages.ts";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname) ?? defaultLocale(context.content);
  return {
    locale,
    messages: getMessages(locale),
    agency: { name: context.content.siteInfo.name },
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = data?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const messages = data?.messages ?? getMessages(DEFAULT_LOCALE);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page page--error">
      <h1>{notFound ? messages["error.pageNotFound"] : messages["error.api"]}</h1>
    </main>
  );
}
