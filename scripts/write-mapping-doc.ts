// Rewrites the generated part of docs/omnicasa-mapping.md (between the two markers) from the
// mapping tables in app/providers/omnicasa/field-map.ts. A unit test fails when they differ.
import fs from "node:fs";
import path from "node:path";
import { mappingTablesMarkdown } from "../app/providers/omnicasa/field-map.ts";
import { MAPPING_DOC, replaceGeneratedSection } from "../app/providers/omnicasa/mapping-doc.ts";

const file = path.resolve(import.meta.dirname, "..", MAPPING_DOC);
fs.writeFileSync(file, replaceGeneratedSection(fs.readFileSync(file, "utf8"), mappingTablesMarkdown()));
console.log(`${MAPPING_DOC}: mapping tables rewritten`);
