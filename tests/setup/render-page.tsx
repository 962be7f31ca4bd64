import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { textsFile } from "#app/services/content/browser-texts.server.ts";

/**
 * Server-renders a component inside a router whose root route carries a language's whole
 * dictionary, as the app's root loader does, so components using `useT()` render their real texts.
 */
export async function renderWithTexts(
  element: ReactNode,
  locale: Locale = "nl",
  imageHost: string | null = null,
): Promise<string> {
  // The root data the shell's hooks read: the language, its texts file (made available as the root
  // loader does: app/services/content/browser-texts.server.ts) and the links forms show, the pictures' CDN host.
  const root = {
    locale,
    texts: textsFile(locale).path,
    shell: {
      privacyHref: `/${locale}/privacy-statement/`,
      contact: { phone: "052 33 44 55", phoneHref: "tel:+3252334455", email: "info@example.be", emailHref: "" },
    },
    imageHost,
  };
  const routes = [{ id: "root", path: "/", loader: () => root, element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  // As the server renders (app/entry.server.tsx): after every Suspense boundary is ready, each in
  // place, so the parts whose code loads on demand (lazy components) are in the HTML too.
  const { prelude } = await prerenderToNodeStream(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
