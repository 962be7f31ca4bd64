import { createContext, useContext } from "react";
import type { FormValues } from "#app/lib/form-submission.ts";

/**
 * What the fields of one form read by name: the error to show next to them and the value to
 * refill them with (after the server refused a post, or the browser found an error).
 */
export type FormState = { formId: string; errors: Readonly<Record<string, string>>; values: Readonly<FormValues> };

export const FormStateContext = createContext<FormState>({ formId: "", errors: {}, values: {} });

/** A field's ids, error and posted value; ids are prefixed with the form's id (a page may hold several forms). */
export function useField(name: string) {
  const { formId, errors, values } = useContext(FormStateContext);
  const id = `${formId}-${name}`;
  const error = errors[name];
  const value = values[name];
  return {
    id,
    errorId: `${id}-error`,
    error,
    /** A text field's refill value. */
    text: typeof value === "string" ? value : undefined,
    /** The checked values of a group (a single posted value is a list of one). */
    list: value === undefined ? [] : Array.isArray(value) ? value : [value],
  };
}
