import type { OutgoingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** Seconds a 503 asks the client to wait when its handler named none (decision 0028). */
const RETRY_AFTER_SECONDS = 30;
const PRIVATE = "private, no-store";

/**
 * Answers no shared cache may keep, decided here for every handler so no route can forget it
 * (decision 0028): the answer to any method but GET and HEAD (a form's 303, 400, 429 or 503 echoes
 * what the visitor typed) and any 5xx answer (an outage must not outlive itself in a CDN) are
 * `Cache-Control: private, no-store`, whatever the route set. A 503 without `Retry-After` gets
 * one. Applied as the status line is written, when the final status is known.
 */
export function privateAnswers() {
  return (req: Request, res: Response, next: NextFunction) => {
    const post = req.method !== "GET" && req.method !== "HEAD";
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const status = typeof args[0] === "number" ? args[0] : res.statusCode;
      if (post || status >= 500) {
        res.setHeader("Cache-Control", PRIVATE);
        // Headers handed to writeHead itself win over setHeader's: drop a cache header there too.
        for (const arg of args.slice(1))
          if (arg && typeof arg === "object" && !Array.isArray(arg)) dropCacheControl(arg as OutgoingHttpHeaders);
      }
      if (status === 503 && !res.hasHeader("Retry-After")) res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

function dropCacheControl(headers: OutgoingHttpHeaders) {
  for (const name of Object.keys(headers)) if (name.toLowerCase() === "cache-control") delete headers[name];
}
