import type { NextFunction, Request, Response } from "express";
import { requestUrl } from "./request-handler.ts";

/**
 * A request whose Host (or, from a trusted proxy, X-Forwarded-Host) makes no URL is the client's
 * mistake: 400 (RFC 9112, 3.2), before any handler builds the request's URL from it. Without this,
 * `Host: a b` reached React Router's adapter and the page cache as an invalid URL: a 500.
 */
export function hostCheck() {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      requestUrl(req);
    } catch {
      res.status(400).type("text/plain; charset=utf-8").send("Bad Request: invalid Host header");
      return;
    }
    next();
  };
}
