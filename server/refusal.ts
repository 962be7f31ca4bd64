import type { Request, Response } from "express";
import { DEFAULT_LOCALE, localeFromPath } from "#app/i18n/locales.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";

/**
 * The answers the HTTP rules give before React Router sees a request (a method an address does not
 * serve, a body over its limit; decision 0027): a short page in the visitor's language for a page,
 * plain short JSON for the API, plain text for a file. Never cached.
 */
export type AnswerKind = "page" | "api" | "file";

/** How much of a refused body is still read (and thrown away) so the client reads our answer. */
const DRAIN_BYTES = 32 * 1024 * 1024;
/** How long a refused body may keep arriving before the connection is closed. */
const DRAIN_MS = 10_000;
/** Once the connection is ended after a refusal, how long the client has to read our answer before it is cut. */
const LINGER_MS = 2_000;

type Refusal = { status: 204 | 405 | 413; kind: AnswerKind; maxBytes?: number };

const API_ERRORS = { 405: "method_not_allowed", 413: "body_too_large" } as const;

export function refuse(req: Request, res: Response, { status, kind, maxBytes }: Refusal) {
  drainBody(req);
  if (res.headersSent) return;
  res.status(status).set("Cache-Control", "no-store");
  if (status === 204) return void res.end();
  if (kind === "api")
    return void res.json({ error: API_ERRORS[status], ...(maxBytes !== undefined ? { maxBytes } : {}) });
  const locale = localeFromPath(req.path) ?? DEFAULT_LOCALE;
  const t = getMessages(locale);
  const size = maxBytes === undefined ? "" : sizeText(maxBytes, locale);
  const title = status === 413 ? t["http.tooLarge.title"] : t["http.methodNotAllowed.title"];
  const text = status === 413 ? translate(t, "http.tooLarge.text", { max: size }) : t["http.methodNotAllowed.text"];
  // A file is no page with a form: its title alone (the text speaks of the page's form).
  if (kind === "file") return void res.type("text/plain; charset=utf-8").send(`${title}.`);
  // The page the visitor came from: forms post to their own page, so going back is a GET of this address.
  const back = req.path.replace(/\/?_?\.data$/, "/").replace(/^\/_root\/$/, "/");
  res.type("html").send(statusPage({ lang: locale, title, text, back, backLabel: t["http.backToPage"] }));
}

/** "64 kB", "6 Mo"… in the visitor's language. */
function sizeText(bytes: number, locale: Parameters<typeof getMessages>[0]): string {
  const t = getMessages(locale);
  const mb = 1024 * 1024;
  return bytes >= mb && bytes % mb === 0
    ? translate(t, "unit.megabytes", { n: bytes / mb })
    : translate(t, "unit.kilobytes", { n: Math.ceil(bytes / 1024) });
}

function statusPage({
  lang,
  title,
  text,
  back,
  backLabel,
}: {
  lang: string;
  title: string;
  text: string;
  back: string;
  backLabel: string;
}): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(backLabel)}</a></p></main></body></html>`
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Reads what is left of a refused request's body and throws it away, at most DRAIN_BYTES for at
 * most DRAIN_MS; then stops reading, ends the connection after our answer and cuts it LINGER_MS
 * later. Cutting at once while the client still sends makes its system answer with a reset, which
 * throws away what it had not read yet: our answer, so a browser showed "connection reset" instead
 * of our page. Ending first gives the client the answer and its end, and time to read them (the
 * reason nginx lingers on close). Reading a bounded rest costs no memory; a body that ends within
 * the bound keeps the connection.
 */
export function drainBody(req: Request) {
  if (req.readableEnded || req.listenerCount("data") > 0 || (req as Request & { drained?: boolean }).drained) return;
  (req as Request & { drained?: boolean }).drained = true;
  let discarded = 0;
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DRAIN_BYTES) close();
  };
  const close = () => {
    clearTimeout(timer);
    const socket = req.socket;
    if (req.complete || !socket || socket.destroyed) return;
    req.off("data", discard);
    req.pause();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  const timer = setTimeout(close, DRAIN_MS);
  timer.unref();
  req.on("data", discard);
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
  req.resume();
}
