/**
 * CSV as spreadsheets open it: UTF-8 with a byte order mark (Excel reads accents right only then),
 * CRLF line ends, and RFC 4180 quoting. A cell that a spreadsheet would run as a formula (it starts
 * with = + - @, or a tab or carriage return that some of them skip) gets a leading apostrophe, so
 * a lead's "=HYPERLINK(...)" is shown as text, never run.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are the app's own figures, never formulas; a negative one stays a number.
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
