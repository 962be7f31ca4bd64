import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { appSecrets, rateLimitCounters } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import { numberWord, parseAnswer, questionOperands } from "#app/lib/challenge-question.ts";

/**
 * The captcha for visitors without JavaScript (decision 0032): a question in the page's language
 * rendered by the server, whose answer comes back with a token `nonce.expiry.mac` where the mac is an
 * HMAC of nonce, expiry and the right answer (key in app_secrets, shared by every process). The page
 * never holds the answer; a token is checked once (its nonce is spent at the first answer, right or
 * wrong, so one question cannot be tried with every number) and expires.
 */
export const QUESTION_LIFETIME_MS = 30 * 60_000;

export type QuestionChallenge = { question: string; token: string };
export type QuestionCheck = "verified" | "wrong" | "invalid";

const secretCache = new WeakMap<Database, Buffer>();

async function signingKey(db: Database): Promise<Buffer> {
  const cached = secretCache.get(db);
  if (cached) return cached;
  await db
    .insert(appSecrets)
    .values({ name: "question-challenge", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'question-challenge'`);
  const key = Buffer.from(row!.value, "base64url");
  secretCache.set(db, key);
  return key;
}

function mac(key: Buffer, nonce: string, expires: number, answer: number): string {
  return createHmac("sha256", key).update(`${nonce}.${expires}.${answer}`).digest("base64url");
}

/** A fresh question in the visitor's language with its signed token. */
export async function newQuestionChallenge(db: Database, locale: Locale, now = new Date()): Promise<QuestionChallenge> {
  const [a, b] = questionOperands(() => randomInt(0, 1_000_000) / 1_000_000);
  const nonce = randomBytes(12).toString("base64url");
  const expires = now.getTime() + QUESTION_LIFETIME_MS;
  const question = translate(getMessages(locale), "form.challenge.question", {
    a: numberWord(a, locale),
    b: numberWord(b, locale),
  });
  return { question, token: `${nonce}.${expires}.${mac(await signingKey(db), nonce, expires, a + b)}` };
}

/**
 * Checks an answer against its token: "verified", "wrong" (a well-formed token of ours, answered
 * wrongly), or "invalid" (forged, expired, or already answered). Never throws on hostile input.
 */
export async function verifyQuestionAnswer(
  db: Database,
  token: string,
  answer: string,
  now = new Date(),
): Promise<QuestionCheck> {
  const match = /^([\w-]{16})\.(\d{13})\.([\w-]{43})$/.exec(token);
  if (!match || answer.length > 40) return "invalid";
  const [, nonce, expiresText, given] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  if (expires <= now.getTime() || expires > now.getTime() + QUESTION_LIFETIME_MS) return "invalid";
  // Spent at its first answer: a replay, or a second guess, finds its key there.
  const spent = await db
    .insert(rateLimitCounters)
    .values({ key: `question:${nonce}`, hits: 1, resetAt: new Date(expires) })
    .onConflictDoNothing()
    .returning({ key: rateLimitCounters.key });
  if (spent.length !== 1) return "invalid";
  const value = parseAnswer(answer);
  if (value === null) return "wrong";
  const expected = Buffer.from(mac(await signingKey(db), nonce, expires, value));
  const posted = Buffer.from(given);
  return expected.length === posted.length && timingSafeEqual(expected, posted) ? "verified" : "wrong";
}
