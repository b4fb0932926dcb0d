import { describe, it, expect } from 'vitest';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { sanitizeSvg, MAX_SVG_BYTES } from './svg.js';
import { MediaError } from './errors.js';

const { window } = new JSDOM('');
const parse = (svg: string) => new window.DOMParser().parseFromString(svg, 'image/svg+xml');

function expectCode(fn: () => unknown, code: MediaError['code']): MediaError {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(MediaError);
  expect((caught as MediaError).code).toBe(code);
  return caught as MediaError;
}

const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const ATTACK = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg [ <!ENTITY secret SYSTEM "file:///etc/passwd"> <!ENTITY x "xxxxxxxx"> ]>
<!-- a comment -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" width="100" height="100" onload="alert('onload')">
  <script type="text/javascript">alert('script')</script>
  <defs>
    <linearGradient id="grad"><stop offset="0" stop-color="#2a7"/><stop offset="1" stop-color="#8c4"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="1"/></filter>
    <circle id="dot" r="4" fill="#fff"/>
  </defs>
  <style><![CDATA[ .leaf { fill: #3a5; } ]]></style>
  <style>.bad { background: url(https://evil.example/track.png); }</style>
  <style>@import 'https://evil.example/theme.css';</style>
  <filter id="remote"><feImage href="https://evil.example/texture.png"/></filter>
  <rect width="100" height="100" fill="url(#grad)" filter="url(#soft)" onclick="alert('click')"/>
  <path class="leaf" d="M10 10 L50 50 Z" style="fill:url(http://evil.example/p.svg#x)"/>
  <path d="M0 0 L1 1" fill="url('https://evil.example/g.svg#grad')"/>
  <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert('fo')"/></div></foreignObject>
  <a xlink:href="javascript:alert('xlink')"><text x="5" y="20">link &amp; text</text></a>
  <a href="javascript:alert('href')"><circle cx="50" cy="50" r="10"/></a>
  <a href="https://evil.example/"><circle cx="20" cy="80" r="5"/></a>
  <image href="https://evil.example/tracker.png" width="10" height="10"/>
  <image xlink:href="data:image/svg+xml;base64,PHN2Zy8+" width="10" height="10"/>
  <image href="data:text/html;base64,PHNjcmlwdD4=" width="10" height="10"/>
  <image href="${PNG_DATA}" x="90" y="90" width="10" height="10"/>
  <use href="#dot" x="30" y="30"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <animate attributeName="href" to="javascript:alert('anim')"/>
  <set attributeName="onclick" to="alert('set')"/>
  <?xml-stylesheet href="https://evil.example/s.css"?>
</svg>`;

describe('sanitizeSvg', () => {
  it('removes scripts, handlers, foreignObject, javascript:, data: and external references', () => {
    const out = sanitizeSvg(Buffer.from(ATTACK));
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(out).not.toMatch(/foreignObject/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/evil\.example/);
    expect(out).not.toMatch(/data:image\/svg\+xml|data:text\/html/);
    expect(out).not.toMatch(/alert/);
    expect(out).not.toMatch(/<!DOCTYPE|<!ENTITY|<!--|<\?/);
    expect(out).not.toMatch(/<set|<animate /);

    // Harmless content survives.
    expect(out).toContain('url(#grad)');
    expect(out).toContain('url(#soft)');
    expect(out).toContain('<filter id="soft">');
    expect(out).toContain('<feGaussianBlur');
    expect(out).toContain('<linearGradient');
    expect(out).toContain('viewBox="0 0 100 100"');
    expect(out).toContain('.leaf { fill: #3a5; }');
    expect(out).toContain('link &amp; text');
    expect(out).toContain(PNG_DATA);
    expect(out).toMatch(/<use href="#dot"/);

    // The result is a well-formed SVG document with an SVG root.
    const doc = parse(out);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('svg');
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const el of Array.from(doc.getElementsByTagName('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (attr.localName === 'href') expect(attr.value.startsWith('#') || attr.value.startsWith('data:image/png')).toBe(true);
      }
    }
  });

  it('output can be rendered', async () => {
    const out = sanitizeSvg(ATTACK);
    const png = await sharp(Buffer.from(out)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([100, 100]);
  });

  it('keeps a clean SVG intact', () => {
    const clean =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>Leaf</title><path d="M2 22C2 10 10 2 22 2 22 14 14 22 2 22Z" fill="#2e7d32"/></svg>';
    expect(sanitizeSvg(clean)).toBe(clean);
  });

  it('accepts an SVG without xmlns and returns it with the SVG namespace', () => {
    const out = sanitizeSvg('<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" onclick="x()"/></svg>');
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>');
  });

  it('does not expand entities (no billion laughs, no file disclosure)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&c;</text></svg>`;
    let out = '';
    try {
      out = sanitizeSvg(laughs);
    } catch (err) {
      expect(err).toBeInstanceOf(MediaError);
    }
    expect(out.length).toBeLessThan(500);
    expect(out).not.toMatch(/<!DOCTYPE|ENTITY/);
  });

  it('refuses malformed XML, non-SVG roots and HTML', () => {
    expectCode(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), 'invalid_svg');
    expectCode(() => sanitizeSvg('<html><body><svg></svg></body></html>'), 'invalid_svg');
    expectCode(() => sanitizeSvg('<!DOCTYPE html><svg><p>unclosed</svg>'), 'invalid_svg');
    expectCode(() => sanitizeSvg('<math xmlns="http://www.w3.org/1998/Math/MathML"/>'), 'invalid_svg');
    expectCode(() => sanitizeSvg('<svg xmlns="http://www.w3.org/1999/xhtml"/>'), 'invalid_svg');
    expectCode(() => sanitizeSvg('not xml at all'), 'invalid_svg');
    expectCode(() => sanitizeSvg(''), 'invalid_svg');
    expectCode(() => sanitizeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])), 'invalid_svg');
    const err = expectCode(() => sanitizeSvg('<svg'), 'invalid_svg');
    expect(err.message).toBe('The SVG file is not valid.');
  });

  it('refuses files larger than 1 MB', () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'a'.repeat(MAX_SVG_BYTES)}</desc></svg>`;
    const err = expectCode(() => sanitizeSvg(big), 'too_large');
    expect(err.message).toBe('The SVG file is too large. Maximum size is 1 MB.');
    expectCode(() => sanitizeSvg(Buffer.from(big)), 'too_large');
  });
});
