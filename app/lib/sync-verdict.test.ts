import { describe, expect, it } from "vitest";
import { formatShare, parseShare, syncRefusal, type RunCounts } from "./sync-verdict.ts";

const run = (counts: Partial<RunCounts>): RunCounts => ({
  mode: "full",
  publishedBefore: 100,
  unpublished: 0,
  valid: 100,
  skipped: 0,
  ...counts,
});

describe("syncRefusal", () => {
  it.each<[string, Partial<RunCounts>, { maxUnpublishShare?: number; allowMassUnpublish?: boolean }, RegExp | null]>([
    ["a normal full run", {}, {}, null],
    ["the first import into an empty catalogue", { publishedBefore: 0, valid: 11 }, {}, null],
    ["a full run that unpublishes 10 of 100", { unpublished: 10, valid: 90 }, {}, null],
    ["exactly half", { unpublished: 50, valid: 50 }, {}, null],
    [
      "more than half",
      { unpublished: 51, valid: 49 },
      {},
      /^it would unpublish 51 of the 100 published listings, more than 50 %.*--allow-mass-unpublish$/,
    ],
    ["more than half, allowed", { unpublished: 51, valid: 49 }, { allowMassUnpublish: true }, null],
    ["a share of 20 %", { unpublished: 21, valid: 79 }, { maxUnpublishShare: 0.2 }, /more than 20 %/],
    ["a small catalogue selling two of three", { publishedBefore: 3, unpublished: 2, valid: 1 }, {}, null],
    ["three of four", { publishedBefore: 4, unpublished: 3, valid: 1 }, {}, /^it would unpublish 3 of the 4/],
    ["an empty full feed", { valid: 0 }, {}, /^the provider sent no listings$/],
    ["an empty feed, even allowed", { valid: 0 }, { allowMassUnpublish: true }, /^the provider sent no listings$/],
    [
      "every record skipped",
      { valid: 0, skipped: 11 },
      {},
      /^none of the 11 listings received is valid \(all skipped\)$/,
    ],
    ["an incremental run with nothing changed", { mode: "incremental", valid: 0 }, {}, null],
    [
      "an incremental run whose changes are all skipped",
      { mode: "incremental", valid: 0, skipped: 2 },
      {},
      /^none of the 2 changed listings received is valid/,
    ],
    [
      "an incremental run with one change skipped and one valid",
      { mode: "incremental", valid: 1, skipped: 1 },
      {},
      null,
    ],
    [
      "an incremental run applying many removals",
      { mode: "incremental", valid: 0, unpublished: 60 },
      {},
      /^it would unpublish 60 of the 100/,
    ],
  ])("%s", (_name, counts, options, expected) => {
    const reason = syncRefusal(run(counts), options);
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toMatch(expected);
  });
});

describe("parseShare and formatShare", () => {
  it.each([
    ["50%", 0.5],
    ["50 %", 0.5],
    ["50", 0.5],
    ["100%", 1],
    ["12.5%", 0.125],
    ["0%", null],
    ["101%", null],
    ["half", null],
    ["", null],
  ])("%j → %j", (text, share) => expect(parseShare(text)).toBe(share));

  it.each([
    [0.5, "50 %"],
    [0.125, "12.5 %"],
  ])("%j → %j", (share, text) => expect(formatShare(share)).toBe(text));
});
