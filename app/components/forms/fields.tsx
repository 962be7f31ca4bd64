import type { ReactNode } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import { useField } from "./form-state.tsx";

/**
 * Form fields with their label, their error next to them (announced with the field through
 * aria-describedby) and the posted value refilled. Required fields say so with an asterisk (the
 * form explains it) and `required`; forms use `noValidate`, so the messages are always ours,
 * in the page's language.
 */

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean | undefined }) {
  const t = useT();
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> {t("form.optional")}</span>}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={id}>
      {error}
    </p>
  ) : null;
}

function describedBy(...ids: Array<string | false | undefined>) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

type TextFieldProps = {
  name: string;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "number" | "date" | "url" | "password";
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  inputMode?: "numeric" | "decimal" | "tel" | "email";
  /** A number's lower bound, or a date input's first day (YYYY-MM-DD). */
  min?: number | string;
  maxLength?: number;
  defaultValue?: string;
  className?: string;
};

export function TextField({
  name,
  label,
  type = "text",
  required,
  autoComplete,
  hint,
  inputMode,
  min,
  maxLength,
  defaultValue,
  className,
}: TextFieldProps) {
  const field = useField(name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={`field${className ? ` ${className}` : ""}${field.error ? " field--invalid" : ""}`}>
      <Label htmlFor={field.id} label={label} required={required} />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={field.id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        maxLength={maxLength}
        defaultValue={field.text ?? defaultValue}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(hintId, field.error && field.errorId)}
      />
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  required,
  rows = 5,
  maxLength,
  hint,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  rows?: number;
  maxLength?: number;
  hint?: string;
}) {
  const field = useField(name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={`field${field.error ? " field--invalid" : ""}`}>
      <Label htmlFor={field.id} label={label} required={required} />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        required={required}
        maxLength={maxLength}
        defaultValue={field.text}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(hintId, field.error && field.errorId)}
      />
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder,
  autoComplete,
}: {
  name: string;
  label: ReactNode;
  options: Option[];
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
}) {
  const field = useField(name);
  return (
    <div className={`field${field.error ? " field--invalid" : ""}`}>
      <Label htmlFor={field.id} label={label} required={required} />
      <select
        id={field.id}
        name={name}
        required={required}
        autoComplete={autoComplete}
        defaultValue={field.text ?? ""}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
      >
        <option value="">{placeholder ?? ""}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

/** One checkbox with its label after it (consent, opt-in, yes/no criteria). */
export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const field = useField(name);
  return (
    <div className={`field field--checkbox${field.error ? " field--invalid" : ""}`}>
      <input
        id={field.id}
        name={name}
        type="checkbox"
        required={required}
        defaultChecked={field.text === "on"}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
      />
      <label htmlFor={field.id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}

/** A group of checkboxes (several answers) or radio buttons (one), in a fieldset with its legend. */
export function ChoiceGroup({
  name,
  legend,
  options,
  type = "checkbox",
  required,
  defaultValue,
}: {
  name: string;
  legend: ReactNode;
  options: Option[];
  type?: "checkbox" | "radio";
  required?: boolean;
  defaultValue?: string;
}) {
  const t = useT();
  const field = useField(name);
  const checked = field.list.length > 0 ? field.list : defaultValue ? [defaultValue] : [];
  return (
    // Focusable while in error: the summary's link to the group (followed without JavaScript) moves the focus onto it.
    <fieldset
      className={`field field--choices${field.error ? " field--invalid" : ""}`}
      aria-describedby={field.error ? field.errorId : undefined}
      id={field.id}
      tabIndex={field.error ? -1 : undefined}
    >
      <legend className="field__label">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> {t("form.optional")}</span>}
      </legend>
      <div className="field__choices">
        {options.map((option) => (
          <label key={option.value} className="field__choice">
            <input type={type} name={name} value={option.value} defaultChecked={checked.includes(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  );
}
