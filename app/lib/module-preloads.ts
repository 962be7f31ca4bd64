/**
 * The document without its `<link rel="modulepreload">` tags (decision 0024).
 *
 * React Router's `<Scripts>` asks for every module of the page with such a link. React lifts them
 * into `<head>`, ahead of the stylesheets. There they download at high priority, about 130 kB
 * gzip, alongside the stylesheets and the first image. On a slow phone connection that delays the
 * first paint by about a second. Without the links the page paints first, and the modules load
 * from the hydration script's own imports. The page has been usable without them all along:
 * links and forms work before hydration.
 *
 * React writes these tags itself and escapes `<`, `>` and `"` in every attribute and text, so a
 * listing's text can never spell one.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
