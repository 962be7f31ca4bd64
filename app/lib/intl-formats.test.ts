import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats.ts";

describe("intl formats", () => {
  it.each<{ locale: string; options: Intl.NumberFormatOptions; value: number; expected: string }>([
    { locale: "nl-BE", options: { maximumFractionDigits: 2 }, value: 1234.567, expected: "1.234,57" },
    { locale: "fr-BE", options: { maximumFractionDigits: 0 }, value: 1234.567, expected: "1\u202f235" },
    { locale: "en-BE", options: { style: "percent" }, value: 0.12, expected: "12%" },
  ])("numberFormat($locale, $options) formats as Intl does: $expected", ({ locale, options, value, expected }) => {
    expect(numberFormat(locale, options).format(value)).toBe(new Intl.NumberFormat(locale, options).format(value));
    expect(numberFormat(locale, options).format(value)).toBe(expected);
  });

  it("makes one formatter per language and options, and another for different ones", () => {
    expect(numberFormat("nl-BE", { maximumFractionDigits: 2 })).toBe(
      numberFormat("nl-BE", { maximumFractionDigits: 2 }),
    );
    expect(numberFormat("nl-BE", { maximumFractionDigits: 2 })).not.toBe(
      numberFormat("fr-BE", { maximumFractionDigits: 2 }),
    );
    expect(numberFormat("nl-BE", { maximumFractionDigits: 2 })).not.toBe(
      numberFormat("nl-BE", { maximumFractionDigits: 1 }),
    );
    const brussels = { timeZone: "Europe/Brussels", day: "numeric", month: "numeric", year: "numeric" } as const;
    expect(dateTimeFormat("nl-BE", brussels)).toBe(dateTimeFormat("nl-BE", { ...brussels }));
    expect(dateTimeFormat("nl-BE", brussels)).not.toBe(dateTimeFormat("nl-BE", { ...brussels, timeZone: "UTC" }));
    expect(dateTimeFormat("nl-BE", brussels).format(new Date("2026-03-04T23:30:00Z"))).toBe("5/3/2026");
  });
});
