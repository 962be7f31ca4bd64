import type { Region } from "./postal-region.ts";
import { readEuros } from "./euros.ts";

/**
 * What buying a home costs on top of its price in Belgium, by region (the purchase-cost calculator
 * of a sale listing's page), and the monthly payment of a mortgage. Pure and small: the page
 * computes with it on the server (the calculator works without JavaScript, as a GET form) and in
 * the browser as the visitor types. The rates, their date and their sources are decision 0018.
 *
 * Amounts are euros, rounded to the cent (half up). Rates are basis points (1 % = 100) so the
 * arithmetic stays in whole numbers: €600,001 at 12.5 % is exactly €75,000.125 → €75,000.13.
 */

/** Deeds from this date (ISO): the rates below apply to them. */
export const RATES_DATE = "2025-01-01";

/** Where the rates come from (shown with the calculator). */
export const RATE_SOURCES: readonly { name: string; url: string }[] = [
  { name: "belastingen.vlaanderen.be", url: "https://belastingen.vlaanderen.be/" },
  { name: "be.brussels", url: "https://be.brussels/" },
  { name: "notaire.be", url: "https://www.notaire.be/" },
];

type RegionRates = {
  /** Registration duties on the price, any buyer. */
  standard: number;
  /** Registration duties for the buyer's own and only home. */
  ownHome: number;
  /**
   * Brussels: the first part of the price that is exempt for an own and only home, and the price
   * above which there is no exemption at all (null: no exemption).
   */
  exemption: { amount: number; priceCap: number } | null;
  /** Registration right on the mortgage, on the loan amount (null: not counted for this region). */
  mortgageRight: number | null;
};

const REGION_RATES: Readonly<Record<Region, RegionRates>> = {
  flanders: { standard: 1200, ownHome: 200, exemption: null, mortgageRight: 100 },
  brussels: { standard: 1250, ownHome: 1250, exemption: { amount: 200_000, priceCap: 600_000 }, mortgageRight: null },
  wallonia: { standard: 1250, ownHome: 300, exemption: null, mortgageRight: null },
};

/** `amount` × `basisPoints` / 10 000, in euros rounded to the cent. */
function applyRate(amount: number, basisPoints: number): number {
  return Math.round((amount * basisPoints) / 100) / 100;
}

export type RegistrationDuties = {
  /** The duties in euros. */
  amount: number;
  /** The rate applied, in basis points. */
  rate: number;
  /** The part of the price the rate applies to (the price, less an exemption). */
  base: number;
  /** The exempt part of the price (Brussels own home at most €600,000), else 0. */
  exempt: number;
};

/**
 * Registration duties on a purchase (deeds from 1 January 2025): Flanders 12 %, own and only home
 * 2 %; Brussels 12.5 %, own and only home with the first €200,000 exempt when the price is at most
 * €600,000; Wallonia 12.5 %, own and only home 3 % (no price cap).
 */
export function registrationDuties(price: number, region: Region, ownHome: boolean): RegistrationDuties {
  const rates = REGION_RATES[region];
  const rate = ownHome ? rates.ownHome : rates.standard;
  const exemption =
    ownHome && rates.exemption && price <= rates.exemption.priceCap ? Math.min(price, rates.exemption.amount) : 0;
  const base = price - exemption;
  return { amount: applyRate(base, rate), rate, base, exempt: exemption };
}

/** The registration right on the mortgage deed: 1 % of the loan in Flanders; 0 where not counted. */
export function mortgageRegistrationRight(loan: number, region: Region): number {
  const rate = REGION_RATES[region].mortgageRight;
  return rate === null ? 0 : applyRate(loan, rate);
}

/**
 * The monthly payment of a loan repaid in equal monthly instalments (annuity). Belgian mortgage
 * rates are annual effective rates: the monthly rate is their equivalent, (1 + r)^(1/12) − 1, as
 * the banks and the consumer-credit rules compute it. A 0 % loan is the loan in equal parts.
 */
export function monthlyPayment(loan: number, annualRatePercent: number, years: number): number {
  const months = years * 12;
  if (loan <= 0 || months <= 0) return 0;
  const monthly = Math.pow(1 + annualRatePercent / 100, 1 / 12) - 1;
  const payment = monthly === 0 ? loan / months : (loan * monthly) / (1 - Math.pow(1 + monthly, -months));
  return Math.round(payment * 100) / 100;
}

