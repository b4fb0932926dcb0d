/**
 * CSV as spreadsheets open it: UTF-8 with a byte order mark (Excel reads accents right only then),
 * CRLF line ends, and RFC 4180 quoting. No cell can run as a formula, whatever the spreadsheet
 * takes for the delimiter: a spreadsheet set to split on `;` (most of Europe) or on tabs reads
 * `a;=HYPERLINK(…)` as two cells, the second a formula. So every piece of a cell that would begin a
 * cell under any common delimiter (the cell's start, and whatever follows `,`, `;`, `|`, a tab or a
 * line break) and begins, after quotes or spaces a spreadsheet skips, with = + - @, a tab or a
 * carriage return gets a leading apostrophe: shown as text, never run. Cells holding any delimiter
 * are quoted, so a spreadsheet that honours quotes keeps them whole.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
/** A piece of a cell that starts a cell under some delimiter, and then (after quotes or blanks) a formula. */
const FORMULA_PIECE = /(^|[,;|\t\r\n])(?=["'\s]*[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;|\t\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are the app's own figures, never formulas; a negative one stays a number.
  if (typeof value === 'number') return String(value);
  const text = value.replace(FORMULA_PIECE, "$1'");
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
