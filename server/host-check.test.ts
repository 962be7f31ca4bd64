import net from "node:net";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostCheck } from "./host-check.ts";
import { requestUrl } from "./request-handler.ts";

/**
 * The Host header over real HTTP (a raw socket: fetch never sends a malformed one), in front of a
 * handler that builds the request's URL as React Router's adapter and the page cache do.
 */
let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(hostCheck());
  app.use((req, res) => void res.type("text/plain").send(requestUrl(req).href));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function rawGet(headers: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(["GET /nl/ HTTP/1.1", ...headers, "Connection: close", "", ""].join("\r\n"));
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]), body: answer.split("\r\n\r\n")[1] ?? "" }),
    );
    socket.on("error", reject);
  });
}

describe("hostCheck", () => {
  it.each([
    ["Host: example.be", 200, "http://example.be/nl/"],
    ["Host: example.be:8080", 200, "http://example.be:8080/nl/"],
    ["Host: 127.0.0.1", 200, "http://127.0.0.1/nl/"],
    // An IPv6 literal is accepted (the adapter's URL keeps no port for it, as @react-router/express).
    ["Host: [::1]:3000", 200, "http://[::1]"],
    ["Host: a b", 400, "invalid Host"],
    ["Host: [::1", 400, "invalid Host"],
    ["Host: exa%mple", 400, "invalid Host"],
    ["Host: x:99999999", 400, "invalid Host"],
  ])("%s → %i", async (header, status, body) => {
    const answer = await rawGet([header]);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(body);
  });

  it("a trusted proxy's X-Forwarded-Host is checked as the Host is", async () => {
    expect((await rawGet(["Host: example.be", "X-Forwarded-Host: a b"])).status).toBe(400);
    expect(await rawGet(["Host: example.be", "X-Forwarded-Host: agency.be"])).toMatchObject({
      status: 200,
      body: "http://agency.be/nl/",
    });
  });
});
