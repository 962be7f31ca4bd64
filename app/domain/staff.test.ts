import { describe, expect, it } from "vitest";
import { CONSOLE_AREAS, mayOpen, secondFactorRequired, type ConsoleArea } from "./staff.ts";

describe("console access by role", () => {
  const areas = Object.keys(CONSOLE_AREAS) as ConsoleArea[];
  const agentAreas = ["dashboard", "account", "leads", "testimonials", "owners", "demands"];

  it.each(areas)("a manager opens %s", (area) => expect(mayOpen("manager", area)).toBe(true));

  it.each(areas)("an agent opens %s only if it is daily work", (area) =>
    expect(mayOpen("agent", area)).toBe(agentAreas.includes(area)),
  );

  it("managers must have a second factor, agents may", () => {
    expect(secondFactorRequired("manager")).toBe(true);
    expect(secondFactorRequired("agent")).toBe(false);
  });
});
