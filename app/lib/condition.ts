/** The comparisons a display condition may use (spec §5 "Conditional field display"). */
const CONDITION_LOGICS = ["equals", "notEquals", "greaterThan", "lessThan", "contains", "isNull", "isNotNull"] as const;
type ConditionLogic = (typeof CONDITION_LOGICS)[number];

/**
 * When a field of a detail page is shown (spec §5): `field` of the record compared by `logic`
 * with `compareField`'s value when given, else with `value`; `advanced` chains one more condition
 * with and/or.
 */
export type DisplayCondition = {
  field: string;
  logic: ConditionLogic;
  value?: unknown;
  compareField?: string;
  advanced?: { logic: "and" | "or"; condition: DisplayCondition };
};

/** The spec's null check (§5 "null or blank string"); a missing value counts as null too. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** The text of a string, number or boolean, so "3" from configuration equals 3 from the feed. */
function scalarText(value: unknown): string | null {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : null;
}

function isSame(actual: unknown, expected: unknown): boolean {
  const text = scalarText(actual);
  return actual === expected || (text !== null && text === scalarText(expected));
}

/** A finite number, or a string holding one; anything else cannot be ordered. */
function numberOf(value: unknown): number | null {
  const number =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** A list holds the value as an item; a text holds it as a substring, ignoring case. */
function holds(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((item) => isSame(item, expected));
  const haystack = scalarText(actual);
  const needle = scalarText(expected);
  return haystack !== null && needle !== null && haystack.toLowerCase().includes(needle.toLowerCase());
}

/** The comparison itself; operands that cannot be ordered make an invalid, unmet comparison. */
function compare(logic: ConditionLogic, actual: unknown, expected: unknown): boolean {
  switch (logic) {
    case "equals":
      return isSame(actual, expected);
    case "notEquals":
      return !isSame(actual, expected);
    case "greaterThan":
    case "lessThan": {
      const left = numberOf(actual);
      const right = numberOf(expected);
      if (left === null || right === null) return false;
      return logic === "greaterThan" ? left > right : left < right;
    }
    case "contains":
      return holds(actual, expected);
    case "isNull":
      return isBlank(actual);
    case "isNotNull":
      return !isBlank(actual);
  }
}

function isNonEmptyText(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** One condition (and its advanced chain); a missing condition here is a broken chain. */
function isSatisfied(
  condition: DisplayCondition | null | undefined,
  record: Readonly<Record<string, unknown>>,
): boolean {
  if (!condition) return false;
  if (!isNonEmptyText(condition.field) || !CONDITION_LOGICS.includes(condition.logic)) return false;
  const expected = isNonEmptyText(condition.compareField) ? record[condition.compareField] : condition.value;
  const met = compare(condition.logic, record[condition.field], expected);
  const advanced = condition.advanced;
  if (!advanced) return met;
  if (advanced.logic === "and") return met && isSatisfied(advanced.condition, record);
  if (advanced.logic === "or") return met || isSatisfied(advanced.condition, record);
  return false;
}

/**
 * Whether a display condition holds for a record (spec §5). Conditions come from configuration,
 * so they are checked at run time, and "an invalid condition counts as not satisfied" (spec §8):
 * an unknown logic, a missing field name, an advanced part whose logic is not and/or or whose
 * condition is missing, or an ordering (greaterThan, lessThan) of values that are not numbers.
 * In an "or" chain an invalid part is simply false, so the other part decides.
 * No condition at all holds: there is nothing to satisfy.
 */
export function isConditionMet(
  condition: DisplayCondition | null | undefined,
  record: Readonly<Record<string, unknown>>,
): boolean {
  return condition === null || condition === undefined || isSatisfied(condition, record);
}

/**
 * Whether a detail page shows a field: a blank value is hidden (spec §5 null check), any other is
 * shown when there is no condition or its condition holds for the record.
 */
export function shouldShowField(
  value: unknown,
  condition?: DisplayCondition | null,
  record: Readonly<Record<string, unknown>> = {},
): boolean {
  return !isBlank(value) && isConditionMet(condition, record);
}
