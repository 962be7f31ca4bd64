/**
 * The rental application's parameters (spec §9: "minimum income and maximum persons are
 * parameters"; content/settings.json `rental`), as pure rules the form's schema applies in the
 * action and in the browser.
 */
export type RentalParameters = {
  /** The household's net monthly income must be at least this many times the monthly rent. */
  minimumIncomeRatio: number;
  /** Absolute floor for the household's net monthly income in euro (0: none). */
  minimumMonthlyIncome: number;
  /** Adults and children together. */
  maximumPersons: number;
};

/**
 * The lowest net monthly income (whole euros) a household needs for a rent: the ratio times the
 * rent, rounded up to the euro, or the floor when that is higher. A rent that is not published
 * (null) is not applied: the visitor would learn it from the error message, so only the floor
 * counts then.
 */
export function requiredMonthlyIncome(
  parameters: Pick<RentalParameters, "minimumIncomeRatio" | "minimumMonthlyIncome">,
  monthlyRent: number | null,
): number {
  // The small epsilon keeps floating-point noise (1.1 × 1000 = 1100.0000000000002) from adding a euro.
  const byRent = Math.ceil(parameters.minimumIncomeRatio * Math.max(monthlyRent ?? 0, 0) - 1e-9);
  return Math.max(Math.ceil(parameters.minimumMonthlyIncome), byRent, 0);
}

/** How many children a household may have, so that at least one adult fits: the age fields the form shows. */
export function childSlots(maximumPersons: number): number {
  return Math.max(0, Math.floor(maximumPersons) - 1);
}
