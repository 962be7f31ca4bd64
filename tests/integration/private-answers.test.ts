import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/setup/server-process.ts";

/**
 * The database unreachable, over real HTTP against the whole app (tests/setup/lost-database-server.ts
 * in development mode: its database closed after start-up), decision 0028:
 *
 * - a page whose data cannot load answers 503 with Retry-After (not 500), never cacheable, with
 *   the localized error page; a client-side navigation's data request too;
 * - the contact form's post answers 503 with the Retry-After its action sets (the route's `headers`
 *   export passes only its loader's) and the form filled in again, `private, no-store` (the page's
 *   own answer is `public, s-maxage=60`);
 * - any other answer to a post (here a 400: a field missing) is `private, no-store` too, and a
 *   client's bad input is never a 503 or a 500.
 */
const root = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ["--import", "tsx", "tests/setup/lost-database-server.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${errors}`)));
  });
  origin = `http://127.0.0.1:${port}`;
  // React Router's modules load on a first request (Vite): not part of what is tested.
  await fetch(`${origin}/nl/contact/`).then((res) => res.text());
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
});

const contact = {
  form: "site-contact",
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  privacyConsent: "on",
};
const post = (pathname: string, fields: Record<string, string>) =>
  fetch(`${origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("the database unreachable", () => {
  it.each([
    ["/nl/", "nl", "Er ging iets mis bij het ophalen van de gegevens"],
    ["/fr/a-vendre/", "fr", "Une erreur s'est produite lors du chargement des données"],
  ])("%s answers 503 with Retry-After, never cached, with the localized error page", async (pathname, lang, text) => {
    const response = await fetch(`${origin}${pathname}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(text.replace("'", "&#x27;"));
  });

  it("a client-side navigation's data request answers 503 with Retry-After", async () => {
    const response = await fetch(`${origin}/fr/a-vendre.data`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the contact form's post answers 503 with its Retry-After, the form filled in again, private", async () => {
    const response = await post("/nl/contact/", { ...contact, message: "Bel mij terug na 18 uur" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Bel mij terug na 18 uur");
    expect(html).toContain('value="ann.peeters@example.be"');
  });

  it("a post refused for its input answers 400 (not 503), private", async () => {
    const response = await post("/en/contact/", { ...contact, message: "" });
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toContain('value="ann.peeters@example.be"');
  });

  it("the same page fetched is still publicly cacheable (only answers to posts are private)", async () => {
    const response = await fetch(`${origin}/en/contact/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("s-maxage=60");
  });
});
