import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { textsBeforeHydration } from "#app/i18n/browser-texts.ts";

/**
 * React Router's default client entry, once the page's texts file is there (app/i18n/browser-texts.ts):
 * the document started fetching it alongside these modules. Without it the page stays as the
 * server rendered it, whose links and forms work without scripts.
 */
void textsBeforeHydration().then((ready) => {
  if (!ready) {
    console.warn("interface texts unavailable: the page stays without scripts");
    return;
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
