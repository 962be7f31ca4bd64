import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import type { Locale } from "#app/i18n/locales.ts";
import { getMessages, translate, type MessageKey, type MessageParams } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { formValues, parseSubmission, type FieldErrors, type FormValues } from "#app/lib/form-submission.ts";
import { CAPTCHA_FIELD, HONEYPOT_FIELD, QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD } from "#app/lib/form-fields.ts";
import { checkHuman, hasHumanProof } from "./human-check.server.ts";
import { newQuestionChallenge, type QuestionChallenge } from "./question-challenge.server.ts";
import { issueVisitorPass } from "./visitor-pass.server.ts";

/**
 * The one way a visitor form is received (every action calls `receiveLeadForm`):
 *
 *   body readable as a form? ── no → 400 "invalid request"
 *   too many posts from this address (server/form-guard.ts)? → 429, form refilled, with the captcha:
 *     a solved captcha lets a person through (the address may be shared, decision 0032)
 *   honeypot filled → 303 to the thank-you page, nothing stored (the bot learns nothing)
 *   captcha posted but not valid → 400; none posted and the address is past its free posts → 400
 *     (the proof of work with JavaScript, else the server's question; solved: a visitor pass cookie)
 *   schema (shared with the browser) → 400 with the errors next to their fields, form refilled
 *   accept(value): stores the lead and its outbox rows in one transaction
 *     database unreachable → 503 "mail not sent, try again", form refilled, nothing half-stored
 *   → 303 to the thank-you page (or another page the form names)
 *
 * Errors go back translated into the visitor's language; the form's own component shows each
 * next to its field (and all of them in a summary at the top).
 */

/** Set by the Express form guard for every POST (rate limit counted in the database). */
export type FormGuard = {
  rateLimited: boolean;
  retryAfterSeconds: number;
  postsInWindow: number;
  /** The visitor holds a valid pass (decision 0032): counted on it, never asked for the captcha. */
  passed?: boolean;
};

/** What a refused post returns to its page: errors by field, in the visitor's language. */
export type FormFailure = {
  form: string;
  errors: Record<string, string>;
  values: FormValues;
  /** The server asks for the captcha: the form shows the widget. */
  captcha: boolean;
  /** With it, the question for visitors without JavaScript (decision 0032). */
  challenge?: QuestionChallenge;
  /** Information, not an error (the documents already requested): shown as a status, not an alert. */
  notice?: string;
};

export type Accepted = { redirectTo: string };
export type Refused = {
  refused: MessageKey;
  params?: MessageParams;
  field?: string;
  status: number;
  /** Nothing is wrong: the text informs (a status), the form is not in error. */ notice?: boolean;
};

export function thankYouPath(context: AppLoadContext, feedbackKind: string, locale: Locale): string {
  return routePath(context.content.routes.routes, `feedback.${feedbackKind}`, locale);
}

function translated(errors: FieldErrors, locale: Locale): Record<string, string> {
  const messages = getMessages(locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, translate(messages, error.key, error.params)]),
  );
}

function failure(
  form: string,
  locale: Locale,
  values: FormValues,
  errors: FieldErrors,
  status: number,
  captcha = false,
  headers?: HeadersInit,
  challenge?: QuestionChallenge,
) {
  const {
    [HONEYPOT_FIELD]: _honeypot,
    [CAPTCHA_FIELD]: _captcha,
    [QUESTION_TOKEN_FIELD]: _token,
    [QUESTION_ANSWER_FIELD]: _answer,
    ...kept
  } = values;
  return data<FormFailure>(
    { form, errors: translated(errors, locale), values: kept, captcha, ...(challenge ? { challenge } : {}) },
    { status, ...(headers ? { headers } : {}) },
  );
}

/**
 * A storage error as a log may hold it: its kind and code, never the visitor's data. Drizzle wraps a
 * failed query in an error whose message and stack quote the query's parameters (the lead itself),
 * and a database's own message may quote a value; a connection error's message quotes none.
 */
export function errorForLog(error: unknown): { type: string; code?: string; message?: string } {
  const query = error instanceof Error && "query" in error && "params" in error;
  const cause: unknown = query ? (error as Error).cause : error;
  const err = (cause ?? {}) as { code?: unknown; message?: unknown };
  const type = cause instanceof Error ? cause.constructor.name : typeof cause;
  return {
    type,
    ...(typeof err.code === "string" ? { code: err.code } : {}),
    ...(!query && typeof err.message === "string" ? { message: err.message.slice(0, 200) } : {}),
  };
}

/**
 * The request's form body, or null when it is not one (not a POST, wrong content type, broken
 * multipart). Only a POST is a form: a PUT or DELETE reaching an action (the server answers them
 * 405 first, decision 0027) must not store a lead or send a mail past the guards made for posts.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  if (request.method !== "POST") return null;
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export type LeadFormOptions<S extends z.ZodType> = {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
  /** The form's id on its page (posted as `form`), so the errors go to the right form. */
  form: string;
  /** The thank-you page of this form (`feedback.{kind}`). */
  feedback: string;
  schema: S;
  /** Stores the lead (one transaction) and says where the visitor goes next, or why it is refused. */
  accept: (value: z.output<S>, formData: FormData) => Promise<Accepted | Refused>;
  /** Posts of an already-read body (an action that read it to find which form was posted). */
  formData?: FormData;
};

