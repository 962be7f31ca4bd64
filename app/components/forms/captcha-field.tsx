import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import altchaCss from "altcha/altcha.css?url";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { CAPTCHA_FIELD, QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD } from "#app/lib/form-fields.ts";
import { FieldError, TextField } from "./fields.tsx";
import { useField } from "./form-state.tsx";

/** The challenge endpoint (app/routes/api/captcha.ts). */
const CAPTCHA_CHALLENGE_URL = "/api/captcha";

/** What the form asks of its captcha field (LeadForm holds it in a ref). */
export interface CaptchaHandle {
  /** Loads the widget, which then solves its challenge: the visitor has started on the form. */
  start: () => void;
  /**
   * Settles once the widget has solved its challenge, or cannot (its code did not load, the
   * challenge failed): a form sent before that waits for it, so its post carries the solution.
   */
  solved: () => Promise<void>;
}

/** Widget states after which waiting is over (ALTCHA's State). */
const SETTLED_STATES = new Set(["verified", "error", "expired", "code"]);

type Widget = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown>; getState?: () => string };

/**
 * The proof-of-work captcha (spec §7: injected on demand, removable). In the browser the widget
 * is added to the form with its script and stylesheet when the visitor starts on the form (first
 * focus, or a press, in it: `start()`), not with the page: its code weighs about 30 kB
 * compressed, which a visitor who only reads the page never needs (decision 0044). Added, it
 * solves its challenge at once; it is removed with its stylesheet when the visitor leaves the
 * page. A form sent before the solution is there waits for it (`solved()`). Without JavaScript
 * there is no widget: the server only asks for the captcha after several posts from one address
 * (settings.captcha.freePosts), and then renders a question with it (decision 0032): a labelled
 * text field any visitor can answer, shown until the widget is there to do the work instead
 * (when the server asks, the widget is loaded at once).
 */
export function CaptchaField({
  required,
  renewAfter,
  challenge,
  ref,
}: {
  required: boolean;
  renewAfter?: unknown;
  challenge?: { question: string; token: string } | undefined;
  ref?: Ref<CaptchaHandle>;
}) {
  const t = useT();
  const { locale } = useRootData();
  const field = useField(CAPTCHA_FIELD);
  const [started, setStarted] = useState(false);
  const [widgetShown, setWidgetShown] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<Widget | null>(null);
  /** The widget could not be added (its code did not load): nothing to wait for. */
  const unavailable = useRef(false);
  /** Told of every change of the widget's state, and of its failure to load. */
  const changes = useRef<EventTarget | null>(null);
  changes.current ??= new EventTarget();

  useImperativeHandle(
    ref,
    () => ({
      start: () => setStarted(true),
      solved: () => {
        setStarted(true);
        const settled = () =>
          unavailable.current || SETTLED_STATES.has(widgetRef.current?.getState?.() ?? "unverified");
        if (settled()) return Promise.resolve();
        return new Promise<void>((resolve) => {
          const onChange = () => {
            if (!settled()) return;
            changes.current?.removeEventListener("change", onChange);
            resolve();
          };
          changes.current?.addEventListener("change", onChange);
        });
      },
    }),
    [],
  );

  // Started by the visitor, or the server asked for the captcha: the widget then replaces its question at once.
  const wanted = started || Boolean(challenge);

  useEffect(() => {
    const host = slot.current;
    if (!host || !wanted) return;
    let cancelled = false;
    const stylesheet = document.createElement("link");
    stylesheet.rel = "stylesheet";
    stylesheet.href = altchaCss;
    document.head.append(stylesheet);
    let widget: Widget | null = null;
    const changed = () => changes.current?.dispatchEvent(new Event("change"));
    unavailable.current = false;
    void import("./altcha-loader.client.ts")
      .then(async (loader) => {
        await loader.loadTranslation(locale);
        if (cancelled) return;
        widget = document.createElement("altcha-widget");
        widget.setAttribute("challenge", CAPTCHA_CHALLENGE_URL);
        widget.setAttribute("name", CAPTCHA_FIELD);
        // Added when the visitor starts on the form: it solves its challenge at once.
        widget.setAttribute("auto", "onload");
        widget.setAttribute("language", loader.WIDGET_LANGUAGE[locale]);
        widget.addEventListener("statechange", changed);
        host.append(widget);
        widgetRef.current = widget;
        setWidgetShown(true);
      })
      .catch(() => {
        unavailable.current = true;
        changed();
      });
    return () => {
      cancelled = true;
      widget?.removeEventListener("statechange", changed);
      widget?.remove();
      widgetRef.current = null;
      setWidgetShown(false);
      stylesheet.remove();
    };
  }, [locale, wanted]);

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
