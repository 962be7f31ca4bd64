import type { NextFunction, Request, Response } from "express";
import { isConsoleLocale } from "#app/domain/staff.ts";
import { languageCookie } from "#app/lib/console-locale.ts";
import { CONSOLE_HEADERS, isConsolePath } from "#app/lib/console-paths.ts";

/**
 * The HTTP rules of the agency console (decision 0051), for every answer under /admin/, before
 * any route runs:
 * - private: `Cache-Control: private, no-store` and `X-Robots-Tag: noindex, nofollow` on every
 *   answer, the 404s and redirects included (a route cannot forget them);
 * - changes only from the console's own pages: a request that may change something must say it
 *   comes from this origin (`Origin`, or `Sec-Fetch-Site: same-origin` when a browser sends no
 *   Origin); a tool that sends neither is refused too (403), unlike the public forms, whose
 *   visitors' mail clients post without them. The pages' CSRF token is checked on top
 *   (app/routes/admin/console.server.ts);
 * - one address per page: `/admin` and slashless console pages answer 301 to the slash form;
 * - a language chosen with `?lang=` (the login page's links) is kept in the console's language
 *   cookie, so the next pages (the password link's, the login after it) stay in it.
 */
export function consoleGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isConsolePath(req.path)) return next();
    // Set as the status line is written, over whatever a handler appended (one value each).
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      for (const [name, value] of Object.entries(CONSOLE_HEADERS)) res.setHeader(name, value);
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    const reading = req.method === "GET" || req.method === "HEAD";
    if (!reading) {
      const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
      const origin = req.get("origin");
      const fromHere = origin !== undefined ? origin === ownOrigin : req.get("sec-fetch-site") === "same-origin";
      if (!fromHere) {
        res.status(403).type("text/plain; charset=utf-8").send("Forbidden");
        return;
      }
      return next();
    }
    const lang = req.query.lang;
    if (isConsoleLocale(lang)) res.append("Set-Cookie", languageCookie(lang, req.secure));
    // React Router's data requests and files (the leads' CSV export) keep their own form.
    if (!req.path.endsWith("/") && !/\.[^/]*$/.test(req.path)) {
      const queryAt = req.originalUrl.indexOf("?");
      return res.redirect(301, `${req.path}/${queryAt === -1 ? "" : req.originalUrl.slice(queryAt)}`);
    }
    next();
  };
}
