import { useEffect, useRef, useState } from "react";
import altchaCss from "altcha/altcha.css?url";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { CAPTCHA_FIELD, QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD } from "#app/lib/form-fields.ts";
import { FieldError, TextField } from "./fields.tsx";
import { useField } from "./form-state.tsx";

/** The challenge endpoint (app/routes/api/captcha.ts). */
const CAPTCHA_CHALLENGE_URL = "/api/captcha";

/**
 * The proof-of-work captcha (spec §7: injected on demand, removable). In the browser the widget
 * is added to the form with its script and stylesheet when the form is shown, and removed with
 * them when the visitor leaves the page; it solves its challenge by itself as soon as the visitor
 * starts on the form. Without JavaScript there is no widget: the server only asks for the captcha
 * after several posts from one address (settings.captcha.freePosts), and then renders a question
 * with it (decision 0032): a labelled text field any visitor can answer, shown until the widget
 * is there to do the work instead.
 */
export function CaptchaField({
  required,
  renewAfter,
  challenge,
}: {
  required: boolean;
  renewAfter?: unknown;
  challenge?: { question: string; token: string } | undefined;
}) {
  const t = useT();
  const { locale } = useRootData();
  const field = useField(CAPTCHA_FIELD);
  const [widgetShown, setWidgetShown] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<(HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> }) | null>(null);

  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    let cancelled = false;
    const stylesheet = document.createElement("link");
    stylesheet.rel = "stylesheet";
    stylesheet.href = altchaCss;
    document.head.append(stylesheet);
    let widget: HTMLElement | null = null;
    void import("./altcha-loader.client.ts")
      .then(async (loader) => {
        await loader.loadTranslation(locale);
        if (cancelled) return;
        widget = document.createElement("altcha-widget");
        widget.setAttribute("challenge", CAPTCHA_CHALLENGE_URL);
        widget.setAttribute("name", CAPTCHA_FIELD);
        widget.setAttribute("auto", "onfocus");
        widget.setAttribute("language", loader.WIDGET_LANGUAGE[locale]);
        host.append(widget);
        widgetRef.current = widget;
        setWidgetShown(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      widget?.remove();
      widgetRef.current = null;
      setWidgetShown(false);
      stylesheet.remove();
    };
  }, [locale]);

  // The server spends a solution once, when it reads the post, even a post it then refuses (a
  // slot taken meanwhile, a photo that is not one): after each answer, a fresh one is solved.
  useEffect(() => {
    const widget = widgetRef.current;
    if (!renewAfter || !widget?.reset) return;
    widget.reset();
    void widget.verify?.().catch(() => undefined);
  }, [renewAfter]);

  return (
    <div
      className={`field field--captcha${field.error ? " field--invalid" : ""}`}
      id={field.id}
      tabIndex={field.error ? -1 : undefined}
    >
      <div ref={slot} className="field--captcha__widget" aria-describedby={field.error ? field.errorId : undefined} />
      {required && challenge && !widgetShown ? (
        <div key={challenge.token}>
          <input type="hidden" name={QUESTION_TOKEN_FIELD} value={challenge.token} />
          <TextField
            name={QUESTION_ANSWER_FIELD}
            label={challenge.question}
            hint={t("form.challenge.hint")}
            required
            autoComplete="off"
            maxLength={20}
          />
        </div>
      ) : required && !challenge ? (
        <noscript>
          <p className="field__hint">{t("form.captcha.noscript")}</p>
        </noscript>
      ) : null}
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
