import { useRef, useState } from "react";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { amountInWords } from "#app/lib/amount-in-words.ts";
import { readEuros } from "#app/lib/euros.ts";
import { FieldError } from "./fields.tsx";
import { useField } from "./form-state.tsx";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";

/**
 * The offer's amount in figures and, below it, in words (spec §3 "amount in digits and words").
 * The words are never typed: in the browser they are written as the amount is typed, in the page's
 * language; without JavaScript the page shows them once the server has the amount (a refused post)
 * and the mails and the thank-you page carry them.
 */
export function AmountFields() {
  const t = useT();
  const { locale } = useRootData();
  const amount = useField("amount");
  const [typed, setTyped] = useState(amount.text ?? "");
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, setTyped);
  const reading = readEuros(typed);
  const words =
    reading.kind === "amount" && reading.value >= 1
      ? t("form.amountWords", { words: amountInWords(reading.value, locale) })
      : "";
  const hintId = `${amount.id}-hint`;
  const wordsId = `${amount.id}-words`;
  return (
    <div className="lead-form__amount">
      <div className={`field${amount.error ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={amount.id}>
          {t("form.amount")}
          <span aria-hidden="true"> *</span>
        </label>
        <p className="field__hint" id={hintId}>
          {t("form.wholeEurosHint")}
        </p>
        <input
          ref={input}
          id={amount.id}
          name="amount"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          required
          defaultValue={amount.text}
          onInput={(event) => setTyped(event.currentTarget.value)}
          aria-invalid={amount.error ? true : undefined}
          aria-describedby={[hintId, amount.error ? amount.errorId : null].filter(Boolean).join(" ")}
        />
        <FieldError id={amount.errorId} error={amount.error} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={wordsId}>
          {t("form.amountInWords")}
        </label>
        <p className="field__hint" id={`${wordsId}-hint`}>
          {t("form.amountInWordsHint")}
        </p>
        {/* Read-only and not posted: the server writes the words itself from the amount. */}
        <output id={wordsId} htmlFor={amount.id} className="lead-form__words" aria-describedby={`${wordsId}-hint`}>
          {words}
        </output>
      </div>
    </div>
  );
}
