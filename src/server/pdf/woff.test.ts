import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PdfKit } from './kit.js';
import { woffToTrueType } from './woff.js';

describe('woffToTrueType', () => {
  const woff = readFileSync(createRequire(import.meta.url).resolve('@fontsource/arimo/files/arimo-latin-700-normal.woff'));

  it('unwraps every table of the WOFF into a TrueType file, each on a 4-byte boundary', () => {
    const ttf = woffToTrueType(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const numTables = ttf.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    for (let i = 0; i < numTables; i++) {
      const record = 12 + i * 16;
      const entry = 44 + i * 20;
      expect(ttf.subarray(record, record + 4)).toEqual(woff.subarray(entry, entry + 4));
      expect(ttf.readUInt32BE(record + 8) % 4).toBe(0);
      expect(ttf.readUInt32BE(record + 12)).toBe(woff.readUInt32BE(entry + 12));
    }
    expect(() => woffToTrueType(ttf)).toThrow('Not a WOFF font');
  });

  it('gives PDFs an embedded font that writes Spanish and Portuguese', async () => {
    const kit = new PdfKit({
      lang: 'pt',
      title: 'Teste',
      author: 'Evergreen',
      margins: { top: 40, bottom: 40, left: 40, right: 40 },
    });
    kit.text(kit.root, 'P', 'Ação, Válida, Año', { x: 40, y: 40, width: 300, font: 'bold' });
    expect(kit.printable('Ação ☃', 'bold')).toBe('Ação ?');
    const pdf = (await kit.finish()).toString('latin1');
    expect(pdf).toContain('/FontFile2');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Arimo-Bold/);
  });
});
