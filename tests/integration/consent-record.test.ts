import crypto from "node:crypto";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { consentRecords } from "#db/schema.ts";
import { consentHistory } from "#app/services/analytics/consent-records.server.ts";
import { action, loader } from "#app/routes/api/consent.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * `POST /api/consent` (decision 0008): the server-side record of each cookie choice, so the agency can
 * prove consent — an anonymous id, the choices, the policy version and the time, nothing else.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ALL = { necessary: true, analytical: true, marketing: true, socialMedia: true, unclassified: true };
const NONE = { necessary: true, analytical: false, marketing: false, socialMedia: false, unclassified: false };

function context(db = database.db): AppLoadContext {
  return { db, logger: { error() {}, warn() {} } } as unknown as AppLoadContext;
}

async function post(body: unknown, headers: Record<string, string> = {}, db = database.db): Promise<Response> {
  const request = new Request("https://x.be/api/consent", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": "203.0.113.9",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return action({ request, context: context(db), params: {} } as unknown as ActionFunctionArgs<AppLoadContext>);
}

describe("POST /api/consent", () => {
  it("keeps each saved choice under the browser's consent id, in order", async () => {
    const id = crypto.randomUUID();
    expect((await post({ id, answer: "decline", choices: NONE, policyVersion: "2026-11-22" })).status).toBe(204);
    expect(
      (await post({ id, answer: "partly", choices: { ...NONE, analytical: true }, policyVersion: "2026-11-22" }))
        .status,
    ).toBe(204);
    expect((await post({ id, answer: "agree", choices: ALL, policyVersion: "2027-01-01" })).status).toBe(204);
    const history = await consentHistory(database.db, id);
    expect(history.map(({ answer, choices, policyVersion }) => ({ answer, choices, policyVersion }))).toEqual([
      { answer: "decline", choices: NONE, policyVersion: "2026-11-22" },
      { answer: "partly", choices: { ...NONE, analytical: true }, policyVersion: "2026-11-22" },
      { answer: "agree", choices: ALL, policyVersion: "2027-01-01" },
    ]);
    expect(Date.now() - history[2]!.recordedAt.getTime()).toBeLessThan(60_000);
  });

  it("stores no address and no browser string", async () => {
    const id = crypto.randomUUID();
    await post(
      { id, answer: "agree", choices: ALL, policyVersion: "v1" },
      { "user-agent": "Mozilla/5.0 Firefox/133.0" },
    );
    const rows = await database.db.select().from(consentRecords);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      "analytical",
      "answer",
      "consentId",
      "id",
      "marketing",
      "necessary",
      "policyVersion",
      "recordedAt",
      "socialMedia",
      "unclassified",
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.9|Firefox/);
  });

  it.each([
    ["not JSON", "{oops", ""],
    ["no id", { answer: "agree", choices: ALL, policyVersion: "v1" }, "id"],
    ["an id that is not a UUID", { id: "visitor-1", answer: "agree", choices: ALL, policyVersion: "v1" }, "id"],
    ["an unknown answer", { id: crypto.randomUUID(), answer: "maybe", choices: ALL, policyVersion: "v1" }, "answer"],
    [
      "a missing category",
      { id: crypto.randomUUID(), answer: "partly", choices: { necessary: true }, policyVersion: "v1" },
      "choices.analytical",
    ],
    [
      "strictly necessary off",
      { id: crypto.randomUUID(), answer: "partly", choices: { ...NONE, necessary: false }, policyVersion: "v1" },
      "choices.necessary",
    ],
    [
      "Agree with categories off",
      { id: crypto.randomUUID(), answer: "agree", choices: NONE, policyVersion: "v1" },
      "choices",
    ],
    [
      "Decline with categories on",
      { id: crypto.randomUUID(), answer: "decline", choices: ALL, policyVersion: "v1" },
      "choices",
    ],
    [
      "an extra field",
      { id: crypto.randomUUID(), answer: "agree", choices: ALL, policyVersion: "v1", ip: "1.2.3.4" },
      "",
    ],
    [
      "an empty policy version",
      { id: crypto.randomUUID(), answer: "agree", choices: ALL, policyVersion: " " },
      "policyVersion",
    ],
  ])("answers 400 naming the field for %s", async (_name, body, field) => {
    const before = (await database.db.select().from(consentRecords)).length;
    const response = await post(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; field: string; message: string };
    expect(json.error).toBe("invalid_body");
    expect(json.field).toBe(field);
    expect(json.message).not.toBe("");
    expect((await database.db.select().from(consentRecords)).length).toBe(before);
  });

  it("refuses a request from another site (403) and a body too large (413)", async () => {
    expect(
      (
        await post(
          { id: crypto.randomUUID(), answer: "agree", choices: ALL, policyVersion: "v1" },
          { "sec-fetch-site": "cross-site" },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          JSON.stringify({ id: crypto.randomUUID(), answer: "agree", choices: ALL, policyVersion: "x".repeat(3000) }),
        )
      ).status,
    ).toBe(413);
  });

  it("answers 405 to anything but POST, and 503 (not a crash) when the database is gone", async () => {
    const get = loader();
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const gone = await createTestDatabase();
    await gone.close();
    const response = await post(
      { id: crypto.randomUUID(), answer: "agree", choices: ALL, policyVersion: "v1" },
      {},
      gone.db,
    );
    expect(response.status).toBe(503);
  });
});
