import { describe, expect, it } from "vitest";
import { canLogInAsManager, leavesNoManager, staffState, type ManagerStanding } from "./staff-rules.ts";

const manager: ManagerStanding = { role: "manager", disabled: false, hasPassword: true };

describe("the last manager who can log in", () => {
  it.each([
    [manager, true],
    [{ ...manager, disabled: true }, false],
    [{ ...manager, hasPassword: false }, false],
    [{ ...manager, role: "agent" }, false],
  ] as const)("%j can log in as a manager: %s", (person, expected) => {
    expect(canLogInAsManager(person)).toBe(expected);
  });

  it.each([
    ["demoted, alone", manager, { role: "agent" }, 0, true],
    ["disabled, alone", manager, { disabled: true }, 0, true],
    ["demoted, with another manager", manager, { role: "agent" }, 1, false],
    ["disabled, with another manager", manager, { disabled: true }, 2, false],
    ["renamed or kept manager, alone", manager, { role: "manager", disabled: false }, 0, false],
    ["nothing changed, alone", manager, {}, 0, false],
    ["an invited manager demoted, alone", { ...manager, hasPassword: false }, { role: "agent" }, 0, false],
    ["a disabled manager kept disabled", { ...manager, disabled: true }, { role: "agent" }, 0, false],
    ["an agent disabled", { ...manager, role: "agent" }, { disabled: true }, 0, false],
  ] as const)("%s → leaves none: %s", (_name, person, change, others, expected) => {
    expect(leavesNoManager(person, change, others)).toBe(expected);
  });
});

describe("an account's state", () => {
  it.each([
    [{ disabled: false, hasPassword: true }, "active"],
    [{ disabled: false, hasPassword: false }, "invited"],
    [{ disabled: true, hasPassword: true }, "disabled"],
    [{ disabled: true, hasPassword: false }, "disabled"],
  ] as const)("%j is %s", (person, state) => {
    expect(staffState(person)).toBe(state);
  });
});
