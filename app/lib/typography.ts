/**
 * Punctuation that differs by language where code, not a dictionary, composes the text: a label and
 * its value ("Prix : 350 000 €" in French, "Prijs: 350.000 €" elsewhere). French sets a no-break
 * space before « : ; ? ! » (decision 0035); the dictionaries carry it in their texts, and every
 * "label: value" built in code goes through `labelled` or `colon`. Pure and isomorphic.
 */

/** Languages that set a no-break space before the high punctuation marks. */
const SPACED_BEFORE_PUNCTUATION = new Set(["fr"]);

/** A no-break space (U+00A0) and a narrow one (U+202F): either is right before a French colon. */
const NO_BREAK_SPACES = "\u00a0\u202f";

/** What separates a label from its value in a language: "\u00a0: " in French, ": " in the others. */
export function colon(locale: string): string {
  return SPACED_BEFORE_PUNCTUATION.has(locale.slice(0, 2)) ? "\u00a0: " : ": ";
}

/** A label as it stands before its colon: its own final colon, dot or spaces dropped ("Cliquez ici." → "Cliquez ici"). */
function bareLabel(label: string): string {
  return label.replace(/[\s\u00a0\u202f]*[.:]?[\s\u00a0\u202f]*$/u, "");
}

/**
 * "label: value" in a language (`labelled("fr", "Prix", "350 000 €")` → "Prix\u00a0: 350 000 €").
 * A label that is a question or an exclamation keeps its own mark instead of a colon
 * ("Comment souhaitez-vous les recevoir\u00a0? Immédiatement").
 */
export function labelled(locale: string, label: string, value: string): string {
  if (/[?!]\s*$/u.test(label)) return `${label.trimEnd()} ${value}`;
  return `${bareLabel(label)}${colon(locale)}${value}`;
}

/** Addresses and times, where a colon is no punctuation: https://…, mailto:…, www.…, 14:30. */
const NOT_PUNCTUATION = /\b(?:[a-z][a-z0-9+.-]*:\/\/|mailto:|tel:|www\.)[^\s<>"]*|\b\d{1,2}:\d{2}(?::\d{2})?\b/giu;

/**
 * Where a French text sets « : ; ? ! » without a (narrow) no-break space before it, as short
 * excerpts around each fault; empty when the text is right. URLs and times are left aside, and so
 * are marks that follow another mark or open the text ("?!", a lone "?").
 */
export function frenchPunctuationFaults(text: string): string[] {
  const checked = text.replace(NOT_PUNCTUATION, (found) => " ".repeat(found.length));
  const faults: string[] = [];
  for (const match of checked.matchAll(/[:;?!]/gu)) {
    const before = checked[match.index - 1];
    if (before === undefined || NO_BREAK_SPACES.includes(before) || ":;?!".includes(before)) continue;
    faults.push(text.slice(Math.max(0, match.index - 20), match.index + 10));
  }
  return faults;
}
