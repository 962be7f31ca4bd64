import { Transform } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { MAX_TESTIMONIAL_POST_BYTES } from "#app/domain/forms/testimonial-posters.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { drainBody, refuse } from "./refusal.ts";

/**
 * Request bodies are bounded per kind of route (decision 0027), while they arrive: a declared
 * Content-Length over the limit is refused before a byte is read, and a body without one (chunked)
 * is counted as React Router reads it and cut off at the limit. Over it: 413, a short page in the
 * visitor's language for a form, short JSON for the API, never cached. Reading a whole body before
 * checking its size let one 200 MB post take half a gigabyte of memory.
 */
export type BodyKind = "form" | "json" | "upload";

export const BODY_LIMITS: Readonly<Record<BodyKind, number>> = {
  // A visitor form's fields, urlencoded: the longest (a message) is a few thousand characters.
  form: 64 * 1024,
  // The API's only body is a consent record of about 250 bytes.
  json: 16 * 1024,
  // The testimonial form's photo and its fields (decision 0014).
  upload: MAX_TESTIMONIAL_POST_BYTES,
};

/** Route keys whose page takes a file (multipart) upload. */
const UPLOAD_ROUTE_KEYS = ["testimonial-form"];

/** A page's address from its data request's (`/nl/x.data`, `/nl/x/_.data` → `/nl/x/`). */
function pageOf(pathname: string): string {
  return pathname.replace(/\/?_?\.data$/, "/");
}

/** What kind of body a post to `pathname` carries, and so its limit. */
export function bodyKindOf(pathname: string, contentType: string, uploadPages: ReadonlySet<string>): BodyKind {
  // Paths match whatever their case (Express, React Router): `/API/consent` is the API's.
  const path = pathname.toLowerCase();
  if (path === "/api" || path.startsWith("/api/")) return "json";
  if (/^multipart\/form-data\b/i.test(contentType) && uploadPages.has(pageOf(path))) return "upload";
  return "form";
}

/** The addresses (every language) of the pages that take an upload. */
export function uploadPagesOf(content: Pick<SiteContent, "routes">): Set<string> {
  const entries = content.routes.routes.filter((entry) => UPLOAD_ROUTE_KEYS.includes(entry.key));
  return new Set(entries.flatMap((entry) => Object.entries(entry.paths).map(([lang, path]) => `/${lang}/${path}`)));
}

type Limit = { kind: BodyKind; maxBytes: number };

/** The limit of a request that may carry a body; a declared length over it is answered 413 at once. */
export function bodyLimits(content: Pick<SiteContent, "routes">) {
  const uploadPages = uploadPagesOf(content);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const kind = bodyKindOf(req.path, req.get("content-type") ?? "", uploadPages);
    const limit: Limit = { kind, maxBytes: BODY_LIMITS[kind] };
    // An upload's page answers a declared oversize itself, with the form and the photo's error
    // next to its field, without reading the body (decision 0014); what it reads is still counted.
    if (Number(req.get("content-length") ?? 0) > limit.maxBytes && kind !== "upload") return tooLarge(req, res, limit);
    res.locals.bodyLimit = limit;
    next();
  };
}

function tooLarge(req: Request, res: Response, limit: Limit) {
  refuse(req, res, { status: 413, kind: limit.kind === "json" ? "api" : "page", maxBytes: limit.maxBytes });
}

/** Raised in the body stream React Router reads when the body passes its limit. */
class BodyTooLargeError extends Error {
  readonly status = 413;
}

export type LimitedBody = {
  /** The body for the fetch Request: the request's bytes up to the limit, then an error. */
  stream: ReadableStream<Uint8Array>;
  /** True once the body passed its limit (413 is then answered already). */
  exceeded: () => boolean;
  /** After the answer: what nobody read of the body is thrown away (bounded), so the connection can serve the next request. */
  discardRest: () => void;
};

/**
 * The request's body as React Router's Request reads it, counted chunk by chunk: past the limit
 * (bodyLimits, else the form limit) the counting stays, the stream errors (the action sees no
 * form) and 413 is answered at once.
 */
export function limitedBody(req: Request, res: Response): LimitedBody | null {
  if (req.method === "GET" || req.method === "HEAD") return null;
  const limit = (res.locals.bodyLimit as Limit | undefined) ?? { kind: "form", maxBytes: BODY_LIMITS.form };
  let received = 0;
  let exceeded = false;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit.maxBytes) return callback(null, chunk);
      exceeded = true;
      req.unpipe(counted);
      tooLarge(req, res, limit);
      callback(new BodyTooLargeError(`body over ${limit.maxBytes} bytes`));
    },
  });
  // A client that goes away mid-body: the reader gets an error, not a body cut short that looks whole.
  req.once("error", (error) => counted.destroy(error));
  req.once("close", () => {
    if (!req.complete && !exceeded) counted.destroy(new Error("request aborted"));
  });
  req.pipe(counted);
  return {
    stream: createReadableStreamFromReadable(counted),
    exceeded: () => exceeded,
    discardRest: () => {
      if (req.readableEnded) return;
      req.unpipe(counted);
      counted.destroy();
      drainBody(req);
    },
  };
}