/** The calculator's fields as typed (query parameters of its GET form, or the inputs' values). */
export type CalculatorFields = { price: string; home: string; loan: string; rate: string; years: string };

/** Defaults: 80 % of the price borrowed over 25 years at 3 % a year (decision 0018). */
const DEFAULT_LOAN_SHARE = 0.8;
const DEFAULT_RATE = "3";
const DEFAULT_YEARS = "25";
const MAX_YEARS = 40;
const MAX_RATE = 20;

/** The loan a price suggests: 80 % of it, in whole euros. */
export function defaultLoan(price: number): number {
  return Math.round(price * DEFAULT_LOAN_SHARE);
}

/**
 * The fields a page starts with: the query's values where given, else the listing's published price
 * (empty when it has none: the visitor types one), own home, 80 % of the price, 3 %, 25 years.
 */
export function calculatorFields(
  query: { get(name: string): string | null },
  listedPrice: number | null,
): CalculatorFields {
  const price = query.get("price") ?? (listedPrice === null ? "" : String(listedPrice));
  const read = readEuros(price);
  const loan = query.get("loan") ?? (read.kind === "amount" ? String(defaultLoan(read.value)) : "");
  return {
    price,
    home: query.get("home") ?? "own",
    loan,
    rate: query.get("rate") ?? DEFAULT_RATE,
    years: query.get("years") ?? DEFAULT_YEARS,
  };
}

/** Whether a query carries any of the calculator's fields (the visitor sent its form). */
export function hasCalculatorQuery(query: { has(name: string): boolean }): boolean {
  return (["price", "home", "loan", "rate", "years"] as const).some((name) => query.has(name));
}

export type CalculatorError = "price" | "home" | "loan" | "rate" | "years";

export type CalculatorResult = {
  price: number;
  ownHome: boolean;
  duties: RegistrationDuties;
  mortgageRight: number;
  /** Price, duties and the mortgage right (notary fees and other costs come on top). */
  total: number;
  loan: number;
  rate: number;
  years: number;
  monthly: number;
};

/** A rate as typed: "3", "3,25" or "3.25" (at most three decimals), from 0 to 20 %. */
function readRate(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,3}))?$/.exec(text.trim().replace(/\s*%$/, ""));
  if (!match) return null;
  const rate = Number(`${match[1]}.${match[2] ?? "0"}`);
  return rate <= MAX_RATE ? rate : null;
}

/**
 * The calculator's answer for typed fields in a region, or the fields that are wrong: the price a
 * whole amount above 0, the situation "own" or "other", the loan a whole amount (0 allowed), the
 * rate 0–20 %, the duration 1–40 whole years.
 */
export function calculate(
  fields: CalculatorFields,
  region: Region,
): { ok: true; result: CalculatorResult } | { ok: false; errors: CalculatorError[] } {
  const errors: CalculatorError[] = [];
  const price = readEuros(fields.price);
  if (price.kind !== "amount" || price.value <= 0) errors.push("price");
  if (fields.home !== "own" && fields.home !== "other") errors.push("home");
  const loan = readEuros(fields.loan);
  if (loan.kind !== "amount") errors.push("loan");
  const rate = readRate(fields.rate);
  if (rate === null) errors.push("rate");
  const years = /^\d{1,2}$/.test(fields.years.trim()) ? Number(fields.years) : Number.NaN;
  if (!(years >= 1 && years <= MAX_YEARS)) errors.push("years");
  if (errors.length > 0 || price.kind !== "amount" || loan.kind !== "amount" || rate === null)
    return { ok: false, errors };

  const ownHome = fields.home === "own";
  const duties = registrationDuties(price.value, region, ownHome);
  const mortgageRight = mortgageRegistrationRight(loan.value, region);
  return {
    ok: true,
    result: {
      price: price.value,
      ownHome,
      duties,
      mortgageRight,
      total: Math.round((price.value + duties.amount + mortgageRight) * 100) / 100,
      loan: loan.value,
      rate,
      years,
      monthly: monthlyPayment(loan.value, rate, years),
    },
  };
}
