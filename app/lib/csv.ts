/**
 * CSV as Belgian Excel opens it with a double click: `;` between fields (the list separator of a
 * Belgian Windows, where `,` is the decimal sign), CRLF line ends, and a UTF-8 byte order mark so
 * accents are read as UTF-8 and not as Windows-1252. A field is quoted when it holds the
 * separator, a quote or a line break. A field that a spreadsheet would read as a formula (starting
 * with = + - @, a tab or a carriage return) gets an apostrophe first: exported data comes from
 * visitors, and a name like `=HYPERLINK(…)` must stay text (OWASP's "CSV injection").
 */
export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";
const LINE_END = "\r\n";

export type CsvValue = string | number | null | undefined;

/** One field, neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, without its line end. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvField).join(CSV_SEPARATOR);
}

/** A whole document: the byte order mark, then each line ended by CRLF. */
export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map((row) => csvLine(row) + LINE_END).join("");
}
