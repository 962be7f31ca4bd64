import { z } from "zod";
import { MAX_MESSAGE, contactShape, emailField, optionalPersonName, optionalText, requiredText } from "./fields.ts";
import { dayField, isIsoDay, offerAmountField, EVEN_WITH_OTHER_ERRORS } from "./value-fields.ts";

/** The person first and the consent boxes last, as the form shows them: the error summary follows this order. */
const { privacyConsent: _privacy, newsletter: _newsletter, ...personShape } = contactShape;

/**
 * A purchase offer on a listing for sale (spec §1, §3 purchase offer, §5, §9): the buyer (person 1,
 * with the usual person fields) and an optional second buyer, the amount in whole euros (its words
 * are written by app/lib/amount-in-words.ts, never typed), how long the offer stands (from, until;
 * spec §5 "start date incomplete", "end date incomplete or invalid", and the end not before the
 * start), where and when it is signed, and its suspensive conditions.
 */

/** The optional second buyer: names, e-mail and phone. */
const SECOND_BUYER_FIELDS = ["person2FirstName", "person2LastName", "person2Email", "person2Phone"] as const;

const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  emailField().optional(),
);
const optionalPhone = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  contactShape.phone.optional(),
);

/** A refinement sees the posted text of a field that failed: only real days are compared. */
const isDay = (value: unknown): value is string => typeof value === "string" && isIsoDay(value);

export const purchaseOfferSchema = z
  .object({
    ...personShape,
    // Echoed in the confirmation to the typed address (decision 0031).
    person2FirstName: optionalPersonName(),
    person2LastName: optionalPersonName(),
    person2Email: optionalEmail,
    person2Phone: optionalPhone,
    amount: offerAmountField,
    startDate: dayField("validation.startDateIncomplete"),
    endDate: dayField("validation.endDateInvalid"),
    place: requiredText("validation.city", 80),
    signDate: dayField("validation.dateInvalid"),
    conditions: optionalText(MAX_MESSAGE),
    privacyConsent: contactShape.privacyConsent,
    newsletter: contactShape.newsletter,
  })
  .superRefine((value, context) => {
    // A second buyer is named as soon as anything of them is given.
    const secondBuyer = SECOND_BUYER_FIELDS.some((field) => typeof value[field] === "string" && value[field] !== "");
    if (secondBuyer && !value.person2FirstName)
      context.addIssue({ code: "custom", message: "validation.firstName", path: ["person2FirstName"] });
    if (secondBuyer && !value.person2LastName)
      context.addIssue({ code: "custom", message: "validation.lastName", path: ["person2LastName"] });
    // ISO days compare as text. The same day is allowed: an offer may stand for one day.
    if (isDay(value.startDate) && isDay(value.endDate) && value.endDate < value.startDate) {
      context.addIssue({ code: "custom", message: "validation.endBeforeStart", path: ["endDate"] });
    }
  }, EVEN_WITH_OTHER_ERRORS);

export type PurchaseOffer = z.output<typeof purchaseOfferSchema>;
