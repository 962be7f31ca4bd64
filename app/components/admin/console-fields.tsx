import { useId, type ReactNode } from "react";

/** What a refused console form returns: messages by field ("" for the form as a whole) and what was typed. */
export type ConsoleFormResult = { errors?: Record<string, string>; values?: Record<string, string>; notice?: string };

type FieldProps = {
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "search" | "date" | "number" | "url" | "tel";
  error?: string | undefined;
  defaultValue?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "email";
  maxLength?: number;
  autoFocus?: boolean;
  className?: string;
};

/** A labelled input with its hint and its error, tied to it for screen readers. */
export function ConsoleField({ name, label, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`console-field${error ? " console-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="console-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        {...input}
        type={input.type ?? "text"}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
      {error ? (
        <p className="console-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select. */
export function ConsoleSelect({
  name,
  label,
  options,
  defaultValue,
  error,
  className,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string | undefined;
  error?: string | undefined;
  className?: string;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`console-field${error ? " console-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="console-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text area. */
export function ConsoleTextArea({
  name,
  label,
  defaultValue,
  error,
  rows = 4,
  maxLength,
  required,
}: {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
  rows?: number;
  maxLength?: number;
  required?: boolean;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`console-field${error ? " console-field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      {error ? (
        <p className="console-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own error (not tied to a field), announced when it appears. */
export function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <p className="console-notice console-notice--error" role="alert">
      {error}
    </p>
  ) : null;
}
