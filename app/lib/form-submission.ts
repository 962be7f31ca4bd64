import type { z } from "zod";
import type { MessageKey, MessageParams } from "#app/i18n/interpolate.ts";

/**
 * Reading a posted form against its zod schema, the same way in the route action (authoritative)
 * and in the browser (instant feedback). Schemas word their errors as dictionary keys
 * (`"validation.email"`), so the message is chosen here and translated where it is shown.
 */

/** A posted form as plain values: a field posted once is a string, several times a list. */
export type FormValues = Record<string, string | string[]>;

/** One error per field path (`"email"`, `"children.0.age"`), or `""` for the form as a whole. */
type FieldError = { key: MessageKey; params?: MessageParams };
export type FieldErrors = Record<string, FieldError>;

export type Submission<T> =
  { ok: true; value: T; values: FormValues } | { ok: false; errors: FieldErrors; values: FormValues };

/** Longest text kept when a form is refilled: a hostile post of megabytes is not sent back. */
const MAX_REFILL_LENGTH = 5000;

/** FormData → FormValues; files are left out (the schemas that take one read it themselves). */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const name of new Set(formData.keys())) {
    const texts = formData
      .getAll(name)
      .filter((entry): entry is string => typeof entry === "string")
      .map((entry) => entry.slice(0, MAX_REFILL_LENGTH));
    if (texts.length === 0) continue;
    values[name] = texts.length === 1 ? texts[0]! : texts;
  }
  return values;
}

/** The dictionary key a schema gave an issue, or the generic one (for zod's own messages). */
function issueError(issue: z.core.$ZodIssue): FieldError {
  const key = (issue.message.startsWith("validation.") ? issue.message : "validation.invalidChoice") as MessageKey;
  const params: Record<string, string | number> = {};
  if ("maximum" in issue && typeof issue.maximum === "number") params.max = issue.maximum;
  if ("minimum" in issue && typeof issue.minimum === "number") params.min = issue.minimum;
  if (issue.code === "custom" && issue.params) Object.assign(params, issue.params as MessageParams);
  return Object.keys(params).length > 0 ? { key, params } : { key };
}

/** Every field's first error; issues without a path belong to the form as a whole (`""`). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issueError(issue);
  }
  return errors;
}

/** Validates posted values with a form's schema. */
export function parseSubmission<S extends z.ZodType>(schema: S, values: FormValues): Submission<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data, values };
  return { ok: false, errors: fieldErrors(result.error.issues), values };
}
