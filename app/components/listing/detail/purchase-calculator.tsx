import { useState, type ChangeEvent, type FormEvent } from "react";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import type { MessageKey } from "#app/i18n/interpolate.ts";
import type { Region } from "#app/lib/postal-region.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { formatDate } from "#app/lib/date.ts";
import { readEuros } from "#app/lib/euros.ts";
import {
  calculate,
  defaultLoan,
  RATE_SOURCES,
  RATES_DATE,
  type CalculatorError,
  type CalculatorFields,
} from "#app/lib/purchase-costs.ts";
import { numberFormat } from "#app/lib/intl-formats.ts";
import { colon } from "#app/lib/typography.ts";

/** What the page's loader gives the calculator: the region of the listing and the fields to start with. */
export type PurchaseCalculatorData = {
  region: Region;
  zip: string;
  fields: CalculatorFields;
  /** The listing's price is published (else the visitor types one). */
  priceListed: boolean;
  /** The visitor sent a loan amount: it no longer follows the price. */
  loanGiven: boolean;
  /** The visitor sent the calculator's form: the page shows it open, with the answer. */
  expanded: boolean;
  /** The registration duties of the provider's data (the agency's estimate, in the details): named beside the calculator's. */
  agencyDuties?: { amount: string; rate: string } | null;
};

const ERROR_KEYS: Record<CalculatorError, MessageKey> = {
  price: "calc.error.price",
  home: "calc.error.home",
  loan: "calc.error.loan",
  rate: "calc.error.rate",
  years: "calc.error.years",
};

/**
 * The purchase-cost calculator of a sale listing (app/lib/purchase-costs.ts): a GET form whose
 * query the page's loader reads, so without JavaScript "Calculate" reloads the page with the answer
 * rendered on the server; with it, the same pure module recomputes as the visitor types and the
 * button only updates the address (no navigation). The answer is a polite live region.
 */
