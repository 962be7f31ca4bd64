import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The list's filters panel is a <details> that a wide screen keeps open by styling its content
 * (::details-content). A browser without that selector would show a closed panel with its button
 * hidden: the filters out of reach. So the button is hidden only inside `@supports` for it.
 */
const css = readFileSync(new URL("./listing-list.css", import.meta.url), "utf8");

/** The text of the block that opens at `start` (its first `{`), braces matched. */
function blockAt(start: number): string {
  const open = css.indexOf("{", start);
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === "{") depth++;
    if (css[index] === "}" && --depth === 0) return css.slice(open, index + 1);
  }
  throw new Error("unbalanced braces");
}

describe("the list's filters panel on a wide screen", () => {
  const hiding = /\.listing-filters-panel__toggle\s*\{\s*display:\s*none/g;
  const supports = css.indexOf("@supports selector(::details-content)");

  it("hides its button only where the browser can keep the panel open", () => {
    expect(supports).toBeGreaterThanOrEqual(0);
    const guarded = blockAt(supports);
    const everywhere = [...css.matchAll(hiding)].length;
    expect(everywhere).toBeGreaterThan(0);
    expect([...guarded.matchAll(hiding)].length).toBe(everywhere);
    expect(guarded).toMatch(/\.listing-filters-panel::details-content\s*\{[^}]*display:\s*block/);
  });
});
