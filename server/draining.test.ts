import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { connectionDraining } from "./draining.ts";

/**
 * Draining at shutdown (decision 0028), over real HTTP with a keep-alive client on one connection,
 * as a browser or a proxy keeps it: the request the client sends after an answer that was in
 * flight at shutdown must never be cut (ECONNRESET, "socket hang up"). It is refused by the closed
 * listener (a new connection) or answered with Connection: close. Without draining, the in-flight
 * answer says keep-alive and the next request goes on a connection the grace period cuts.
 */
type Outcome = { status: number; connection: string | undefined } | { error: string };

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose `/slow` answers after 300 ms (headers not yet sent) and `/stream` sends its headers at once and ends after 300 ms. */
async function drainingServer() {
  const server = http.createServer((request, response) => {
    if (request.url === "/stream") {
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.write("first ");
      setTimeout(() => response.end("last"), 300);
    } else setTimeout(() => response.end("ok"), request.url === "/slow" ? 300 : 0);
  });
  servers.push(server);
  const draining = connectionDraining(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = server.address() as AddressInfo;
  const get = (pathname: string) =>
    new Promise<Outcome>((resolve) => {
      const request = http.get({ host: "127.0.0.1", port, path: pathname, agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      });
      request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
  const shutdown = () => {
    draining.start();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { get, shutdown, agent };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("connectionDraining", () => {
  it("an answer not yet begun at shutdown says Connection: close; the client's next request opens a new connection, refused", async () => {
    const { get, shutdown, agent } = await drainingServer();
    expect(await get("/")).toEqual({ status: 200, connection: "keep-alive" });
    const inFlight = get("/slow");
    await wait(100);
    const closed = shutdown();
    const next = get("/next");
    expect(await inFlight).toEqual({ status: 200, connection: "close" });
    expect(await next).toEqual({ error: "ECONNREFUSED" });
    await closed;
    agent.destroy();
  });

  it("an answer already under way at shutdown: the request queued behind it is answered with Connection: close, then the connection closes", async () => {
    const { get, shutdown, agent } = await drainingServer();
    expect(await get("/")).toEqual({ status: 200, connection: "keep-alive" });
    const inFlight = get("/stream");
    await wait(100);
    const closed = shutdown();
    const next = get("/next");
    expect(await inFlight).toEqual({ status: 200, connection: "keep-alive" });
    expect(await next).toEqual({ status: 200, connection: "close" });
    // Every connection is gone: server.close() calls back without the grace period's force.
    await closed;
    agent.destroy();
  });

  it("idle keep-alive connections close at shutdown, so close() does not wait for their timeout", async () => {
    const { get, shutdown, agent } = await drainingServer();
    expect(await get("/")).toEqual({ status: 200, connection: "keep-alive" });
    const started = Date.now();
    await shutdown();
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });
});
