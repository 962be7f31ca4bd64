import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { leads } from "#db/schema.ts";
import { parseAnswer } from "#app/lib/challenge-question.ts";
import * as contactPage from "#app/routes/content/content-page.tsx";
import type { FormGuard } from "#app/services/leads/lead-form.server.ts";
import { newQuestionChallenge, QUESTION_LIFETIME_MS } from "#app/services/leads/question-challenge.server.ts";
import { readVisitorPass } from "#app/services/leads/visitor-pass.server.ts";
import { useFormHarness } from "#tests/setup/route-harness.ts";

/**
 * The captcha without JavaScript (decision 0032): past the free posts, the form comes back with a
 * question in the visitor's language whose answer the server checks against an HMAC-signed token
 * that expires and is spent at its first answer; a solved captcha (question or proof of work) gives
 * a visitor pass cookie whose holder is not asked again, and lets a person through an address over
 * its rate limit (which others may share).
 */
const harness = useFormHarness();

const ANN = {
  form: "site-contact",
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  message: "Hallo",
  privacyConsent: "on",
};
type Failure = { errors: Record<string, string>; captcha: boolean; challenge?: { question: string; token: string } };

const db = () => harness.database.db;
const withGuard = (guard: Partial<FormGuard>): AppLoadContext => ({
  ...harness.context(),
  formGuard: { rateLimited: false, retryAfterSeconds: 60, postsInWindow: 4, ...guard },
});
const postContact = (values: Record<string, string>, guard: Partial<FormGuard> = {}, path = "/nl/contact/") =>
  harness.post<Failure>(contactPage.action, path, { ...ANN, ...values }, { context: withGuard(guard) });

/** The right answer to a question as a person reads it ("Hoeveel is drie plus vier?" → 7). */
function answerOf(question: string): string {
  const [, a, b] = /(\S+) plus (\S+?)\s?\?$/u.exec(question)!;
  return String(parseAnswer(a!)! + parseAnswer(b!)!);
}

