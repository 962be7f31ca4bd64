import { describe, expect, it } from "vitest";
import { waitAtMost } from "./wait-at-most.ts";

describe("waitAtMost", () => {
  it.each([
    ["work that ends first", 5, 200, "work"],
    ["work slower than the grace", 200, 5, "grace"],
  ])("%s", async (_name, workMs, graceMs, first) => {
    let done = false;
    const work = new Promise<void>((resolve) => setTimeout(() => ((done = true), resolve()), workMs));
    await waitAtMost(work, graceMs);
    expect(done ? "work" : "grace").toBe(first);
  });
});
