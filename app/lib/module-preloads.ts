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
 *
 * The document stays in bytes, as React wrote it: decoding it to a string and encoding it again
 * for the response cost a server about 7 % of a detail page's time.
 */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const TAG_END = ">".charCodeAt(0);

export function withoutModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  let start = html.indexOf(MODULE_PRELOAD);
  if (start === -1) return html;
  const kept: Buffer[] = [];
  let from = 0;
  while (start !== -1) {
    const end = html.indexOf(TAG_END, start);
    if (end === -1) break;
    kept.push(html.subarray(from, start));
    from = end + 1;
    start = html.indexOf(MODULE_PRELOAD, from);
  }
  kept.push(html.subarray(from));
  return Buffer.concat(kept);
}
