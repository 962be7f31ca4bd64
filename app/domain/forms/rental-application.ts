import { z } from "zod";
import { childSlots, requiredMonthlyIncome, type RentalParameters } from "#app/lib/rental-rules.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { MAX_MESSAGE, contactShape, countField, listField, optionalText } from "./fields.ts";
import { dayField, euroField, isIsoDay, requiredEuroField, EVEN_WITH_OTHER_ERRORS } from "./value-fields.ts";

/** The person first and the consent boxes last, as the form shows them: the error summary follows this order. */
const { privacyConsent: _privacy, newsletter: _newsletter, ...personShape } = contactShape;

/**
 * Applying to rent a listing (spec §1, §3 rental application, §9): the household — adults, children
 * with their ages, pets —, the moving date and reason, and two net monthly incomes, with the
 * person fields. The settings' parameters are rules here: at most `maximumPersons` people, and a
 * household income of at least max(minimumMonthlyIncome, minimumIncomeRatio × rent).
 */
export type RentalRules = RentalParameters & {
  /** The listing's monthly rent when it is published; otherwise null (only the income floor applies). */
  monthlyRent: number | null;
  /** Today (YYYY-MM-DD, Brussels): a move cannot be planned before it. */
  today: string;
};

/** One age per child, in the order of the age fields (posted under one name; empty ones post ""). */
const CHILD_AGES_FIELD = "childAges";

const ageField = countField();

export function rentalApplicationSchema(rules: RentalRules) {
  const slots = childSlots(rules.maximumPersons);
  const minimumIncome = requiredMonthlyIncome(rules, rules.monthlyRent);
  return z
    .object({
      ...personShape,
      adults: countField()
        .refine((adults) => adults !== undefined, "validation.required")
        .refine((adults) => adults === undefined || adults >= 1, "validation.atLeastOneAdult"),
      children: countField().transform((children) => children ?? 0),
      childAges: listField(z.string()).refine((ages) => ages.length <= slots, "validation.invalidChoice"),
      pets: optionalText(),
      movingDate: dayField("validation.dateInvalid"),
      movingReason: optionalText(MAX_MESSAGE),
      income1: requiredEuroField("validation.required"),
      income2: euroField(),
      message: optionalText(MAX_MESSAGE),
      privacyConsent: contactShape.privacyConsent,
      newsletter: contactShape.newsletter,
    })
    .superRefine((value, context) => {
      const adults = typeof value.adults === "number" ? value.adults : null;
      const children = typeof value.children === "number" ? value.children : null;
      if (adults !== null && children !== null && adults + children > rules.maximumPersons) {
        context.addIssue({
          code: "custom",
          message: "validation.tooManyPersons",
          params: { max: rules.maximumPersons },
          path: ["adults"],
        });
      }
      if (children !== null && Array.isArray(value.childAges)) {
        // Each child up to the number given has an age; an age beyond it means the number is wrong.
        value.childAges.forEach((text, index) => {
          if (index >= children) return;
          const age = ageField.safeParse(text);
          const message = !age.success
            ? age.error.issues[0]!.message
            : age.data === undefined
              ? "validation.childAge"
              : null;
          if (message)
            context.addIssue({ code: "custom", message, params: { n: index + 1 }, path: [CHILD_AGES_FIELD, index] });
        });
        for (let index = value.childAges.length; index < Math.min(children, slots); index++) {
          context.addIssue({
            code: "custom",
            message: "validation.childAge",
            params: { n: index + 1 },
            path: [CHILD_AGES_FIELD, index],
          });
        }
        if (value.childAges.some((text, index) => index >= children && text.trim() !== "")) {
          context.addIssue({ code: "custom", message: "validation.childAgesCount", path: ["children"] });
        }
      }
      if (typeof value.movingDate === "string" && isIsoDay(value.movingDate) && value.movingDate < rules.today) {
        context.addIssue({ code: "custom", message: "validation.dateInPast", path: ["movingDate"] });
      }
      const income2 = value.income2 === undefined ? 0 : value.income2;
      if (typeof value.income1 === "number" && typeof income2 === "number" && value.income1 + income2 < minimumIncome) {
        context.addIssue({
          code: "custom",
          message: "validation.incomeTooLow",
          params: { min: formatCurrency(minimumIncome) },
          path: ["income1"],
        });
      }
    }, EVEN_WITH_OTHER_ERRORS)
    .transform(({ childAges, ...value }) => ({
      ...value,
      // Valid here: the first `children` entries are whole ages.
      childAges: childAges.slice(0, value.children).map((text) => Number(text.trim())),
    }));
}

export type RentalApplication = z.output<ReturnType<typeof rentalApplicationSchema>>;
