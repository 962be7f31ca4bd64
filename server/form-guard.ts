import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Database } from "#db/client.server.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { isConsolePath } from "#app/lib/console-paths.ts";
import { getMessages } from "#app/i18n/translate.ts";
import type { FormGuard } from "#app/services/leads/lead-form.server.ts";
import { readVisitorPass } from "#app/services/leads/visitor-pass.server.ts";
import { DatabaseRateLimitStore } from "./rate-limit.ts";

/**
 * The HTTP rules of the site's forms (every POST to a page; the JSON API has its own). They act on
 * every method that may change something, not only POST (decision 0027): the method policy answers
 * PUT or DELETE with 405 first, and this guard still stands if a route ever lets one through.
 *
 * - Cross-site posts are refused (403): a browser says where a post comes from with `Origin` and
 *   `Sec-Fetch-Site`; a post from another site's page is never a visitor's. Posts without either
 *   header (mail clients' one-click unsubscribe, command-line tools) are not cross-site forgeries:
 *   a forgery needs a browser, and browsers send them.
 * - A rate limit per address counted in the database (settings.rateLimits.forms), so it holds
 *   across server processes. Over the limit the post still reaches the page's action, marked, so
 *   the visitor gets the form back with a localized message and 429 rather than a bare error.
 *   The count also tells the action when to ask for the captcha (settings.captcha.freePosts).
 * - A visitor with a valid pass (a signed cookie got by solving the captcha, decision 0032) is
 *   counted on their pass instead of their address: people sharing one address (a carrier's NAT, an
 *   office) each have their own posts, and one's posts never lock out the others.
 */
export function formGuard(db: Database, limit: { max: number; windowSeconds: number }): RequestHandler[] {
  const limiter = rateLimit({
    windowMs: limit.windowSeconds * 1000,
    limit: limit.max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, "form"),
    keyGenerator: (req: Request, res: Response) =>
      typeof res.locals.visitorPass === "string" ? `pass:${res.locals.visitorPass}` : ipKeyGenerator(req.ip ?? ""),
    // The counters unreachable: the post goes on to its action, which stores the lead or says the
    // database is down. A guard must not be the reason a lead is lost.
    passOnStoreError: true,
    // The console's posts are the staff's daily work, behind a login with its own throttle (decision 0051).
    skip: (req) => isSafeMethod(req.method) || isConsolePath(req.path),
    handler: (req: Request, res: Response, next: NextFunction) => {
      res.locals.formGuard = guardOf(req, true, res);
      next();
    },
  });
  const readPass = (req: Request, res: Response, next: NextFunction) => {
    if (isSafeMethod(req.method)) return next();
    // The pass cannot be checked (database unreachable): counted by address, as without one.
    readVisitorPass(db, req.get("cookie"))
      .then((pass) => {
        if (pass) res.locals.visitorPass = pass;
      })
      .catch(() => undefined)
      .finally(() => next());
  };
  return [sameOriginPosts, readPass, limiter, markGuard];
}

function guardOf(req: Request, rateLimited: boolean, res: Response): FormGuard {
  const info = (req as Request & { rateLimit?: { used: number; resetTime?: Date } }).rateLimit;
  const retryAfterSeconds = info?.resetTime
    ? Math.max(1, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000))
    : 60;
  return {
    rateLimited,
    retryAfterSeconds,
    postsInWindow: info?.used ?? 0,
    ...(typeof res.locals.visitorPass === "string" ? { passed: true } : {}),
  };
}

function markGuard(req: Request, res: Response, next: NextFunction) {
  if (!isSafeMethod(req.method) && !res.locals.formGuard) res.locals.formGuard = guardOf(req, false, res);
  next();
}

/** True when the browser says the post comes from another site. */
export function isCrossSitePost(
  headers: { origin?: string | undefined; secFetchSite?: string | undefined },
  ownOrigin: string,
): boolean {
  if (headers.secFetchSite === "cross-site") return true;
  if (headers.origin === undefined) return false;
  // "null" is what a sandboxed frame or a privacy-conscious redirect sends: not ours.
  return headers.origin !== ownOrigin;
}

/** GET and HEAD only read: everything else is guarded as a post. */
function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

function sameOriginPosts(req: Request, res: Response, next: NextFunction) {
  if (isSafeMethod(req.method)) return next();
  const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
  if (!isCrossSitePost({ origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") }, ownOrigin))
    return next();
  const locale = localeFromPath(req.path) ?? "nl";
  res
    .status(403)
    .set("Cache-Control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(getMessages(locale)["error.invalidRequest"]);
}
