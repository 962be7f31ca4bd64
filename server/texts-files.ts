import type { Request, Response } from "express";
import { parseTextsFileName } from "#app/i18n/browser-texts.ts";
import { textsFile } from "#app/services/content/browser-texts.server.ts";

/**
 * GET /texts/{lang}.{hash}.json: a language's interface texts for the browser
 * (app/i18n/browser-texts.ts). The current hash is kept for a year (the name changes with the
 * texts). Another hash is a page from before a deploy asking for its texts: it gets today's, not
 * to be kept, rather than a 404 that would leave it without scripts.
 */
export function textsFileHandler(req: Request<{ file: string }>, res: Response) {
  const name = parseTextsFileName(req.params.file);
  if (!name) {
    res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
    return;
  }
  const file = textsFile(name.locale);
  res.set("Cache-Control", name.hash === file.hash ? "public, max-age=31536000, immutable" : "no-cache");
  res.type("application/json").send(file.json);
}
