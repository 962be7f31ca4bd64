import { describe, expect, it } from "vitest";
import {
  calculate,
  calculatorFields,
  defaultLoan,
  hasCalculatorQuery,
  monthlyPayment,
  mortgageRegistrationRight,
  registrationDuties,
  type CalculatorFields,
} from "./purchase-costs.ts";

describe("registrationDuties", () => {
  it.each([
    // The test vectors of the market facts: €300,000.
    ["Flanders, own home, €300,000: 2 %", 300_000, "flanders", true, 6_000],
    ["Brussels, own home, €300,000: 12.5 % above the exempt €200,000", 300_000, "brussels", true, 12_500],
    ["Wallonia, own home, €300,000: 3 %", 300_000, "wallonia", true, 9_000],
    ["Flanders, second home, €300,000: 12 %", 300_000, "flanders", false, 36_000],
    ["Brussels, second home, €300,000: 12.5 %", 300_000, "brussels", false, 37_500],
    ["Wallonia, second home, €300,000: 12.5 %", 300_000, "wallonia", false, 37_500],
    // Brussels' price cap of the exemption.
    ["Brussels, own home, exactly €600,000: still exempt on €200,000", 600_000, "brussels", true, 50_000],
    ["Brussels, own home, €600,001: no exemption at all", 600_001, "brussels", true, 75_000.13],
    ["Brussels, second home, €600,000: no exemption", 600_000, "brussels", false, 75_000],
    // Prices below €200,000.
    ["Brussels, own home, €199,999: fully exempt", 199_999, "brussels", true, 0],
    ["Brussels, own home, exactly €200,000: fully exempt", 200_000, "brussels", true, 0],
    ["Brussels, own home, €200,001: 12.5 % of €1", 200_001, "brussels", true, 0.13],
    ["Brussels, second home, €150,000: 12.5 %", 150_000, "brussels", false, 18_750],
    ["Flanders, own home, €150,000: 2 %", 150_000, "flanders", true, 3_000],
    ["Wallonia, own home, €150,000: 3 %", 150_000, "wallonia", true, 4_500],
    ["Flanders, second home, €150,000: 12 %", 150_000, "flanders", false, 18_000],
    // No cap in Flanders or Wallonia.
    ["Flanders, own home, €1,000,000: 2 %", 1_000_000, "flanders", true, 20_000],
    ["Wallonia, own home, €1,000,000: 3 %", 1_000_000, "wallonia", true, 30_000],
    ["cents rounded half up: Flanders own home €123,457", 123_457, "flanders", true, 2_469.14],
  ] as const)("%s", (_case, price, region, ownHome, amount) => {
    expect(registrationDuties(price, region, ownHome).amount).toBe(amount);
  });

  it("says what it applied: rate, base and exempt part", () => {
    expect(registrationDuties(300_000, "brussels", true)).toEqual({
      amount: 12_500,
      rate: 1250,
      base: 100_000,
      exempt: 200_000,
    });
    expect(registrationDuties(150_000, "brussels", true)).toEqual({ amount: 0, rate: 1250, base: 0, exempt: 150_000 });
    expect(registrationDuties(600_001, "brussels", true)).toEqual({
      amount: 75_000.13,
      rate: 1250,
      base: 600_001,
      exempt: 0,
    });
    expect(registrationDuties(300_000, "flanders", false)).toEqual({
      amount: 36_000,
      rate: 1200,
      base: 300_000,
      exempt: 0,
    });
  });
});

describe("mortgageRegistrationRight", () => {
  it.each([
    ["Flanders: 1 % of the loan", 240_000, "flanders", 2_400],
    ["Flanders: no loan, nothing", 0, "flanders", 0],
    ["Flanders: cents rounded", 123_456, "flanders", 1_234.56],
    ["Brussels: not counted", 240_000, "brussels", 0],
    ["Wallonia: not counted", 240_000, "wallonia", 0],
  ] as const)("%s", (_case, loan, region, amount) => expect(mortgageRegistrationRight(loan, region)).toBe(amount));
});

describe("monthlyPayment (annuity on the equivalent monthly rate)", () => {
  it.each([
    ["€240,000 at 3 % over 25 years", 240_000, 3, 25, 1_133.06],
    ["€200,000 at 3.5 % over 20 years", 200_000, 3.5, 20, 1_154.28],
    ["0 %: the loan in equal parts", 120_000, 0, 20, 500],
    ["no loan: nothing to pay", 0, 3, 25, 0],
    ["one year at 0 %", 12_000, 0, 1, 1_000],
  ] as const)("%s", (_case, loan, rate, years, payment) => expect(monthlyPayment(loan, rate, years)).toBe(payment));

  it("a higher rate or a shorter duration costs more a month", () => {
    expect(monthlyPayment(200_000, 4, 25)).toBeGreaterThan(monthlyPayment(200_000, 3, 25));
    expect(monthlyPayment(200_000, 3, 20)).toBeGreaterThan(monthlyPayment(200_000, 3, 25));
  });
});

