/**
 * Belgian phone numbers as people write them ("052/33.44.55", "+32 470 12 34 56",
 * "+32 (0)52 33 44 55") reduced to one form. Only spaces, dots, slashes and hyphens count as
 * separators, and "(0)" as the national trunk digit written after the country code.
 */
function compactNumber(input: string): string {
  return input.replace("(0)", "").replace(/[\s./-]/g, "");
}

/**
 * The national form ("0470123456") of a compact number when it is Belgian: +32 or 0032 become the
 * leading 0 of the national form. Numbers with another country prefix (+33…, 0044…) give null.
 */
function belgianNationalNumber(compact: string): string | null {
  const national = compact.replace(/^(?:\+|00)32/, "0");
  return /^0[1-9]/.test(national) ? national : null;
}

/**
 * Digit groups of spec §5 by length: mobile numbers have 10 digits (4-2-2-2), landlines 9
 * (3-2-2-2). The length is the key, so a pattern matches only when every character is a digit.
 */
const GROUPS_BY_LENGTH: Readonly<Record<number, RegExp>> = {
  10: /(\d{4})(\d{2})(\d{2})(\d{2})/,
  9: /(\d{3})(\d{2})(\d{2})(\d{2})/,
};

/**
 * A phone number written the Belgian way (spec §5): 10 digits grouped 4-2-2-2 ("0470 12 34 56"),
 * 9 digits 3-2-2-2 ("052 33 44 55"). Separators in the input are ignored and the international
 * form (+32 / 0032) is shown in national form. Anything else — letters, another country, another
 * length — is returned exactly as given, since a wrong regrouping would be worse than none.
 */
export function formatPhone(input: string): string {
  if (input.trim() === "") return "";
  const compact = compactNumber(input);
  const national = compact.startsWith("+") || compact.startsWith("00") ? belgianNationalNumber(compact) : compact;
  const groups = national === null ? undefined : GROUPS_BY_LENGTH[national.length]?.exec(national);
  return groups ? groups.slice(1).join(" ") : input;
}

/**
 * The `tel:` link target of a phone number: E.164 for Belgian numbers ("tel:+3252334455"), so the
 * link dials from abroad too; for others, the digits with a leading + kept. Blank or digitless
 * input gives "" (no link).
 */
export function phoneHref(input: string): string {
  const compact = compactNumber(input);
  const dialled = `${compact.startsWith("+") ? "+" : ""}${compact.replace(/\D/g, "")}`;
  if (!/\d/.test(dialled)) return "";
  const national = belgianNationalNumber(dialled);
  return national !== null && national.length in GROUPS_BY_LENGTH ? `tel:+32${national.slice(1)}` : `tel:${dialled}`;
}
