import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleGuard } from "./console-guard.ts";

/**
 * The console's HTTP rules (decision 0051) over real HTTP, in front of a handler that answers
 * whatever it is asked with headers of its own (as React Router appends a route's): every console
 * answer private and unindexed, once; changes only from this origin; the slash form of each page;
 * `?lang=` kept in the language cookie; nothing of it outside /admin/.
 */
let server: Server;
let origin = "";

beforeAll(async () => {
  const app = express();
  app.use(consoleGuard());
  app.use((req, res) => {
    res.append("Cache-Control", "private, no-store");
    res.status(req.method === "GET" ? 200 : 204).send(req.method === "GET" ? "page" : "");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const send = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, { redirect: "manual", ...init });

describe("the console guard", () => {
  it.each(["/admin/", "/admin/leads/", "/admin/leads/export.csv", "/admin/leads.data", "/ADMIN/Leads/"])(
    "%s: private, unindexed, each header once",
    async (path) => {
      const answer = await send(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    },
  );

  it("leaves the public site alone", async () => {
    const answer = await send("/nl/te-koop/");
    expect(answer.headers.get("x-robots-tag")).toBeNull();
  });

  it.each([
    ["/admin", "/admin/"],
    ["/admin/leads", "/admin/leads/"],
    ["/admin/leads?kind=contact&q=a%20b", "/admin/leads/?kind=contact&q=a%20b"],
  ])("%s answers 301 to %s", async (path, location) => {
    const answer = await send(path);
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(location);
  });

  it.each<[string, Record<string, string>, number]>([
    ["same origin", { origin: "ORIGIN" }, 204],
    ["no Origin, same-origin fetch", { "sec-fetch-site": "same-origin" }, 204],
    ["another site", { origin: "https://evil.example" }, 403],
    ["another site, claimed same-origin", { origin: "https://evil.example", "sec-fetch-site": "same-origin" }, 403],
    ["a sandboxed frame", { origin: "null" }, 403],
    ["no Origin, cross-site fetch", { "sec-fetch-site": "cross-site" }, 403],
    ["neither header (a script)", {}, 403],
  ])("a post from %s answers %i", async (_, headers, status) => {
    for (const path of ["/admin/leads/", "/Admin/Leads/"]) {
      const resolved = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === "ORIGIN" ? origin : v]));
      const answer = await send(path, { method: "POST", headers: resolved, body: "a=1" });
      expect(answer.status).toBe(status);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("keeps a language chosen with ?lang= in the console's cookie, and nothing else", async () => {
    const chosen = await send("/admin/login/?lang=fr");
    expect(chosen.headers.get("set-cookie")).toBe("console_lang=fr; Path=/admin/; Max-Age=31536000; SameSite=Lax");
    expect((await send("/admin/login/?lang=de")).headers.get("set-cookie")).toBeNull();
    expect((await send("/admin/login/")).headers.get("set-cookie")).toBeNull();
  });
});
