import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");

function start(env: Record<string, string>) {
  return spawnSync(tsx, ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
}

describe("start-up with a bad environment", () => {
  it.each([
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["SMTP_URL", "mail.example.be"],
  ])("%s=%s stops at once with exit 1 and a message naming the variable", (name, value) => {
    const result = start({ [name]: value });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${name}: `);
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
