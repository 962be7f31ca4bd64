import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { withoutModulePreloads } from "#app/lib/module-preloads.ts";
import { isDatabaseUnavailable } from "#app/lib/database-unavailable.ts";

export const streamTimeout = 5_000;
/** Seconds a page answering 503 asks the client to wait (as server/private-answers.ts). */
const RETRY_AFTER_SECONDS = 30;
/**
 * The requests (by their load context, one per request) whose loader or action failed because the
 * database is unreachable. handleError sees the error itself; in production React Router hands
 * the document renderer only a sanitised copy ("Unexpected Server Error"), so it is noted here.
 */
const unavailableRequests = new WeakSet<object>();

/**
 * Renders the whole document before sending it (onAllReady): pages are small, crawlers and
 * visitors get complete HTML, and the status code is final before the first byte. The document
 * goes out in one piece, as the bytes React wrote, without module preloads
 * (app/lib/module-preloads.ts). Its inline scripts carry no nonce: the server allows them by
 * their hashes (server/inline-hashes.ts, decision 0055), so the same document may serve every visitor.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseStatusCode = unavailableStatus(responseStatusCode, responseHeaders, routerContext, loadContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every Suspense boundary in place, in document order (parts whose code loads on demand are
      // lazy components): React otherwise sends a large boundary as a hidden segment that an
      // inline script moves in, which a visitor without JavaScript never sees.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const chunks: Buffer[] = [];
        const collector = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const html = withoutModulePreloads(Buffer.concat(chunks));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        // A render that fails after this point destroys the stream: the request fails, it does not hang.
        collector.on("error", reject);
        pipe(collector);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        loadContext.logger.error({ err: error }, "render error");
      },
    });
  });
}

/**
 * What the status line must say beyond React Router's own (decision 0028): a page whose data could
 * not load because the database is unreachable answers 503 with Retry-After (try again), not 500
 * (a fault of ours); and the answer to a post keeps its action's Retry-After (a 429, the form's
 * 503), which a route's `headers` export that passes only its loader's headers would drop. The
 * Express layer makes both answers private (server/private-answers.ts).
 */
function unavailableStatus(
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: AppLoadContext,
): number {
  for (const actionHeaders of Object.values(context.staticHandlerContext.actionHeaders)) {
    const retryAfter = actionHeaders.get("Retry-After");
    if (retryAfter && !headers.has("Retry-After")) headers.set("Retry-After", retryAfter);
  }
  if (status === 500 && unavailableRequests.has(loadContext)) {
    if (!headers.has("Retry-After")) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    return 503;
  }
  return status;
}

/**
 * A client-side navigation's data (`.data`) whose loader found the database unreachable: 503 with
 * Retry-After, as the document would answer.
 */
export function handleDataRequest(response: Response, { context }: { context: AppLoadContext }): Response {
  if (response.status !== 500 || !unavailableRequests.has(context)) return response;
  const headers = new Headers(response.headers);
  if (!headers.has("Retry-After")) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}

/**
 * Errors of loaders, actions and rendering go to the request's JSON log (with its request id),
 * not to the console; the visitor sees the localized error page. Aborted requests are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (context && isDatabaseUnavailable(error)) unavailableRequests.add(context);
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  if (logger) logger.error({ err: error, path: new URL(request.url).pathname }, "request failed");
  else console.error(error);
};
