import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { startAppServer, type AppServerProcess } from "#tests/setup/app-server-process.ts";

/**
 * The HTTP rules for methods and bodies (decision 0027) over real HTTP, against the whole app in a
 * server process of its own (tests/setup/app-server.ts, on this run's backend):
 *
 * - a method an address does not serve answers 405 with `Allow` (pages `GET, HEAD, POST`, the API
 *   its own), TRACE included, never 500; OPTIONS 204 with `Allow`; a PUT to a form never reaches
 *   its action;
 * - a body over its route kind's limit answers 413 while it arrives (a declared length at once, a
 *   chunked body once it passes the limit), a page in the path's language for a form, short JSON
 *   for the API, never cached, and the client reads that answer;
 * - five 200 MB posts at once leave the server's memory (its RSS, read from /proc) within 50 MB.
 */
const MB = 1024 * 1024;

let server: AppServerProcess;
let origin: string;
let database: (DatabaseHandle & { url?: string }) | null = null;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-http-rules-"));
  // On PostgreSQL the server gets a fresh database of its own; on PGlite an in-memory one.
  if (process.env.DATABASE_URL) database = await createTestDatabase();
  // NODE_ENV test: Vite bundles no browser dependencies in the background of the measure (vite.config.ts).
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "error" };
  if (database?.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  server = await startAppServer(env);
  origin = server.origin;
  // React Router's modules load on a first request (Vite): not part of what is measured.
  await fetch(`${origin}/nl/contact/`).then((res) => res.text());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request as any client may send it (fetch refuses TRACE), with a small body or none. */
function send(method: string, pathname: string, body = "", headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${pathname}`,
      {
        method,
        headers: {
          ...(body
            ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** `bytes` of filler, made as they are sent (never held in memory), chunked unless `declared`. */
function streamedPost(
  pathname: string,
  bytes: number,
  { contentType, declared }: { contentType: string; declared: boolean },
) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
  return fetch(`${origin}${pathname}`, {
    method: "POST",
    body,
    duplex: "half",
    headers: { "Content-Type": contentType, ...(declared ? { "Content-Length": String(bytes) } : {}) },
  } as RequestInit);
}

const contactForm = new URLSearchParams({
  form: "site-contact",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann@example.be",
  message: "Hello",
  privacyConsent: "on",
}).toString();

describe("methods an address does not serve", () => {
  it("TRACE answers 405 with Allow on a page, the API and a file, never 500", async () => {
    for (const [pathname, allow] of [
      ["/nl/contact/", "GET, HEAD, POST"],
      ["/api/properties", "GET, HEAD"],
      ["/healthz", "GET, HEAD"],
      ["/nl/", "GET, HEAD, POST"],
    ] as const) {
      const answer = await send("TRACE", pathname);
      expect(answer.status, pathname).toBe(405);
      expect(answer.headers.allow, pathname).toBe(allow);
    }
    // A file's refusal is its short title in the default language (no page, no form to speak of).
    expect((await send("TRACE", "/healthz")).body).toBe("Deze aanvraag kan hier niet.");
  });

  it("PUT, PATCH and DELETE of a form never reach its action: 405, Allow GET, HEAD, POST, a page in the path's language", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const answer = await send(method, "/fr/contact/", contactForm);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(answer.headers["cache-control"]).toMatch(/\bno-store\b/);
      expect(answer.body).toContain('<html lang="fr">');
      expect(answer.body).toContain("Cette demande n'est pas possible ici");
    }
    // The owner's forgotten-password form (a mail to the owner per post) and React Router's data request alike.
    expect((await send("PUT", "/nl/wachtwoord-vergeten/", "email=owner%40example.be")).status).toBe(405);
    expect((await send("PUT", "/nl/contact.data", contactForm)).status).toBe(405);
  });

  it("the API answers other methods 405 with its own Allow, as short JSON", async () => {
    const deleted = await send("DELETE", "/api/properties");
    expect(deleted.status).toBe(405);
    expect(deleted.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(deleted.body)).toEqual({ error: "method_not_allowed" });
    const consent = await send("GET", "/api/consent");
    expect(consent.status).toBe(405);
    expect(consent.headers.allow).toBe("POST");
  });

  it("a post to a page without a form answers 405 with Allow GET, HEAD; the API spelt in capitals is still the API", async () => {
    const home = await send("POST", "/nl/", "a=b");
    expect(home.status).toBe(405);
    expect(home.headers.allow).toBe("GET, HEAD");
    const api = await send("DELETE", "/API/Properties");
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(api.body)).toEqual({ error: "method_not_allowed" });
    const consent = await send("POST", "/API/consent", JSON.stringify({ padding: "a".repeat(20 * 1024) }), {
      "Content-Type": "application/json",
    });
    expect(consent.status).toBe(413);
    expect(JSON.parse(consent.body)).toEqual({ error: "body_too_large", maxBytes: 16 * 1024 });
  });

  it("OPTIONS answers 204 with Allow and runs nothing", async () => {
    const page = await send("OPTIONS", "/nl/contact/", contactForm);
    expect(page.status).toBe(204);
    expect(page.headers.allow).toBe("GET, HEAD, POST");
    expect((await send("OPTIONS", "/api/properties/123")).headers.allow).toBe("GET, HEAD");
  });
});

describe("a malformed Host header", () => {
  it.each(["a b", "[::1", "exa%mple", "x:99999999"])("Host %j answers 400 on a page, never 500", async (host) => {
    const { port } = new URL(origin);
    const answer = await new Promise<string>((resolve, reject) => {
      let received = "";
      const socket = net.connect(Number(port), "127.0.0.1", () =>
        socket.write(`GET /nl/te-koop/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      );
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe("request bodies over their limit", () => {
  it("a form post declaring more than 64 KB answers 413 at once: the page in the path's language, not cached", async () => {
    const res = await streamedPost("/fr/contact/", 64 * 1024 + 1, {
      contentType: "application/x-www-form-urlencoded",
      declared: true,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("cache-control")).toMatch(/\bno-store\b/);
    const page = await res.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("Trop de données envoyées");
    expect(page).toContain("64 ko");
  });

  it("a chunked form post is cut off once it passes 64 KB (413), and a post within the limit still reaches its action", async () => {
    const over = await streamedPost("/en/contact/", 50 * MB, {
      contentType: "application/x-www-form-urlencoded",
      declared: false,
    });
    expect(over.status).toBe(413);
    expect(await over.text()).toContain("Too much data sent");
    const within = await send("POST", "/nl/contact/", "form=nothing&x=" + "a".repeat(60 * 1024));
    expect(within.status).toBe(400);
  });

  it("the JSON API reads at most 16 KB: a 600 MB consent record answers 413 with short JSON, and the body cut short is no server error", async () => {
    const logged = server.stderr().length;
    const res = await streamedPost("/api/consent", 600 * MB, { contentType: "application/json", declared: false });
    expect(res.status).toBe(413);
    expect(res.headers.get("cache-control")).toMatch(/\bno-store\b/);
    expect(await res.json()).toEqual({ error: "body_too_large", maxBytes: 16 * 1024 });
    // The consent endpoint's own, smaller limit (2 KB), declared: refused before it is read, in the same shape.
    const declared = await send("POST", "/api/consent", JSON.stringify({ padding: "a".repeat(3000) }), {
      "Content-Type": "application/json",
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({ error: "body_too_large", maxBytes: 2048 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.stderr().slice(logged)).not.toMatch(/"level":50/);
  });

  it("the testimonial form's upload takes its own cap (6 MB), in every language", async () => {
    // Declared: the form's page answers itself, the photo's error next to its field (with or without
    // JavaScript), and the unread photo is drained (within the drain's bound: a phone's photo, not an attack).
    const declared = await streamedPost("/de/erfahrungsbericht-schreiben/", 20 * MB, {
      contentType: "multipart/form-data; boundary=x",
      declared: true,
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("Das Bild darf höchstens 5 MB groß sein");
    const chunked = await streamedPost("/de/erfahrungsbericht-schreiben/", 200 * MB, {
      contentType: "multipart/form-data; boundary=x",
      declared: false,
    });
    expect(chunked.status).toBe(413);
    expect(await chunked.text()).toContain("höchstens 6 MB");
    // Within the cap the body is read (a broken multipart: the form's own 400), not refused by the form limit.
    const within = await streamedPost("/nl/schrijf-een-getuigenis/", 1 * MB, {
      contentType: "multipart/form-data; boundary=x",
      declared: false,
    });
    expect(within.status).toBe(400);
  });

  it("a client that reads nothing while it sends (as a browser uploading) still gets the 413 after the drain's 32 MB", async () => {
    const { port } = new URL(origin);
    const answer = await new Promise<string>((resolve) => {
      let received = "";
      const socket = net.connect(Number(port), "127.0.0.1");
      // Not read until 300 ms after 40 MB were handed over: a cut while it still sends (a reset) makes its own
      // write fail first, and the socket with our unread answer is gone.
      socket.pause();
      socket.on("error", () => resolve(received || "reset before the answer was read"));
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
      socket.on("end", () => resolve(received));
      socket.write(
        `POST /nl/contact/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${200 * MB}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(MB, 0x61);
      for (let i = 0; i < 40; i++) socket.write(chunk);
      setTimeout(() => socket.resume(), 300);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("Te veel gegevens verstuurd");
  });

  it("five 200 MB posts at once leave the server's memory within 50 MB", async () => {
    const rssOf = () =>
      Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1]) * 1024;
    // Warm: each path once, so that what follows measures the bodies alone.
    for (const pathname of ["/nl/contact/", "/nl/wachtwoord-vergeten/", "/api/consent"])
      await send("POST", pathname, "form=x");
    const before = rssOf();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf())), 50);
    const answers = await Promise.all(
      [
        ["/nl/contact/", true],
        ["/nl/contact/", false],
        ["/fr/contact/", false],
        ["/nl/wachtwoord-vergeten/", false],
        ["/en/contact/", true],
      ].map(([pathname, declared]) =>
        streamedPost(pathname as string, 200 * MB, {
          contentType: "application/x-www-form-urlencoded",
          declared: declared as boolean,
        }).then(async (res) => {
          // The status is the answer; past the drain's bound (32 MB) the server closes, which may cut the rest.
          await res.body?.cancel().catch(() => {});
          return res.status;
        }),
      ),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssOf());
    expect((peak - before) / MB).toBeLessThan(50);
    expect(answers).toEqual([413, 413, 413, 413, 413]);
  }, 120_000);
});
