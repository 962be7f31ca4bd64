import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * When a page cannot load its data (here: the database is gone), the visitor gets the localized
 * error page with the spec's "API error" text, never a stack trace, and status 503 with
 * Retry-After, never cached (decision 0028: the database unreachable is "try again", not a fault).
 */
const root = path.resolve(import.meta.dirname, "../..");
const port = 3198;

test("a page whose data cannot load answers 503 with Retry-After, the localized error page and no stack trace", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["tests/setup/lost-database-server.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_URL: `http://localhost:${port}`, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    const expectations = [
      ["/fr/", "fr", "Une erreur s'est produite lors du chargement des données"],
      ["/nl/getuigenissen/", "nl", "Er ging iets mis bij het ophalen van de gegevens"],
    ] as const;
    for (const [url, lang, text] of expectations) {
      const response = await request.get(`http://127.0.0.1:${port}${url}`);
      expect(response.status(), url).toBe(503);
      expect(response.headers()["retry-after"], url).toBe("30");
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(text.replace("'", "&#x27;"));
      expect(html).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
    }
  } finally {
    server.kill("SIGTERM");
  }
});
