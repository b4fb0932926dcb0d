import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV for spreadsheets', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('never lets a cell run as a formula', () => {
    for (const text of ['=1+1', '+1 425 555 0100', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell(-2)).toBe('-2');
  });

  it('neutralises a formula after leading quotes or blanks', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('"=1+1')).toBe(`"'""=1+1"`);
    expect(csvCell("'@SUM(A1)")).toBe("''@SUM(A1)");
  });

  /** The cells a spreadsheet sees when it splits a line on `delimiter` and ignores quotes. */
  const naiveCells = (line: string, delimiter: string) => line.split(delimiter).map((c) => c.replace(/^["\s]+/, ''));

  it('lets no formula through whatever the delimiter a spreadsheet splits on', () => {
    const hostile = ['a;=HYPERLINK("http://x","y")', 'b,+1', 'c|@cmd', 'd\t-2+3', 'e;  "=1', 'f\n=2', 'ok; fine'];
    const line = toCsv(['x'], [hostile]).split('\r\n')[1]!;
    for (const delimiter of [',', ';', '|', '\t'])
      for (const cell of naiveCells(line, delimiter)) expect(cell, `${delimiter} ${cell}`).not.toMatch(/^[=+\-@]/);
    expect(csvCell('ok; fine')).toBe('"ok; fine"');
    expect(csvCell('a;=1')).toBe(`"a;'=1"`);
  });

  it('starts with a byte order mark and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('\uFEFFa,b\r\n1,\r\n');
  });
});