export async function receiveLeadForm<S extends z.ZodType>(options: LeadFormOptions<S>) {
  const { context, locale, form } = options;
  // Only a POST is a form, even one an action has already read (decision 0027: defence in depth).
  const formData = options.request.method === "POST" ? (options.formData ?? (await readForm(options.request))) : null;
  if (!formData) return failure(form, locale, {}, { "": { key: "error.invalidRequest" } }, 400);
  const values = formValues(formData);

  const guard: FormGuard = context.formGuard ?? { rateLimited: false, retryAfterSeconds: 0, postsInWindow: 0 };
  const passed = guard.passed === true;
  // The question for visitors without JavaScript, with every answer that asks for the captcha.
  const question = () => newQuestionChallenge(context.db, locale);
  const rateLimited = () => ({ "Retry-After": String(guard.retryAfterSeconds) });
  // Over the limit with a pass: the visitor's own posts are too many. Without one, the address may be
  // shared: the form comes back with the captcha, and a solved captcha lets the post through (0032).
  if (guard.rateLimited && (passed || !hasHumanProof(values))) {
    return failure(
      form,
      locale,
      values,
      { "": { key: "error.tooManyRequests" } },
      429,
      !passed,
      rateLimited(),
      passed ? undefined : await question(),
    );
  }

  if (typeof values[HONEYPOT_FIELD] === "string" && values[HONEYPOT_FIELD] !== "") {
    context.logger?.info({ form }, "honeypot filled; post dropped");
    return redirect(thankYouPath(context, options.feedback, locale), 303);
  }

  const demanded = !passed && (guard.rateLimited || guard.postsInWindow > context.content.settings.captcha.freePosts);
  const human = await checkHuman(context.db, values, demanded);
  if (human.kind === "refused") {
    return failure(
      form,
      locale,
      values,
      { [human.field]: { key: human.key } },
      guard.rateLimited ? 429 : 400,
      true,
      guard.rateLimited ? rateLimited() : undefined,
      await question(),
    );
  }
  // Solved: a pass for the visitor's next posts, sent with whatever this post answers.
  const passCookie =
    human.kind === "solved"
      ? await issueVisitorPass(context.db, new URL(options.request.url).protocol === "https:")
      : null;
  const captchaDemanded = demanded && !passCookie;
  const withPass = (headers?: HeadersInit): HeadersInit | undefined => {
    if (!passCookie) return headers;
    const all = new Headers(headers);
    all.append("Set-Cookie", passCookie);
    return all;
  };

  const submission = parseSubmission(options.schema, values);
  if (!submission.ok)
    return failure(
      form,
      locale,
      values,
      submission.errors,
      400,
      captchaDemanded,
      withPass(),
      captchaDemanded ? await question() : undefined,
    );

  let outcome: Accepted | Refused;
  try {
    outcome = await options.accept(submission.value, formData);
  } catch (error) {
    // The lead could not be stored: nothing of it is in the database (one transaction). The
    // visitor keeps the filled-in form and is asked to try again.
    context.logger?.error({ error: errorForLog(error), form }, "lead not stored");
    return failure(
      form,
      locale,
      values,
      { "": { key: "error.mailNotSent" } },
      503,
      captchaDemanded,
      withPass({ "Retry-After": "30" }),
    );
  }
  if ("refused" in outcome) {
    const error = outcome.params ? { key: outcome.refused, params: outcome.params } : { key: outcome.refused };
    if (outcome.notice) {
      const headers = withPass();
      return data<FormFailure>(
        { form, errors: {}, values: {}, captcha: false, notice: translated({ "": error }, locale)[""]! },
        { status: outcome.status, ...(headers ? { headers } : {}) },
      );
    }
    return failure(
      form,
      locale,
      values,
      { [outcome.field ?? ""]: error },
      outcome.status,
      captchaDemanded,
      withPass(),
      captchaDemanded ? await question() : undefined,
    );
  }
  const headers = withPass();
  return redirect(outcome.redirectTo, { status: 303, ...(headers ? { headers } : {}) });
}

/** A post naming no form of the page (or none at all): 400, nothing stored. */
export function unknownForm(locale: Locale) {
  return failure("", locale, {}, { "": { key: "error.invalidRequest" } }, 400);
}

/**
 * Reading what a form's page needs before it can take the post (its listing…) may fail because the
 * database is down: the visitor is told to try again (503), as when the lead cannot be stored.
 */
export function databaseDown(form: string, locale: Locale, values: FormValues) {
  return failure(form, locale, values, { "": { key: "error.mailNotSent" } }, 503, false, { "Retry-After": "30" });
}

/** The enabled visit-request time slots of the settings, in their order. */
export function enabledTimeSlots(context: AppLoadContext): string[] {
  return context.content.settings.contactTimeSlots.filter((slot) => slot.enabled).map((slot) => slot.slot);
}
