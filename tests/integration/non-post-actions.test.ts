import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, outbox, owners, passwordResetTokens } from "#db/schema.ts";
import * as contactPage from "#app/routes/content/content-page.tsx";
import * as forgotPage from "#app/routes/owner/owner-password-forgot.tsx";
import * as logoutPage from "#app/routes/owner/owner-logout.tsx";
import { createOwner } from "#app/services/owners/accounts.server.ts";
import { createSession, findSession, SESSION_COOKIE } from "#app/services/owners/sessions.server.ts";
import { receiveLeadForm } from "#app/services/leads/lead-form.server.ts";
import { siteContactSchema } from "#app/domain/forms/site-contact.ts";
import { SITE_URL } from "#tests/setup/sample-catalogue.ts";
import { countRows, formBody, routeAnswer, useFormHarness } from "#tests/setup/route-harness.ts";

/**
 * Defence in depth behind the server's method policy (decision 0027): an action reached by a PUT,
 * PATCH or DELETE (React Router calls a route's action for every method but GET and HEAD) stores
 * nothing and sends no mail, even with a valid form. Before, fifteen PUTs to the contact form gave
 * fifteen leads and their mails, and PUTs to the forgotten-password form a reset mail each.
 */
const harness = useFormHarness();
const OWNER = { email: "owner.put@example.be" };

beforeAll(async () => {
  await createOwner(harness.database.db, {
    email: OWNER.email,
    name: "Owner Put",
    locale: "nl",
    password: "Owner-put-2026",
    propertyIds: [],
  });
});
beforeEach(async () => {
  await harness.database.db.delete(passwordResetTokens);
});

function call(fn: unknown, method: string, path: string, values: Record<string, string>, headers: HeadersInit = {}) {
  const request = new Request(`${SITE_URL}${path}`, { method, body: formBody(values), headers });
  return routeAnswer(fn as never, request, {}, harness.context());
}

const ANN = {
  form: "site-contact",
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  message: "Open op zaterdag?",
  privacyConsent: "on",
};

describe("an action reached by another method than POST", () => {
  it.each(["PUT", "PATCH", "DELETE"])("%s of a valid contact form: 400, no lead, no mail", async (method) => {
    const answer = await call(contactPage.action, method, "/nl/contact/", ANN);
    expect(answer.status).toBe(400);
    expect(await countRows(harness.database.db, { leads, outbox })).toEqual({ leads: 0, outbox: 0 });
    // The same form as a POST is taken (the test's form is a valid one).
    expect((await call(contactPage.action, "POST", "/nl/contact/", ANN)).status).toBe(303);
  });

  it("the lead pipeline itself takes a form only from a POST, even one an action has read already", async () => {
    const accepted: string[] = [];
    const formData = new FormData();
    for (const [name, value] of Object.entries(ANN)) formData.append(name, value);
    const receive = (method: string) => () =>
      receiveLeadForm({
        request: new Request(`${SITE_URL}/nl/contact/`, { method }),
        context: harness.context(),
        locale: "nl",
        form: ANN.form,
        feedback: "contact",
        schema: siteContactSchema,
        formData,
        accept: () => {
          accepted.push(method);
          return Promise.resolve({ redirectTo: "/nl/bedankt/" });
        },
      });
    const status = async (method: string) =>
      (await routeAnswer(receive(method), new Request(`${SITE_URL}/nl/contact/`), {}, harness.context())).status;
    expect({ put: await status("PUT"), post: await status("POST"), accepted }).toEqual({
      put: 400,
      post: 303,
      accepted: ["POST"],
    });
  });

  it("a PUT to the forgotten-password form sends the owner no mail", async () => {
    const answer = await call(forgotPage.action, "PUT", "/nl/wachtwoord-vergeten/", {
      form: "password-forgot",
      email: OWNER.email,
    });
    expect(answer.status).toBe(400);
    expect(await countRows(harness.database.db, { passwordResetTokens, outbox })).toEqual({
      passwordResetTokens: 0,
      outbox: 0,
    });
  });

  it("a DELETE to the logout page answers 405 and leaves the session open", async () => {
    const [owner] = await harness.database.db.select().from(owners);
    const sessionId = await createSession(harness.database.db, owner!.id);
    const answer = await call(
      logoutPage.action,
      "DELETE",
      "/nl/afmelden/",
      {},
      { Cookie: `${SESSION_COOKIE}=${sessionId}` },
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect(await findSession(harness.database.db, sessionId)).not.toBeNull();
  });
});
