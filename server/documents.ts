import path from "node:path";
import type { Request, Response } from "express";
import type { Database } from "#db/client.server.ts";
import { DEFAULT_LOCALE, isLocale } from "#app/i18n/locales.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import { DOCUMENT_LINK_DAYS, parseDocumentLink } from "#app/lib/document-link.ts";
import { checkDocumentLink } from "#app/services/leads/document-links.server.ts";

/**
 * `GET /documents/{lang}/{property|project}/{id}/{file}?expires=…&signature=…`: a listing document
 * the site keeps itself, through the signed, expiring link of the documents-request mail (decision
 * 0030). The files are in no public folder; this is their only way out. A link of the wrong shape
 * or altered answers 403, an expired one 410, a document the listing no longer has 404: each a short
 * page in the link's language saying what to do. Never cached by a shared cache, never indexed.
 */
export function documentsHandler({
  db,
  projectRoot,
  now = () => new Date(),
}: {
  db: Database;
  projectRoot: string;
  now?: () => Date;
}) {
  const folder = path.join(projectRoot, "data/sample/documents");
  return async function documents(req: Request, res: Response): Promise<void> {
    res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    const { parts, lang } = parseDocumentLink(req.baseUrl + req.path, req.query as Record<string, unknown>);
    const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    if (!parts) return page(res, 403, locale, "documents.linkInvalid");
    const check = await checkDocumentLink(db, parts, now());
    if (check.status === "invalid") return page(res, 403, locale, "documents.linkInvalid");
    if (check.status === "expired") return page(res, 410, locale, "documents.linkExpired");
    if (check.status !== "valid") return page(res, 404, locale, "documents.unavailable");
    const file = check.file;
    await new Promise<void>((resolve) => {
      // The name was checked (no path, no dot first); sendFile also refuses to leave the folder.
      res.sendFile(
        file,
        { root: folder, dotfiles: "deny", headers: { "Content-Disposition": `inline; filename="${file}"` } },
        (error) => {
          if (error && !res.headersSent) page(res, 404, locale, "documents.unavailable");
          resolve();
        },
      );
    });
  };
}

type PageKey = "documents.linkInvalid" | "documents.linkExpired" | "documents.unavailable";

function page(res: Response, status: number, locale: Parameters<typeof getMessages>[0], key: PageKey): void {
  const t = getMessages(locale);
  const title = t[`${key}.title`];
  const text = translate(t, `${key}.text`, { days: DOCUMENT_LINK_DAYS });
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/${locale}/">${escapeHtml(t["shell.backHome"])}</a></p></main></body></html>`,
    );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
