/**
 * The agency's staff and what each role opens in the console (decision 0051). A manager opens
 * everything; an agent the daily work: leads, testimonials, owners, demands and subscribers.
 */
export const STAFF_ROLES = ["manager", "agent"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The console's languages (each member of staff picks one). */
export const CONSOLE_LOCALES = ["nl", "fr", "en"] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];
export const DEFAULT_CONSOLE_LOCALE: ConsoleLocale = "nl";

/** The console's areas, each one folder of pages under /admin/. */
export const CONSOLE_AREAS = {
  dashboard: "agent",
  account: "agent",
  leads: "agent",
  testimonials: "agent",
  owners: "agent",
  demands: "agent",
  privacy: "manager",
  operations: "manager",
  content: "manager",
  staff: "manager",
  audit: "manager",
} as const satisfies Record<string, StaffRole>;
export type ConsoleArea = keyof typeof CONSOLE_AREAS;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function isConsoleLocale(value: unknown): value is ConsoleLocale {
  return typeof value === "string" && (CONSOLE_LOCALES as readonly string[]).includes(value);
}

/** Whether a role may open an area: a manager every area, an agent the agent's areas. */
export function mayOpen(role: StaffRole, area: ConsoleArea): boolean {
  return role === "manager" || CONSOLE_AREAS[area] === "agent";
}

/** Whether a role must protect its login with a second factor (TOTP): managers always. */
export function secondFactorRequired(role: StaffRole): boolean {
  return role === "manager";
}
