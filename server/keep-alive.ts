import type http from "node:http";

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than what
 * the proxies and load balancers in front of a site keep their side open (nginx's upstream
 * `keepalive_timeout` and AWS ALB's idle timeout: 60 s): such a client then sends a request on a
 * connection the server is closing at that instant, and the visitor gets a 502 (the proxy an
 * ECONNRESET). Kept longer than theirs, it is always the client that closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: http.Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The time to receive a request's headers must exceed the idle time (Node's documented rule),
  // else a request begun at the end of the idle time is cut.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
