import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "#app/components/layout/nonce.tsx";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it (onAllReady): pages are small, crawlers and
 * visitors get complete HTML, and the status code is final before the first byte. The CSP nonce
 * from the Express entry goes to React Router's inline scripts and to our own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Every Suspense boundary in place, in document order (parts whose code loads on demand are
        // lazy components): React otherwise sends a large boundary as a hidden segment that an
        // inline script moves in, which a visitor without JavaScript never sees.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
  });
}

/**
 * Errors of loaders, actions and rendering go to the request's JSON log (with its request id),
 * not to the console; the visitor sees the localized error page. Aborted requests are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  if (logger) logger.error({ err: error, path: new URL(request.url).pathname }, "request failed");
  else console.error(error);
};
