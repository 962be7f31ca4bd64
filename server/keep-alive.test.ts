import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { KEEP_ALIVE_MS, keepConnectionsAlive } from "./keep-alive.ts";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listening(configure: (server: http.Server) => void) {
  const server = http.createServer((_request, response) => response.end("ok"));
  configure(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Two requests on one keep-alive connection, `idleMs` apart, as a proxy in front of the site sends them. */
async function twoRequests(port: number, idleMs: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const get = () =>
    new Promise<{ status: number; keepAlive: string | undefined }>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            keepAlive: response.headers["keep-alive"] as string | undefined,
          }),
        );
      });
      request.on("socket", (socket) => sockets.add(socket));
      request.on("error", reject);
    });
  const first = await get();
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const second = await get();
  agent.destroy();
  return { first, second, connections: sockets.size };
}

describe("idle keep-alive connections", () => {
  it("are kept longer than a proxy keeps its side (60 s), and say so", () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  });

  it("are still open well after Node's default 5 s, so the proxy's next request goes on the same connection", async () => {
    const port = await listening(keepConnectionsAlive);
    const { first, second, connections } = await twoRequests(port, 7_000);
    expect(first).toEqual({ status: 200, keepAlive: `timeout=${KEEP_ALIVE_MS / 1000}` });
    expect(second.status).toBe(200);
    expect(connections).toBe(1);
  }, 20_000);

  it("(without it, Node closes them after 5 s: the proxy's next request would race the close)", async () => {
    const port = await listening(() => {});
    const { connections } = await twoRequests(port, 7_000);
    expect(connections).toBe(2);
  }, 20_000);
});