export function PurchaseCalculator({ data }: { data: PurchaseCalculatorData }) {
  const t = useT();
  const { locale } = useRootData();
  const [fields, setFields] = useState(data.fields);
  const [loanTouched, setLoanTouched] = useState(data.loanGiven);
  const answer = calculate(fields, data.region);
  const errors = answer.ok ? [] : answer.errors;
  const percent = numberFormat(`${locale}-BE`, { style: "percent", maximumFractionDigits: 3 });
  const rate = (basisPoints: number) => percent.format(basisPoints / 10_000);

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    const name = input.name as keyof CalculatorFields;
    if (!(name in fields)) return;
    const next = { ...fields, [name]: input.value };
    if (name === "loan") setLoanTouched(true);
    // The loan follows the price (80 %) until the visitor types one.
    if (name === "price" && !loanTouched) {
      const price = readEuros(input.value);
      next.loan = price.kind === "amount" ? String(defaultLoan(price.value)) : "";
    }
    setFields(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The answer is already there: keep it in the address (to share or bookmark) without a reload.
    event.preventDefault();
    const query = new URLSearchParams(fields);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query.toString()}#calculator`);
  };

  const field = (name: "price" | "loan" | "rate" | "years", label: string, hint?: string) => {
    const invalid = errors.includes(name);
    const describedBy = [hint ? `calc-${name}-hint` : null, invalid ? `calc-${name}-error` : null]
      .filter(Boolean)
      .join(" ");
    return (
      <div className={`field${invalid ? " field--invalid" : ""}`}>
        <label className="field__label" htmlFor={`calc-${name}`}>
          {label}
        </label>
        {hint ? (
          <p className="field__hint" id={`calc-${name}-hint`}>
            {hint}
          </p>
        ) : null}
        <input
          id={`calc-${name}`}
          name={name}
          type="text"
          inputMode={name === "rate" ? "decimal" : "numeric"}
          maxLength={15}
          value={fields[name]}
          onChange={() => {}}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        {invalid ? (
          <p className="field__error" id={`calc-${name}-error`}>
            {t(ERROR_KEYS[name])}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="property-section purchase-calculator" id="calculator" aria-labelledby="calculator-title">
      <h2 id="calculator-title">{t("calc.title")}</h2>
      <p>{t("calc.intro", { region: t(`calc.region.${data.region}`), zip: data.zip })}</p>
      <form
        method="get"
        action="#calculator"
        className="purchase-calculator__form"
        noValidate
        onChange={onChange}
        onSubmit={onSubmit}
      >
        {field("price", t("calc.price"), data.priceListed ? undefined : t("calc.priceNotPublished"))}
        <fieldset className={`field field--choices${errors.includes("home") ? " field--invalid" : ""}`}>
          <legend className="field__label">{t("calc.situation")}</legend>
          <div className="field__choices">
            <label className="field__choice">
              <input
                type="radio"
                name="home"
                value="own"
                checked={fields.home === "own"}
                onChange={() => {}}
                aria-describedby="calc-home-hint"
              />
              <span>{t("calc.ownHome")}</span>
            </label>
            <label className="field__choice">
              <input type="radio" name="home" value="other" checked={fields.home === "other"} onChange={() => {}} />
              <span>{t("calc.secondHome")}</span>
            </label>
          </div>
          <p className="field__hint" id="calc-home-hint">
            {t(`calc.ownHomeHint.${data.region}`)}
          </p>
          {errors.includes("home") ? <p className="field__error">{t("calc.error.home")}</p> : null}
        </fieldset>
        {field("loan", t("calc.loanAmount"), t("calc.loanHint"))}
        <div className="lead-form__pair">
          {field("rate", t("calc.rate"))}
          {field("years", `${t("calc.duration")} (${t("calc.years")})`)}
        </div>
        <p>
          <button type="submit" className="button">
            {t("calc.calculate")}
          </button>
        </p>
      </form>

      <div className="purchase-calculator__result" aria-live="polite">
        {answer.ok ? (
          <dl className="field-list purchase-calculator__costs">
            <div className="field-list__row">
              <dt>{t("calc.price")}</dt>
              <dd>{formatCurrency(answer.result.price)}</dd>
            </div>
            <div className="field-list__row">
              <dt>
                {t("calc.registrationDuties")}{" "}
                <span className="purchase-calculator__how">
                  (
                  {t("calc.ratePart", {
                    rate: rate(answer.result.duties.rate),
                    base: formatCurrency(answer.result.duties.base),
                  })}
                  {answer.result.duties.exempt > 0
                    ? `; ${t("calc.exempt", { amount: formatCurrency(answer.result.duties.exempt) })}`
                    : ""}
                  )
                </span>
              </dt>
              <dd data-testid="calc-duties">{formatCurrency(answer.result.duties.amount)}</dd>
            </div>
            {data.region === "flanders" ? (
              <div className="field-list__row">
                <dt>
                  {t("calc.mortgageRight")}{" "}
                  <span className="purchase-calculator__how">
                    ({t("calc.ratePart", { rate: rate(100), base: formatCurrency(answer.result.loan) })})
                  </span>
                </dt>
                <dd>{formatCurrency(answer.result.mortgageRight)}</dd>
              </div>
            ) : null}
            <div className="field-list__row purchase-calculator__total">
              <dt>{t("calc.total")}</dt>
              <dd data-testid="calc-total">{formatCurrency(answer.result.total)}</dd>
            </div>
            <div className="field-list__row">
              <dt>
                {t("calc.monthlyPayment")}{" "}
                <span className="purchase-calculator__how">
                  (
                  {t("calc.monthlyDetail", {
                    amount: formatCurrency(answer.result.loan),
                    years: answer.result.years,
                    rate: rate(Math.round(answer.result.rate * 100)),
                  })}
                  )
                </span>
              </dt>
              <dd data-testid="calc-monthly">
                {t("calc.perMonth", { amount: formatCurrency(answer.result.monthly) })}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="notice">{t("calc.fixFields")}</p>
        )}
      </div>
      {data.agencyDuties ? (
        <p className="purchase-calculator__note" data-testid="calc-agency-duties">
          {t("calc.agencyEstimate", data.agencyDuties)}
        </p>
      ) : null}
      <p className="purchase-calculator__note">{t("calc.disclaimer")}</p>
      <p className="purchase-calculator__note">
        {t("calc.ratesDate", { date: formatDate(RATES_DATE) })}. {t("calc.sources")}
        {colon(locale)}
        {RATE_SOURCES.map((source, index) => (
          <span key={source.url}>
            {index > 0 ? ", " : ""}
            <a href={source.url} rel="noopener noreferrer" target="_blank">
              {source.name}
              <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
            </a>
          </span>
        ))}
        .
      </p>
    </section>
  );
}
