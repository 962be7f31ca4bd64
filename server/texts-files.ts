import type { Request, Response } from "express";
import { isLocale } from "#app/i18n/locales.ts";
import { textsFile } from "#app/services/content/browser-texts.server.ts";

const FILE_NAME = /^([a-z]{2})\.([\w-]+)\.json$/;

/**
 * GET /texts/{lang}.{hash}.json: a language's interface texts for the browser
 * (app/i18n/browser-texts.ts). The current hash is kept for a year (the name changes with the
 * texts). Another hash is a page from before a deploy asking for its texts: it gets today's, not
 * to be kept, rather than a 404 that would leave it without scripts.
 */
export function textsFileHandler(req: Request<{ file: string }>, res: Response) {
  const match = FILE_NAME.exec(req.params.file);
  const locale = match?.[1];
  if (!match || !isLocale(locale)) {
    res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
    return;
  }
  const file = textsFile(locale);
  res.set("Cache-Control", match[2] === file.hash ? "public, max-age=31536000, immutable" : "no-cache");
  res.type("application/json").send(file.json);
}
