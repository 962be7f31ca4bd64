import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "#app/components/layout/nonce.tsx";
import { withoutModulePreloads } from "#app/lib/module-preloads.ts";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it (onAllReady): pages are small, crawlers and
 * visitors get complete HTML, and the status code is final before the first byte. The document
 * goes out in one piece, as the bytes React wrote, without module preloads
 * (app/lib/module-preloads.ts). The CSP nonce from the Express entry goes to React Router's inline
 * scripts and to our own.
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
