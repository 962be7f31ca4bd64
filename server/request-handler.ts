import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createReactRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { writeReadableStreamToWritable } from "@react-router/node";
import { limitedBody } from "./body-limit.ts";

/**
 * React Router behind Express: @react-router/express's handler (7.18), except that the fetch
 * Request's body is the request's bytes counted against the route's limit (server/body-limit.ts,
 * decision 0027). The adapter hands React Router the raw request stream, and `request.formData()`
 * then holds any body, however large, in memory. When the body passes its limit, 413 is answered
 * and whatever the route made of a body cut short is thrown away.
 */
type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext | Promise<AppLoadContext>;
  mode: string;
  /** Sees each HTML document (whole: app/entry.server.tsx renders it before sending) before it is sent. */
  onDocument?: DocumentHandler;
};

/** What the server does with a rendered document before sending it: its headers on `res` (its CSP), keeping it. */
export type DocumentHandler = (
  req: ExpressRequest,
  res: ExpressResponse,
  document: { status: number; headers: Headers; html: Buffer },
  context: AppLoadContext,
) => void;

export function createRequestHandler({ build, getLoadContext, mode, onDocument }: Options) {
  const handleRequest = createReactRouterHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const body = limitedBody(req, res);
      const request = fetchRequest(req, res, body?.stream);
      const context = await getLoadContext(req, res);
      let response = await handleRequest(request, context);
      if (body?.exceeded()) {
        await response.body?.cancel();
        return;
      }
      if (onDocument && response.body && /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "")) {
        const html = Buffer.from(await response.arrayBuffer());
        onDocument(req, res, { status: response.status, headers: response.headers, html }, context);
        response = new Response(html, response);
      }
      await sendResponse(res, response);
      body?.discardRest();
    } catch (error) {
      next(error);
    }
  };
}

/** The request's URL as the adapter's createRemixRequest makes it (host and port from the proxy when trusted). */
export function requestUrl(req: ExpressRequest): URL {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

/** The adapter's createRemixRequest, with the body given. */
function fetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  body: ReadableStream<Uint8Array> | undefined,
): Request {
  const url = requestUrl(req);
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return new Request(url.href, {
    method: req.method,
    headers,
    signal,
    ...(body ? { body, duplex: "half" } : {}),
  } as RequestInit);
}

/** The adapter's sendRemixResponse. */
async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // A post to a page without a form is React Router's 405, which names no method; a 405 must say
  // which it takes (RFC 9110, 15.5.6): such a page only reads (decision 0027).
  if (response.status === 405 && !res.hasHeader("Allow")) res.set("Allow", "GET, HEAD");
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
