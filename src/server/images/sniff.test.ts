import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { sniffType, looksLikeSvg } from './sniff.js';

const pixel = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } });

describe('sniffType', () => {
  it('identifies raster formats by their bytes', async () => {
    expect(sniffType(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffType(await pixel().png().toBuffer())).toBe('png');
    expect(sniffType(await pixel().gif().toBuffer())).toBe('gif');
    expect(sniffType(await pixel().webp().toBuffer())).toBe('webp');
    expect(sniffType(await pixel().avif({ effort: 0 }).toBuffer())).toBe('avif');
  });

  it('identifies PDF', () => {
    expect(sniffType(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toBe('pdf');
  });

  it('identifies SVG after BOM, XML declaration, comments and doctype', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(sniffType(Buffer.from(svg))).toBe('svg');
    expect(sniffType(Buffer.from(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n${svg}`))).toBe('svg');
    expect(
      sniffType(
        Buffer.from(
          `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ <!ENTITY a "]>"> ]>\n<svg>`,
        ),
      ),
    ).toBe('svg');
    expect(sniffType(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg, 'utf16le')]))).toBe('svg');
  });

  it('does not take HTML or other text for an image', () => {
    expect(sniffType(Buffer.from('<!doctype html><html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffType(Buffer.from('hello <svg>'))).toBeNull();
    expect(sniffType(Buffer.from('<svgfoo/>'))).toBeNull();
    expect(sniffType(Buffer.from('<!-- unterminated <svg>'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
    expect(sniffType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('trusts the first bytes only: a PDF behind a PNG signature is a (broken) PNG, not a PDF', () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('%PDF-1.4\n...')]);
    expect(sniffType(fake)).toBe('png');
  });

  it('rejects an HEIC (non-AVIF) ISO-BMFF file', () => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write('ftypheic', 4, 'latin1');
    box.write('mif1heic', 16, 'latin1');
    expect(sniffType(box)).toBeNull();
    box.write('avif', 20, 'latin1');
    expect(sniffType(box)).toBe('avif');
  });

  it('looksLikeSvg ignores leading whitespace and processing instructions', () => {
    expect(looksLikeSvg('  \n<?xml-stylesheet href="a.css"?>\n<svg viewBox="0 0 1 1">')).toBe(true);
    expect(looksLikeSvg('<svg:svg xmlns:svg="http://www.w3.org/2000/svg">')).toBe(false);
  });
});