describe("past the free posts, without JavaScript: a question the server signs", () => {
  it("nl: asked (400, nothing stored), answered → stored, 303, and a visitor pass cookie", async () => {
    const asked = await postContact({});
    expect(asked.status).toBe(400);
    expect(asked.data.errors.altcha).toBe("Bevestig dat u geen robot bent");
    expect(asked.data.captcha).toBe(true);
    expect(asked.data.challenge?.question).toMatch(
      /^Hoeveel is (een|twee|drie|vier|vijf|zes|zeven|acht|negen) plus (een|twee|drie|vier|vijf|zes|zeven|acht|negen)\?$/,
    );
    // The page holds the question and a token (nonce, expiry, HMAC), never the answer itself.
    expect(asked.data.challenge?.token).toMatch(/^[\w-]{16}\.\d{13}\.[\w-]{43}$/);
    expect(await db().select().from(leads)).toEqual([]);

    const { question, token } = asked.data.challenge!;
    const answered = await postContact({ challengeToken: token, challengeAnswer: answerOf(question) });
    expect(answered).toMatchObject({ status: 303, location: "/nl/bedankt/contacteer-ons/" });
    expect(await db().select().from(leads)).toHaveLength(1);
    const cookie = answered.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      /^visitor_pass=[\w-]{16}\.\d{13}\.[\w-]{43}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(await readVisitorPass(db(), cookie.split(";")[0])).toMatch(/^[\w-]{16}$/);
  });

  it("a token answers once: a replay of a right answer is refused with a new question", async () => {
    const { question, token } = (await postContact({})).data.challenge!;
    expect((await postContact({ challengeToken: token, challengeAnswer: answerOf(question) })).status).toBe(303);
    const replay = await postContact({ challengeToken: token, challengeAnswer: answerOf(question) });
    expect(replay.status).toBe(400);
    expect(replay.data.errors.challengeAnswer).toBe("Dat antwoord klopt niet: beantwoord de nieuwe vraag");
    expect(replay.data.challenge!.token).not.toBe(token);
    expect(await db().select().from(leads)).toHaveLength(1);
  });

  it("a wrong answer spends the question: the right one after it is refused too", async () => {
    const { question, token } = (await postContact({})).data.challenge!;
    const right = answerOf(question);
    const wrong = await postContact({ challengeToken: token, challengeAnswer: String(Number(right) + 1) });
    expect(wrong.status).toBe(400);
    expect(wrong.data.errors.challengeAnswer).toBe("Dat antwoord klopt niet: beantwoord de nieuwe vraag");
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect((await postContact({ challengeToken: token, challengeAnswer: right })).status).toBe(400);
    expect(await db().select().from(leads)).toEqual([]);
  });

  it.each([
    ["a forged token", (token: string) => token.replace(/.$/, (c) => (c === "A" ? "B" : "A"))],
    ["no token", () => ""],
  ])("%s is refused, nothing stored", async (_case, tamper) => {
    const { question, token } = (await postContact({})).data.challenge!;
    const answer = await postContact({ challengeToken: tamper(token), challengeAnswer: answerOf(question) });
    expect(answer.status).toBe(400);
    expect(await db().select().from(leads)).toEqual([]);
  });

  it("a question signed more than 30 minutes ago has expired", async () => {
    const { question, token } = await newQuestionChallenge(
      db(),
      "nl",
      new Date(Date.now() - QUESTION_LIFETIME_MS - 1000),
    );
    const answer = await postContact({ challengeToken: token, challengeAnswer: answerOf(question) });
    expect(answer.status).toBe(400);
    expect(answer.data.errors.challengeAnswer).toBe("Dat antwoord klopt niet: beantwoord de nieuwe vraag");
    expect(await db().select().from(leads)).toEqual([]);
  });

  it.each([
    ["fr", "/fr/contact/", /^Combien font \S+ plus \S+\u00a0\?$/, "Veuillez confirmer que vous n'êtes pas un robot"],
    ["en", "/en/contact/", /^How much is \S+ plus \S+\?$/, "Confirm you are not a robot"],
    ["de", "/de/kontakt/", /^Wie viel ist \S+ plus \S+\?$/, "Bitte bestätigen Sie, dass Sie kein Roboter sind"],
  ])("%s: the question in the page's language, answered in words", async (_lang, path, pattern, empty) => {
    const asked = await postContact({}, {}, path);
    expect(asked.data.errors.altcha).toBe(empty);
    const { question, token } = asked.data.challenge!;
    expect(question).toMatch(pattern);
    const words: Record<string, string> = {
      "2": "two",
      "3": "trois",
      "4": "vier",
      "5": "five",
      "6": "sechs",
      "7": "sept",
      "8": "acht",
      "9": "nine",
      "10": "zehn",
      "11": "elf",
      "12": "douze",
      "13": "thirteen",
      "14": "vierzehn",
      "15": "quinze",
      "16": "sixteen",
      "17": "dix-sept",
      "18": "achtzehn",
    };
    expect(
      (await postContact({ challengeToken: token, challengeAnswer: words[answerOf(question)]! }, {}, path)).status,
    ).toBe(303);
  });
});

describe("the visitor pass and the rate limit of a shared address", () => {
  it("a pass holder is not asked for the captcha, however many posts the address made", async () => {
    expect((await postContact({}, { passed: true, postsInWindow: 9 })).status).toBe(303);
  });

  it("an address over its limit: 429 with the question; answering it lets the person through, with a pass", async () => {
    const limited = await postContact({}, { rateLimited: true, postsInWindow: 11 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(limited.data.errors[""]).toBe("Te veel aanvragen na elkaar. Wacht even en probeer het dan opnieuw.");
    const { question, token } = limited.data.challenge!;
    expect(await db().select().from(leads)).toEqual([]);
    const through = await postContact(
      { challengeToken: token, challengeAnswer: answerOf(question) },
      { rateLimited: true, postsInWindow: 12 },
    );
    expect(through.status).toBe(303);
    expect(through.headers.get("set-cookie")).toMatch(/^visitor_pass=/);
    expect(await db().select().from(leads)).toHaveLength(1);
  });

  it("a pass holder over their own limit: 429, no captcha offered", async () => {
    const limited = await postContact({}, { rateLimited: true, passed: true, postsInWindow: 11 });
    expect(limited.status).toBe(429);
    expect(limited.data.captcha).toBe(false);
    expect(limited.data.challenge).toBeUndefined();
  });
});
