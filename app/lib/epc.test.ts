import { describe, expect, it } from "vitest";
import { epcLabelRank } from "./epc.ts";

describe("epcLabelRank", () => {
  it.each([
    ["A++", 0],
    ["A+", 1],
    ["a+", 1],
    [" A ", 2],
    ["B", 3],
    ["B+", 3],
    ["B-", 3],
    ["C", 4],
    ["D", 5],
    ["E", 6],
    ["E-", 6],
    ["F", 7],
    ["G", 8],
    ["a +", 1],
    ["B -", 3],
    ["\tC\n", 4],
    ["H", null],
    ["XB+", null],
    ["B+X", null],
    ["A+++", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (label, rank) => expect(epcLabelRank(label)).toBe(rank));
});
