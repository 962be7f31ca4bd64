import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useActionData, useLocation, useNavigation, useSubmit } from "react-router";
import type { z } from "zod";
import { useT } from "#app/components/layout/use-shell.ts";
import { formValues, parseSubmission, type FormValues } from "#app/lib/form-submission.ts";
import { summaryLine } from "#app/lib/field-labels.ts";
import { FORM_FIELD, HONEYPOT_FIELD, QUESTION_ANSWER_FIELD } from "#app/lib/form-fields.ts";
import { CaptchaField, type CaptchaHandle } from "./captcha-field.tsx";
import { FormStateContext } from "./form-state.tsx";

/**
 * A visitor form: posts to its page's action (works without JavaScript: 303 to the thank-you
 * page, or the form back with its errors). With JavaScript, the form's own zod schema (the one the
 * action uses, loaded when the visitor first touches the form) checks it before it is sent: the
 * same messages, at once, without a round trip.
 *
 * On errors the summary at the top lists them, each as "<field label>: <message>" linked to its
 * field (the labels from app/lib/field-labels.ts), and takes the focus so screen-reader users hear
 * what to fix (WCAG 3.3.1); each field also shows its own.
 */
type Failure = {
  form: string;
  errors: Record<string, string>;
  values: FormValues;
  captcha: boolean;
  challenge?: { question: string; token: string };
  notice?: string;
};