describe("calculatorFields", () => {
  const query = (entries: Record<string, string>) => new URLSearchParams(entries);
  it.each([
    [
      "no query, a listed price: that price, own home, 80 % loan, 3 %, 25 years",
      {},
      300_000,
      { price: "300000", home: "own", loan: "240000", rate: "3", years: "25" },
    ],
    [
      "no query, no published price: the visitor types it",
      {},
      null,
      { price: "", home: "own", loan: "", rate: "3", years: "25" },
    ],
    [
      "the query's price, the loan follows it",
      { price: "250.000" },
      300_000,
      { price: "250.000", home: "own", loan: "200000", rate: "3", years: "25" },
    ],
    [
      "every field from the query",
      { price: "400000", home: "other", loan: "100000", rate: "3,5", years: "20" },
      300_000,
      { price: "400000", home: "other", loan: "100000", rate: "3,5", years: "20" },
    ],
  ] as const)("%s", (_case, entries, listed, fields) =>
    expect(calculatorFields(query(entries), listed)).toEqual(fields),
  );

  it("knows whether the form was sent", () => {
    expect(hasCalculatorQuery(new URLSearchParams(""))).toBe(false);
    expect(hasCalculatorQuery(new URLSearchParams("utm_source=x"))).toBe(false);
    expect(hasCalculatorQuery(new URLSearchParams("years=20"))).toBe(true);
  });

  it("80 % of the price, whole euros", () => {
    expect(defaultLoan(300_000)).toBe(240_000);
    expect(defaultLoan(123_457)).toBe(98_766);
  });
});

describe("calculate", () => {
  const fields = (over: Partial<CalculatorFields> = {}): CalculatorFields => ({
    price: "300000",
    home: "own",
    loan: "240000",
    rate: "3",
    years: "25",
    ...over,
  });

  it("Flanders own home: price, duties, mortgage right, total and monthly payment", () => {
    expect(calculate(fields(), "flanders")).toEqual({
      ok: true,
      result: {
        price: 300_000,
        ownHome: true,
        duties: { amount: 6_000, rate: 200, base: 300_000, exempt: 0 },
        mortgageRight: 2_400,
        total: 308_400,
        loan: 240_000,
        rate: 3,
        years: 25,
        monthly: 1_133.06,
      },
    });
  });

  it.each([
    ["Brussels second home", "brussels", "other", 337_500],
    ["Wallonia own home", "wallonia", "own", 309_000],
    ["Flanders second home (and the 1 % on the loan)", "flanders", "other", 338_400],
  ] as const)("%s: the total", (_case, region, home, total) => {
    const answer = calculate(fields({ home }), region);
    expect(answer.ok && answer.result.total).toBe(total);
  });

  it.each([
    ["a grouped price and a comma rate", { price: "€ 300.000", rate: "3,25" }, true],
    ["a rate with a percent sign", { rate: "3.5 %" }, true],
    ["a loan of 0 (paid cash)", { loan: "0" }, true],
    ["40 years", { years: "40" }, true],
    ["0 %", { rate: "0" }, true],
  ] as const)("accepts %s", (_case, over, ok) => expect(calculate(fields(over), "flanders").ok).toBe(ok));

  it.each([
    ["an empty price", { price: "" }, ["price"]],
    ["a price of 0", { price: "0" }, ["price"]],
    ["a price with cents", { price: "300000,50" }, ["price"]],
    ["a negative loan", { loan: "-5" }, ["loan"]],
    ["an empty loan", { loan: "" }, ["loan"]],
    ["a rate above 20 %", { rate: "21" }, ["rate"]],
    ["a rate in words", { rate: "three" }, ["rate"]],
    ["0 years", { years: "0" }, ["years"]],
    ["41 years", { years: "41" }, ["years"]],
    ["half a year", { years: "2.5" }, ["years"]],
    ["an unknown situation", { home: "castle" }, ["home"]],
    ["several wrong fields, in the form's order", { price: "x", rate: "x", years: "x" }, ["price", "rate", "years"]],
  ] as const)("refuses %s", (_case, over, errors) =>
    expect(calculate(fields(over), "flanders")).toEqual({ ok: false, errors }),
  );
});
