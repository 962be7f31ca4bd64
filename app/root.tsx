import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { DEFAULT_LOCALE, localeFromUrl, type Locale } from "#app/i18n/locales.ts";
import { translate } from "#app/i18n/interpolate.ts";
import { textsPrefetchScript, useTexts } from "#app/i18n/browser-texts.ts";
import { textsFile } from "#app/services/content/browser-texts.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { buildShell } from "#app/services/content/shell.server.ts";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { consentConfig } from "#app/services/analytics/consent-config.server.ts";
import { popupView } from "#app/services/content/popup.server.ts";
import { consentBootScript } from "#app/lib/consent-boot-script.ts";
import { consoleLocale } from "#app/lib/console-locale.ts";
import { isConsolePath } from "#app/lib/console-paths.ts";
import { lazy, Suspense } from "react";
import stylesheet from "./styles/app.css?url";
import drawerStylesheet from "./styles/drawer.css?url";

/** The timed popup's code is downloaded only on sites that publish one (content/popup.json). */
const TimedPopup = lazy(() => import("#app/components/popup/timed-popup.tsx"));
/**
 * The code of the cookie dialog, the footer and the scroll effects (compact header, back to top)
 * comes in chunks of their own, out of every page's
 * first-visit JavaScript (budget: 120 kB gzip on a detail page, bench/README.md). The server
 * renders both in full, so the dialog is there from the first frame (decision 0008) and the
 * footer's links work; React hydrates them when their chunk has arrived, right after the rest.
 */
const ConsentDialog = lazy(() =>
  import("#app/components/consent/consent-dialog.tsx").then((module) => ({ default: module.ConsentDialog })),
);
const ScrollEffects = lazy(() =>
  import("#app/components/layout/scroll-effects.tsx").then((module) => ({ default: module.ScrollEffects })),
);
const SiteFooter = lazy(() =>
  import("#app/components/layout/site-footer.tsx").then((module) => ({ default: module.SiteFooter })),
);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { pathname } = url;
  // The agency console sits outside the language folders; its language is the person's (decision 0051).
  const locale = isConsolePath(pathname)
    ? consoleLocale(url, request.headers.get("cookie"), request.headers.get("accept-language"))
    : (localeFromUrl(url) ?? defaultLocale(context.content));
  return {
    locale,
    /** The language's texts file (app/i18n/browser-texts.ts): every page's texts, fetched once per visitor. */
    texts: textsFile(locale).path,
    agency: { name: context.content.siteInfo.name },
    shell: buildShell(context.content, locale, pathname),
    consent: consentConfig(context.content, locale),
    popup: popupView(context.content, locale, context.config.cdnHost ?? null),
    /** CDN host of the picture URLs (CDN_HOST), so the browser builds the same ones as the server. */
    imageHost: context.config.cdnHost ?? null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = data?.locale ?? DEFAULT_LOCALE;
  // A route marked `handle.bare` (the embedded map, the agency console) is shown without the site's shell.
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
  const shell = data && !bare ? data.shell : null;
  const texts = useTexts(data?.texts);
  const skipText = translate(texts, "shell.skipToContent");
  const brand = data
    ? ({ "--brand": data.shell.brandColor, "--accent": data.shell.accentColor } as React.CSSProperties)
    : undefined;
  return (
    <html lang={locale} style={brand}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The drawer's rules apply below the configured breakpoint (content/header.json). */}
        {data ? (
          <link
            rel="stylesheet"
            href={drawerStylesheet}
            media={`(max-width: ${data.shell.header.drawerBelowPx - 0.02}px)`}
          />
        ) : null}
        {/* Marks <html data-consent> before the first paint, so the cookie dialog shows from the first frame when it must. */}
        {/* Built on the server only: the browser keeps the server's text and never runs it again. */}
        {shell && data ? (
          <script
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? consentBootScript(data.consent) : "" }}
          />
        ) : null}
      </head>
      <body>
        {shell ? (
          <a className="skip-link" href="#main">
            {skipText}
          </a>
        ) : null}
        {shell && data ? (
          <Suspense fallback={null}>
            <ConsentDialog config={data.consent} />
          </Suspense>
        ) : null}
        {shell && data ? <SiteHeader shell={shell} agencyName={data.agency.name} /> : null}
        <div id="main" className="site-main" tabIndex={-1}>
          {children}
        </div>
        {shell ? (
          <Suspense fallback={null}>
            <SiteFooter shell={shell} />
          </Suspense>
        ) : null}
        {shell ? (
          <Suspense fallback={null}>
            <ScrollEffects compactAfterPx={shell.header.compactAfterScrollPx} />
          </Suspense>
        ) : null}
        {shell && data?.popup ? (
          <Suspense fallback={null}>
            <TimedPopup popup={data.popup} />
          </Suspense>
        ) : null}
        <ScrollRestoration />
        {/* Starts fetching the texts with the modules: hydration waits for both (app/entry.client.tsx). */}
        {data ? <script dangerouslySetInnerHTML={{ __html: textsPrefetchScript(data.texts) }} /> : null}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The localized not-found page (404) and error page (500, the "API error" text of spec §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  const messages = useTexts(data?.texts);
  if (!data) return <LastResortError />;
  const title = translate(messages, notFound ? "shell.notFoundTitle" : "shell.errorTitle");
  return (
    <main className="page page--error">
      <title>{`${title} | ${data.agency.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{translate(messages, notFound ? "shell.notFoundText" : "error.api")}</p>
      <p>
        <a className="button" href={data.shell.homeHref}>
          {translate(messages, "shell.backHome")}
        </a>
      </p>
    </main>
  );
}

/**
 * When even the root loader failed there is no dictionary: a short page in the four languages
 * (the dictionaries stay out of the browser bundle).
 */
function LastResortError() {
  return (
    <main className="page page--error">
      <title>Error</title>
      <h1>Er ging iets mis · Une erreur est survenue · Something went wrong · Etwas ist schiefgelaufen</h1>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  );
}
