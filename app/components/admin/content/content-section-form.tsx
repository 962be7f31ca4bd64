import { useId, type ReactNode } from "react";
import type { ContentFieldView, ContentGroupView } from "#app/services/content/content-overrides-view.ts";
import { SOCIAL_NETWORKS } from "#app/services/content/content-overrides-fields.ts";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { FormError } from "#app/components/admin/console-fields.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

const NETWORK_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  x: "X",
  tiktok: "TikTok",
  pinterest: "Pinterest",
};

type FormProps = {
  /** The section's page (its explicit address keeps the trailing slash the server renders too). */
  action: string;
  groups: readonly ContentGroupView[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  busy: boolean;
};

/** A section's fields in their fieldsets, posted as a draft (intent "draft"); works without JavaScript. */
export function ContentSectionForm({ action, groups, values, errors, busy }: FormProps) {
  const { t } = useConsole();
  return (
    <ConsoleForm action={action} className="console-content-form" noValidate>
      <input type="hidden" name="intent" value="draft" />
      <FormError error={errors[""]} />
      {groups.map((group) => {
        const invalid = group.fields.some((field) => errors[field.key]);
        const body = (
          <>
            {group.hint ? <p className="console-field__hint">{group.hint}</p> : null}
            <div className="console-content-form__fields">
              {group.fields.map((field) => (
                <ContentInput key={field.key} field={field} values={values} error={errors[field.key]} />
              ))}
            </div>
          </>
        );
        return group.foldable ? (
          <details key={group.id} className="console-content-form__group" open={invalid || undefined}>
            <summary>
              {group.legend}
              {group.fields.some((field) => field.changed) ? <ChangedBadge /> : null}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{group.legend}</legend>
              {body}
            </fieldset>
          </details>
        ) : (
          <fieldset key={group.id} className="console-content-form__group">
            <legend>{group.legend}</legend>
            {body}
          </fieldset>
        );
      })}
      <div className="console-content-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t("content.saveDraft")}
        </button>
      </div>
    </ConsoleForm>
  );
}

function ChangedBadge() {
  const { t } = useConsole();
  return (
    <span className="console-badge console-badge--in_progress console-content-form__changed">
      {t("content.changed")}
    </span>
  );
}

/** The frame of one field: its label with the "changed" mark, the files' value when it differs, and its error. */
function Field({
  field,
  error,
  control,
  id,
  wide,
}: {
  field: ContentFieldView;
  error: string | undefined;
  control: (describedBy: string | undefined) => ReactNode;
  id: string;
  wide?: boolean;
}) {
  const hintId = field.fileText ? `${id}-file` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div
      className={`console-field${error ? " console-field--invalid" : ""}${wide ? " console-content-form__wide" : ""}`}
    >
      <label htmlFor={id}>
        {field.label}
        {field.changed ? <ChangedBadge /> : null}
      </label>
      {control(describedBy)}
      {field.fileText ? (
        <p className="console-field__hint" id={hintId}>
          {field.fileText}
        </p>
      ) : null}
      {error ? (
        <p className="console-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ContentInput({
  field,
  values,
  error,
}: {
  field: ContentFieldView;
  values: Readonly<Record<string, string>>;
  error: string | undefined;
}) {
  const id = useId();
  const value = values[field.key] ?? "";
  const invalid = error ? true : undefined;
  switch (field.kind) {
    case "textarea":
    case "html":
      return (
        <Field
          field={field}
          error={error}
          id={id}
          wide={field.kind === "html"}
          control={(describedBy) => (
            <textarea
              id={id}
              name={field.key}
              rows={field.kind === "html" ? 5 : 3}
              defaultValue={value}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              spellCheck={field.kind === "textarea"}
            />
          )}
        />
      );
    case "checkbox":
      return (
        <div className={`console-field console-content-form__check${error ? " console-field--invalid" : ""}`}>
          <label htmlFor={id}>
            <input id={id} type="checkbox" name={field.key} defaultChecked={value === "on"} />
            {field.label}
            {field.changed ? <ChangedBadge /> : null}
          </label>
          {field.fileText ? <p className="console-field__hint">{field.fileText}</p> : null}
        </div>
      );
    case "select":
      return (
        <Field
          field={field}
          error={error}
          id={id}
          control={(describedBy) => (
            <select id={id} name={field.key} defaultValue={value} aria-invalid={invalid} aria-describedby={describedBy}>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        />
      );
    case "link":
      return <LinkInput field={field} values={values} error={error} />;
    case "social":
      return <SocialInputs field={field} values={values} error={error} />;
    default:
      return (
        <Field
          field={field}
          error={error}
          id={id}
          control={(describedBy) => (
            <input
              id={id}
              name={field.key}
              type={field.input ?? "text"}
              inputMode={field.kind === "integer" ? "numeric" : field.kind === "decimal" ? "decimal" : undefined}
              defaultValue={value}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          )}
        />
      );
  }
}

/** A link: a page of the site, another address (typed beside), or none. */
function LinkInput({
  field,
  values,
  error,
}: {
  field: ContentFieldView;
  values: Readonly<Record<string, string>>;
  error: string | undefined;
}) {
  const { t } = useConsole();
  const id = useId();
  return (
    <>
      <Field
        field={field}
        error={error}
        id={id}
        control={(describedBy) => (
          <select
            id={id}
            name={field.key}
            defaultValue={values[field.key] ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          >
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      />
      <div className="console-field">
        <label htmlFor={`${id}-url`}>{t("content.field.linkUrl")}</label>
        <input id={`${id}-url`} name={`${field.key}.url`} type="url" defaultValue={values[`${field.key}.url`] ?? ""} />
      </div>
    </>
  );
}

/** One address per social network; empty for none. */
function SocialInputs({
  field,
  values,
  error,
}: {
  field: ContentFieldView;
  values: Readonly<Record<string, string>>;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <>
      {SOCIAL_NETWORKS.map((network) => (
        <div key={network} className={`console-field${error ? " console-field--invalid" : ""}`}>
          <label htmlFor={`${id}-${network}`}>{NETWORK_NAMES[network]}</label>
          <input
            id={`${id}-${network}`}
            name={`${field.key}.${network}`}
            type="url"
            defaultValue={values[`${field.key}.${network}`] ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
      ))}
      {error ? (
        <p className="console-field__error console-content-form__wide" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}