export type LeadFormProps = {
  /** Unique on the page; posted as `form` so the action knows which form it got. */
  id: string;
  /** Where to post (default: the page itself). */
  action?: string;
  /** The form's schema, loaded on demand for instant feedback in the browser. */
  schema: () => Promise<z.ZodType>;
  /** Fields that upload a file make the form multipart. */
  multipart?: boolean;
  submitLabel?: string;
  /** Values to start with (e.g. the page's listing), before any post. */
  initialValues?: FormValues;
  /** The server demands the captcha before the first post (settings.captcha.freePosts = 0). */
  captchaRequired?: boolean;
  /** false: a form the captcha does not guard (the owner password forms: the form rate limit and one-use links guard them). */
  captcha?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * How long a form sent before its captcha is solved waits for the solution (the work takes a few
 * tenths of a second, seconds on a slow phone); then it goes without, and the server decides
 * (its free posts, or its question).
 */
const CAPTCHA_WAIT_MS = 15_000;

const isFailure = (value: unknown): value is Failure =>
  typeof value === "object" && value !== null && "form" in value && "errors" in value && "values" in value;

export function LeadForm({
  id,
  action,
  schema,
  multipart,
  submitLabel,
  initialValues,
  captchaRequired,
  captcha = true,
  className,
  children,
}: LeadFormProps) {
  const t = useT();
  const submit = useSubmit();
  // The page's own URL with its trailing slash (every page URL has one; the router's location may
  // come without it, and a post to the slashless form would be redirected, losing its errors).
  const { pathname } = useLocation();
  const target = action ?? (pathname.endsWith("/") ? pathname : `${pathname}/`);
  const navigation = useNavigation();
  const actionData: unknown = useActionData();
  const serverFailure = isFailure(actionData) && actionData.form === id ? actionData : null;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const schemaRef = useRef<Promise<z.ZodType> | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const [showSummary, setShowSummary] = useState(0);
  // The summary lists the errors of the last submit; fields update theirs as they are fixed.
  const [summaryErrors, setSummaryErrors] = useState<Record<string, string> | null>(null);

  const errors = clientErrors ?? serverFailure?.errors ?? {};
  const values = serverFailure?.values ?? initialValues ?? {};
  const sending =
    waitingForCaptcha || (navigation.state === "submitting" && navigation.formData?.get(FORM_FIELD) === id);

  // A refused post (with or without JavaScript) brings the focus to the summary of its errors.
  useEffect(() => {
    if (serverFailure || showSummary) summaryRef.current?.focus();
  }, [serverFailure, showSummary]);

  const loadSchema = () => (schemaRef.current ??= schema());
  /** The visitor starts on the form: its schema and its captcha load (decision 0044). */
  const started = () => {
    void loadSchema().catch(() => undefined);
    captchaRef.current?.start();
  };

  // A visitor who started on the form before the page's scripts ran (focus already in it).
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) captchaRef.current?.start();
  }, []);

  /** The captcha's solution, or the end of the wait for it (CAPTCHA_WAIT_MS). */
  function captchaSolved(): Promise<void> {
    const captchaField = captchaRef.current;
    if (!captchaField) return Promise.resolve();
    setWaitingForCaptcha(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      captchaField.solved(),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, CAPTCHA_WAIT_MS))),
    ]).finally(() => {
      clearTimeout(timer);
      setWaitingForCaptcha(false);
    });
  }

  /**
   * A field left by pressing on another one (a checkbox further down): its error, fixed, would
   * vanish between press and release and move what is below from under the pointer, so the click
   * would land elsewhere. Such an update waits until the press is over.
   */
  const pressing = useRef(false);
  const afterPress = useRef<(() => void) | null>(null);
  function onPointerDown() {
    started();
    pressing.current = true;
    const released = () => {
      document.removeEventListener("pointerup", released);
      document.removeEventListener("pointercancel", released);
      // After the click that follows the release.
      setTimeout(() => {
        pressing.current = false;
        const update = afterPress.current;
        afterPress.current = null;
        update?.();
      }, 0);
    };
    document.addEventListener("pointerup", released);
    document.addEventListener("pointercancel", released);
  }

  function validate(form: HTMLFormElement): Promise<Record<string, string>> {
    return loadSchema().then((loaded) => {
      const result = parseSubmission(loaded, formValues(new FormData(form)));
      if (result.ok) return {};
      return Object.fromEntries(
        Object.entries(result.errors).map(([field, error]) => [field, t(error.key, error.params)]),
      );
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    validate(form)
      .then((found) => {
        // The captcha's solution is the server's business; its errors come back from it.
        const { altcha: _captcha, ...own } = found;
        if (Object.keys(own).length > 0) {
          setClientErrors(own);
          setSummaryErrors(own);
          setShowSummary((n) => n + 1);
          return;
        }
        setClientErrors(null);
        setSummaryErrors(null);
        // Sent before the captcha is solved: the post waits for the solution, so it is not refused for want of it.
        return captchaSolved().then(() => {
          void submit(form, {
            method: "post",
            action: target,
            ...(multipart ? { encType: "multipart/form-data" } : {}),
          });
        });
      })
      // The schema could not load (offline, new deployment): the server checks it anyway.
      .catch(() => form.submit());
  }

  /**
   * Leaving a field re-checks it: an error fixed disappears, a new one shows once typed. Not when
   * the focus goes to the submit button: the submit checks everything, and a message vanishing
   * between press and release would move the button from under the pointer.
   */
  function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    const target = event.target as unknown as HTMLInputElement;
    const form = event.currentTarget;
    if (!target.name) return;
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === "submit") return;
    const touched = target.type === "checkbox" || target.type === "radio" || target.value !== "";
    if (!touched && !(errors[target.name] !== undefined)) return;
    void validate(form).then((found) => {
      const update = () =>
        setClientErrors((current) => {
          const next = { ...(current ?? serverFailure?.errors ?? {}) };
          if (found[target.name]) next[target.name] = found[target.name]!;
          else delete next[target.name];
          return next;
        });
      if (pressing.current) afterPress.current = update;
      else update();
    });
  }

  const summary = summaryErrors ?? serverFailure?.errors ?? {};
  const errorEntries = Object.entries(summary);
  // Labels only known at run time: the captcha's question is the label of its answer.
  const runtimeLabels: Record<string, string> = serverFailure?.challenge
    ? { [QUESTION_ANSWER_FIELD]: serverFailure.challenge.question }
    : {};
  return (
    <FormStateContext.Provider value={{ formId: id, errors, values }}>
      {/* A plain form: the router's <Form> drops the trailing slash of its action, and the page would
          answer a post there with a redirect to its canonical URL, losing the form's errors.
          With JavaScript, onSubmit sends it through the router all the same. */}
      <form
        ref={formRef}
        id={id}
        method="post"
        action={target}
        encType={multipart ? "multipart/form-data" : undefined}
        noValidate
        className={`lead-form${className ? ` ${className}` : ""}`}
        onSubmit={onSubmit}
        onBlur={onBlur}
        onPointerDown={onPointerDown}
        onFocus={started}
        onInput={started}
      >
        <input type="hidden" name={FORM_FIELD} value={id} />
        {/* Information, not an error (the documents already requested): a status in the info style. */}
        {serverFailure?.notice && !clientErrors ? (
          <p className="notice lead-form__info" role="status">
            {serverFailure.notice}
          </p>
        ) : null}
        {errorEntries.length > 0 ? (
          <div className="lead-form__summary" role="alert" tabIndex={-1} ref={summaryRef}>
            <p>{summary[""] ?? t("validation.summary")}</p>
            {errorEntries.some(([field]) => field !== "") ? (
              <ul>
                {errorEntries
                  .filter(([field]) => field !== "")
                  .map(([field, message]) => (
                    <li key={field}>
                      <a href={`#${id}-${field}`} onClick={focusField}>
                        {summaryLine(t, id, field, message, runtimeLabels)}
                      </a>
                    </li>
                  ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <p className="lead-form__required-note">{t("form.requiredNote")}</p>
        {children}
        <Honeypot formId={id} />
        {captcha ? (
          <CaptchaField
            ref={captchaRef}
            required={Boolean(captchaRequired || serverFailure?.captcha)}
            renewAfter={serverFailure}
            challenge={serverFailure?.challenge}
          />
        ) : null}
        <p className="lead-form__actions">
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t("form.sending") : (submitLabel ?? t("form.submit"))}
          </button>
        </p>
      </form>
    </FormStateContext.Provider>
  );
}

/**
 * A summary link moves the focus to its field (without JavaScript the browser follows the link to
 * the field's id): into a group (radio buttons, checkboxes, the captcha) its first control, with
 * the field's label or legend brought into view above it.
 */
function focusField(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(decodeURIComponent(event.currentTarget.hash.slice(1)));
  if (!target) return;
  const control = target.matches("input, select, textarea, button")
    ? target
    : target.querySelector<HTMLElement>(
        "input:not([type=hidden]):not([disabled]), select, textarea, button, [tabindex]",
      );
  const focusable = control ?? (target.tabIndex >= 0 || target.hasAttribute("tabindex") ? target : null);
  if (!focusable) return;
  event.preventDefault();
  (target.closest(".field") ?? target).scrollIntoView({ block: "center" });
  focusable.focus({ preventScroll: true });
}

/** The field people never see and bots fill in: out of sight, out of the tab order, unnamed to readers. */
function Honeypot({ formId }: { formId: string }) {
  const t = useT();
  return (
    <div className="lead-form__hp" aria-hidden="true">
      <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{t("form.honeypot")}</label>
      <input
        id={`${formId}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
