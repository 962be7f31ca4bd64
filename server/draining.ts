import type { Server, ServerResponse } from "node:http";

/**
 * Draining at shutdown (decision 0028). `server.close()` stops the listener and closes the
 * connections idle at that moment, but a keep-alive connection busy with a request stays open
 * after its answer (which still said `Connection: keep-alive`), so the client sends its next
 * request on it, and the grace period's end cuts that request (a reset). From `start()`:
 * - every answer not yet begun says `Connection: close` (Node then closes the socket after it),
 *   so the client opens a new connection for its next request: refused by the closed listener or
 *   taken by another process, never cut;
 * - an answer already under way (its headers sent with keep-alive) leaves its connection open a
 *   moment after it ends: the request the client queued behind it arrives and is answered with
 *   `Connection: close`; a connection still idle then is closed (closing it at once would cut
 *   that request, which the client sent as soon as it read the answer);
 * - idle keep-alive connections are closed now.
 * Attach before the server gets its first request: the listener runs before the app's.
 */
/** How long a connection whose answer said keep-alive waits, once idle, for the request queued behind it. */
const QUEUED_REQUEST_MS = 1_000;

export function connectionDraining(server: Server): { start(): void } {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const closeWhenIdle = () => setTimeout(() => server.closeIdleConnections(), QUEUED_REQUEST_MS).unref();

  server.prependListener("request", (_request, response: ServerResponse) => {
    if (draining) return void response.setHeader("Connection", "close");
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
  });

  return {
    start() {
      if (draining) return;
      draining = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader("Connection", "close");
        else response.once("finish", closeWhenIdle);
      }
      server.closeIdleConnections();
    },
  };
}
