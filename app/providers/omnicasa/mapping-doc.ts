/** The mapping document and the markers around its generated tables (scripts/write-mapping-doc.ts). */
export const MAPPING_DOC = "docs/omnicasa-mapping.md";
const BEGIN_MARKER =
  "<!-- mapping tables: generated from app/providers/omnicasa/field-map.ts by `npx tsx scripts/write-mapping-doc.ts` -->";
const END_MARKER = "<!-- end of the generated mapping tables -->";

/** The document with the text between the markers replaced by `generated`. */
export function replaceGeneratedSection(document: string, generated: string): string {
  const start = document.indexOf(BEGIN_MARKER);
  const end = document.indexOf(END_MARKER);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`${MAPPING_DOC}: the generated-section markers are missing`);
  return `${document.slice(0, start + BEGIN_MARKER.length)}\n\n${generated}\n\n${document.slice(end)}`;
}
