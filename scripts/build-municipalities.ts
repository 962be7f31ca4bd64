// `npx tsx scripts/build-municipalities.ts`: rebuilds data/municipalities/be-municipalities.json from
// the source files in data/municipalities/sources/ (how to refresh those: data/municipalities/README.md).
// A unit test (tests/sample/municipalities.test.ts) fails when the table and its sources differ.
import fs from "node:fs";
import path from "node:path";
import { buildMunicipalities } from "./lib/municipality-sources.ts";

const folder = path.resolve(import.meta.dirname, "..", "data", "municipalities");
const read = (name: string) => fs.readFileSync(path.join(folder, "sources", name), "utf8");
const table = buildMunicipalities({
  statbel: read("statbel-municipalities-2020.csv"),
  places: read("bpost-places-nis-2013.csv"),
  areaNames: read("libphonenumber-area-names.csv"),
});
fs.writeFileSync(path.join(folder, "be-municipalities.json"), `${JSON.stringify(table, null, 1)}\n`);
console.log(`data/municipalities/be-municipalities.json: ${table.length} municipalities`);
