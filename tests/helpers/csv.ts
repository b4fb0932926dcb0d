/**
 * A CSV export read back as a spreadsheet would (RFC 4180: quoted cells, doubled quotes, line
 * breaks inside quotes; the byte order mark dropped): one record per row, by column name.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    rows.at(-1)!.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted && ch === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted) cell += ch;
    else if (ch === ',') endCell();
    else if (ch === '\r' && body[i + 1] === '\n') {
      endCell();
      rows.push([]);
      i++;
    } else cell += ch;
  }
  const [header, ...records] = rows.filter((r) => r.length > 1);
  return records.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}
