import { describe, it, expect } from "vitest";
import { colon, frenchPunctuationFaults, labelled } from "./typography.ts";

describe("labelled", () => {
  it.each([
    { locale: "fr", label: "Prix", value: "350 000 €", expected: "Prix\u00a0: 350 000 €" },
    { locale: "nl", label: "Prijs", value: "€ 350.000", expected: "Prijs: € 350.000" },
    { locale: "en", label: "Price", value: "€350,000", expected: "Price: €350,000" },
    { locale: "de", label: "Preis", value: "350.000 €", expected: "Preis: 350.000 €" },
    { locale: "fr-BE", label: "Prix", value: "1", expected: "Prix\u00a0: 1" },
    // A link's text that ends a sentence loses its dot before the colon ("ici.: https://…" was the fault).
    {
      locale: "fr",
      label: "Se désinscrire ici.",
      value: "https://x.be/u",
      expected: "Se désinscrire ici\u00a0: https://x.be/u",
    },
    {
      locale: "nl",
      label: "Uitschrijven kan hier.",
      value: "https://x.be/u",
      expected: "Uitschrijven kan hier: https://x.be/u",
    },
    { locale: "fr", label: "Message\u00a0:", value: "Bonjour", expected: "Message\u00a0: Bonjour" },
    { locale: "nl", label: "Bericht: ", value: "Dag", expected: "Bericht: Dag" },
    { locale: "fr", label: "Heures", value: "14:30", expected: "Heures\u00a0: 14:30" },
    {
      locale: "fr",
      label: "Comment souhaitez-vous recevoir les nouveaux biens\u00a0?",
      value: "Immédiatement",
      expected: "Comment souhaitez-vous recevoir les nouveaux biens\u00a0? Immédiatement",
    },
    {
      locale: "en",
      label: "How would you like to receive them?",
      value: "At once",
      expected: "How would you like to receive them? At once",
    },
  ])("$locale $label", ({ locale, label, value, expected }) => {
    expect(labelled(locale, label, value)).toBe(expected);
  });

  it.each([
    { locale: "fr", expected: "\u00a0: " },
    { locale: "nl", expected: ": " },
    { locale: "en", expected: ": " },
    { locale: "de", expected: ": " },
  ])("colon in $locale", ({ locale, expected }) => {
    expect(colon(locale)).toBe(expected);
  });
});

describe("frenchPunctuationFaults", () => {
  it.each([
    { text: "Prix\u00a0: 350 000 €", faults: 0 },
    { text: "Prix\u202f: 350 000 €", faults: 0 },
    { text: "Prix: 350 000 €", faults: 1 },
    { text: "Prix : 350 000 €", faults: 1 },
    { text: "Vraiment\u00a0? Oui\u00a0! Bon\u00a0; fin.", faults: 0 },
    { text: "Vraiment? Oui! Bon; fin.", faults: 3 },
    { text: "Cliquez ici.: https://example.be/fr/x?a=1", faults: 1 },
    { text: "Cliquez ici\u00a0: https://example.be/fr/x?a=1&b=2", faults: 0 },
    { text: "Entre 14:30 et 15:00, le 3/12", faults: 0 },
    { text: "mailto:info@x.be ou www.x.be/a?b", faults: 0 },
    { text: "Quoi\u00a0?!", faults: 0 },
  ])("$text has $faults fault(s)", ({ text, faults }) => {
    expect(frenchPunctuationFaults(text)).toHaveLength(faults);
  });
});
