/** Whether a listing is offered for sale or for rent (spec §3 Property.Goal, §4 "Goal"). */
export type Goal = "sale" | "rent";

/**
 * The goal of a listing as the provider sends it (spec §4: "'0' sale, other rent"). The feed may
 * send the code as a number or a string, padded or not; anything that is not 0 — including a
 * missing goal — is rent, exactly as the spec reads.
 */
export function goalOf(rawGoal: string | number | null | undefined): Goal {
  return String(rawGoal).trim() === "0" ? "sale" : "rent";
}

/**
 * Holiday homes are not a third goal: they are rented (goal rent) but listed on their own page
 * (vakantiewoningen, route property.holiday) instead of the rent list. Which property types are
 * holiday homes is configuration (the sample has one type, Vakantiewoningen), hence the list.
 */
export function isHolidayHome(typeId: number | null | undefined, holidayTypeIds: readonly number[]): boolean {
  return holidayTypeIds.some((holidayTypeId) => holidayTypeId === typeId);
}
