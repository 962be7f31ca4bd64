import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getMessages, translate, type MessageKey, type MessageParams, type Translator } from "#app/i18n/translate.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { appointmentSchema } from "#app/domain/forms/appointment.ts";
import { demandRegisterSchema } from "#app/domain/forms/demand-register.ts";
import { documentsRequestSchema } from "#app/domain/forms/documents-request.ts";
import { freeValuationSchema } from "#app/domain/forms/free-valuation.ts";
import { newsletterSchema } from "#app/domain/forms/newsletter.ts";
import { newPasswordSchema, ownerLoginSchema, passwordResetRequestSchema } from "#app/domain/forms/owner.ts";
import { projectEnquirySchema } from "#app/domain/forms/project-enquiry.ts";
import { propertyContactSchema } from "#app/domain/forms/property-contact.ts";
import { purchaseOfferSchema } from "#app/domain/forms/purchase-offer.ts";
import { rentalApplicationSchema } from "#app/domain/forms/rental-application.ts";
import { sendToFriendSchema } from "#app/domain/forms/send-to-friend.ts";
import { siteContactSchema } from "#app/domain/forms/site-contact.ts";
import { stayRequestSchema } from "#app/domain/forms/stay-request.ts";
import { testimonialSchema } from "#app/domain/forms/testimonial.ts";
import { fieldLabel, summaryLine } from "./field-labels.ts";

const tOf =
  (locale: Locale): Translator =>
  (key: MessageKey, params?: MessageParams) =>
    translate(getMessages(locale), key, params);

describe("summaryLine: each error of a form's summary names its field", () => {
  it.each([
    {
      locale: "nl",
      form: "rental-application",
      field: "firstName",
      message: "Vul uw voornaam in",
      line: "Voornaam: Vul uw voornaam in",
    },
    {
      locale: "nl",
      form: "rental-application",
      field: "title",
      message: "Kies een aanspreking",
      line: "Aanspreking: Kies een aanspreking",
    },
    {
      locale: "nl",
      form: "rental-application",
      field: "movingDate",
      message: "Dit veld is verplicht",
      line: "Gewenste verhuisdatum: Dit veld is verplicht",
    },
    {
      locale: "nl",
      form: "rental-application",
      field: "income1",
      message: "Dit veld is verplicht",
      line: "Netto maandinkomen persoon 1: Dit veld is verplicht",
    },
    // French: a no-break space before the colon
    {
      locale: "fr",
      form: "rental-application",
      field: "firstName",
      message: "Indiquez votre prénom",
      line: "Prénom\u00a0: Indiquez votre prénom",
    },
    {
      locale: "en",
      form: "site-contact",
      field: "email",
      message: "Enter your e-mail address",
      line: "E-mail address: Enter your e-mail address",
    },
    // one age field per child, numbered as the form numbers them
    {
      locale: "nl",
      form: "rental-application",
      field: "childAges.1",
      message: "Ongeldig",
      line: "Leeftijd kind 2: Ongeldig",
    },
    // the privacy box's label, with its link's text
    {
      locale: "nl",
      form: "rental-application",
      field: "privacyConsent",
      message: "U moet akkoord gaan",
      line: "Ik ga akkoord met de privacyverklaring: U moet akkoord gaan",
    },
    {
      locale: "fr",
      form: "purchase-offer",
      field: "privacyConsent",
      message: "X",
      line: "J'accepte la déclaration de confidentialité\u00a0: X",
    },
    // the second buyer's fields carry their heading: the first buyer's have the same labels
    {
      locale: "nl",
      form: "purchase-offer",
      field: "person2FirstName",
      message: "Vul uw voornaam in",
      line: "Koper 2 – Voornaam: Vul uw voornaam in",
    },
    // the same name labelled as each form labels it
    {
      locale: "nl",
      form: "site-contact",
      field: "message",
      message: "Dit veld is verplicht",
      line: "Uw bericht: Dit veld is verplicht",
    },
    {
      locale: "nl",
      form: "property-contact",
      field: "message",
      message: "Te lang",
      line: "Uw vraag of opmerking: Te lang",
    },
    { locale: "nl", form: "new-password", field: "password", message: "Te kort", line: "Nieuw wachtwoord: Te kort" },
    {
      locale: "de",
      form: "appointment",
      field: "altcha",
      message: "Bestätigen Sie",
      line: "Sicherheitsprüfung: Bestätigen Sie",
    },
    // a field without a known label keeps its message alone
    { locale: "nl", form: "rental-application", field: "unknownField", message: "Ongeldig", line: "Ongeldig" },
  ] as const)("$locale $form $field", ({ locale, form, field, message, line }) => {
    expect(summaryLine(tOf(locale), form, field, message)).toBe(line);
  });

  it("takes a label the form gives at run time (the captcha's question)", () => {
    expect(
      summaryLine(tOf("nl"), "site-contact", "challengeAnswer", "Dat antwoord klopt niet", {
        challengeAnswer: "Hoeveel is 3 plus 4?",
      }),
    ).toBe("Hoeveel is 3 plus 4?: Dat antwoord klopt niet");
  });
});

/** The field names of a form schema (an object, possibly refined or piped). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  return [];
}

const RENTAL_RULES = {
  minimumIncomeRatio: 3,
  minimumMonthlyIncome: 0,
  maximumPersons: 6,
  monthlyRent: 850,
  today: "2026-12-01",
};

describe("every field of every form has a label for the summary", () => {
  it.each([
    ["appointment", appointmentSchema],
    ["demand-register", demandRegisterSchema({ typeIds: [1], zones: ["9200"] })],
    ["documents-request", documentsRequestSchema],
    ["free-valuation", freeValuationSchema([1])],
    ["newsletter", newsletterSchema],
    ["owner-login", ownerLoginSchema],
    ["password-forgot", passwordResetRequestSchema],
    ["new-password", newPasswordSchema],
    ["project-enquiry", projectEnquirySchema],
    ["property-contact", propertyContactSchema(["09:00-12:00"])],
    ["purchase-offer", purchaseOfferSchema],
    ["rental-application", rentalApplicationSchema(RENTAL_RULES)],
    ["send-to-friend", sendToFriendSchema],
    ["site-contact", siteContactSchema],
    ["stay-request", stayRequestSchema({ today: "2026-12-01", capacity: 4 })],
    ["testimonial", testimonialSchema],
  ] as const)("%s", (form, schema) => {
    const fields = fieldsOf(schema as z.ZodType);
    expect(fields.length, "the schema's fields could be read").toBeGreaterThan(0);
    const unlabelled = fields.filter((field) => fieldLabel(form, field) === null);
    expect(unlabelled).toEqual([]);
    // and each label reads as a text in every language (no placeholder left)
    for (const locale of ["nl", "fr", "en", "de"] as const) {
      for (const field of fields) expect(summaryLine(tOf(locale), form, field, "M")).toMatch(/^[^{}]+\u00a0?: M$/);
    }
  });
});
