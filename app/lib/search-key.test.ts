import { describe, expect, it } from "vitest";
import { searchKey } from "./search-key.ts";

describe("searchKey", () => {
  it.each([
    ["Liège", "liege"],
    ["LIÈGE", "liege"],
    ["Koksijde-Oostduinkerke", "koksijde oostduinkerke"],
    ["  Sint-Gillis-Waas ", "sint gillis waas"],
    ["Écaussinnes-d'Enghien", "ecaussinnes d enghien"],
    ["Elsene / Ixelles", "elsene ixelles"],
    ["Zürich", "zurich"],
    ["9200", "9200"],
    ["", ""],
  ])("%j → %j", (input, expected) => expect(searchKey(input)).toBe(expected));
});
