import type { Database } from "#db/client.server.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import type { FormValues } from "#app/lib/form-submission.ts";
import { verifyCaptcha } from "./captcha.server.ts";
import { CAPTCHA_FIELD, QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD } from "#app/lib/form-fields.ts";
import { verifyQuestionAnswer } from "./question-challenge.server.ts";

/**
 * Is the poster a person? Either captcha of a form answers it (decision 0032): the proof of work
 * the widget solves with JavaScript (field `altcha`, decision 0007), or the question the server
 * rendered for visitors without JavaScript (fields `challengeToken` and `challengeAnswer`). A posted
 * solution is always checked (and spent); none is needed while the address has free posts left.
 */
export type HumanCheck =
  { kind: "solved" } | { kind: "not-needed" } | { kind: "refused"; field: string; key: MessageKey };

const posted = (value: FormValues[string] | undefined): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

/** True when the post carries an attempt at either captcha. */
export function hasHumanProof(values: FormValues): boolean {
  return posted(values[CAPTCHA_FIELD]) !== null || posted(values[QUESTION_ANSWER_FIELD]) !== null;
}

export async function checkHuman(db: Database, values: FormValues, demanded: boolean): Promise<HumanCheck> {
  const solution = posted(values[CAPTCHA_FIELD]);
  if (solution !== null) {
    return (await verifyCaptcha(db, solution)) === "verified"
      ? { kind: "solved" }
      : { kind: "refused", field: CAPTCHA_FIELD, key: "validation.captchaInvalid" };
  }
  const answer = posted(values[QUESTION_ANSWER_FIELD]);
  if (answer !== null) {
    const token = values[QUESTION_TOKEN_FIELD];
    const check = typeof token === "string" ? await verifyQuestionAnswer(db, token, answer) : "invalid";
    return check === "verified"
      ? { kind: "solved" }
      : { kind: "refused", field: QUESTION_ANSWER_FIELD, key: "validation.challengeWrong" };
  }
  if (demanded || Array.isArray(values[CAPTCHA_FIELD]))
    return { kind: "refused", field: CAPTCHA_FIELD, key: "validation.captchaEmpty" };
  return { kind: "not-needed" };
}
