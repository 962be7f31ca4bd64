import type { StaffRole } from "#app/domain/staff.ts";

/**
 * The rule that keeps the console open (decision 0051): at every moment at least one manager can
 * log in, an active account with a password. A manager invited but without a password yet, or
 * disabled, does not count: without one who counts, only the command line and the database
 * could reopen the staff pages.
 */
export type ManagerStanding = { role: StaffRole; disabled: boolean; hasPassword: boolean };
export type RoleOrAccessChange = { role?: StaffRole | undefined; disabled?: boolean | undefined };

export function canLogInAsManager(person: ManagerStanding): boolean {
  return person.role === "manager" && !person.disabled && person.hasPassword;
}

/**
 * Whether a change of a person's role or state would leave no manager who can log in:
 * `otherManagers` counts the others who can (canLogInAsManager).
 */
export function leavesNoManager(person: ManagerStanding, change: RoleOrAccessChange, otherManagers: number): boolean {
  if (otherManagers > 0 || !canLogInAsManager(person)) return false;
  return !canLogInAsManager({
    role: change.role ?? person.role,
    disabled: change.disabled ?? person.disabled,
    hasPassword: person.hasPassword,
  });
}

/** What the staff list says of an account: disabled first, then invited (no password chosen yet), else active. */
export type StaffState = "active" | "disabled" | "invited";

export function staffState(person: { disabled: boolean; hasPassword: boolean }): StaffState {
  if (person.disabled) return "disabled";
  return person.hasPassword ? "active" : "invited";
}
