import { describe, expect, it } from "vitest";
import { MAX_EUROS, readEuros } from "./euros.ts";

describe("readEuros", () => {
  it.each([
    // plain digits
    ["0", { kind: "amount", value: 0 }],
    ["7", { kind: "amount", value: 7 }],
    ["325000", { kind: "amount", value: 325000 }],
    ["007", { kind: "amount", value: 7 }],
    // Belgian thousands grouping: dots, spaces, no-break and narrow no-break spaces
    ["325.000", { kind: "amount", value: 325000 }],
    ["1.250.000", { kind: "amount", value: 1250000 }],
    ["325 000", { kind: "amount", value: 325000 }],
    ["1\u00a0250\u00a0000", { kind: "amount", value: 1250000 }],
    ["325\u202f000", { kind: "amount", value: 325000 }],
    ["1.500", { kind: "amount", value: 1500 }],
    // a euro sign before or after, zero cents, spaces around
    ["€ 325.000", { kind: "amount", value: 325000 }],
    ["€325000", { kind: "amount", value: 325000 }],
    ["325.000 €", { kind: "amount", value: 325000 }],
    ["325000€", { kind: "amount", value: 325000 }],
    ["325.000,00", { kind: "amount", value: 325000 }],
    ["325000,0", { kind: "amount", value: 325000 }],
    ["325.000,-", { kind: "amount", value: 325000 }],
    ["  1200  ", { kind: "amount", value: 1200 }],
    // the largest amount, and one more
    [String(MAX_EUROS), { kind: "amount", value: 999_999_999 }],
    ["1000000000", { kind: "notWhole" }],
    ["99999999999999999999", { kind: "notWhole" }],
    // empty
    ["", { kind: "empty" }],
    ["   ", { kind: "empty" }],
    ["€", { kind: "empty" }],
    // not whole euros
    ["1.5", { kind: "notWhole" }],
    ["1,5", { kind: "notWhole" }],
    ["325.000,50", { kind: "notWhole" }],
    ["1.50", { kind: "notWhole" }],
    ["1,005", { kind: "notWhole" }],
    ["1,00.000", { kind: "notWhole" }],
    ["5 € 000", { kind: "notWhole" }],
    ["12.34.567", { kind: "notWhole" }],
    ["1234.567", { kind: "notWhole" }],
    ["1 23", { kind: "notWhole" }],
    ["abc", { kind: "notWhole" }],
    ["12a", { kind: "notWhole" }],
    ["1e5", { kind: "notWhole" }],
    ["0x10", { kind: "notWhole" }],
    ["+5", { kind: "notWhole" }],
    ["€ € 5", { kind: "notWhole" }],
    // negative
    ["-1", { kind: "negative" }],
    ["-0", { kind: "negative" }],
    ["-1.000", { kind: "negative" }],
    ["€ -5", { kind: "negative" }],
  ])("%j → %j", (input, expected) => expect(readEuros(input)).toEqual(expected));
});
