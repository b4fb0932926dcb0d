import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { processRaster, makeVariants, variantWidths } from './process.js';
import { MediaError } from './errors.js';
import { sniffType } from './sniff.js';

function scene(width: number, height: number): sharp.Sharp {
  // A little picture with detail so encoders have real work to do.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6cf"/><stop offset="1" stop-color="#efe"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.5}" r="${Math.min(width, height) / 4}" fill="#3a6"/>
    <rect x="${width * 0.55}" y="${height * 0.4}" width="${width * 0.3}" height="${height * 0.4}" fill="#a63"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

async function expectMediaError(promise: Promise<unknown>, code: MediaError['code']): Promise<MediaError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MediaError);
  const mediaError = err as MediaError;
  expect(mediaError.code).toBe(code);
  // Never leak library internals.
  expect(mediaError.message).not.toMatch(/vips|sharp|heif|spng|jpeg_|Input buffer/i);
  return mediaError;
}

describe('processRaster', () => {
  it('re-encodes a JPEG as WebP', async () => {
    const jpeg = await scene(800, 600).jpeg().toBuffer();
    const out = await processRaster(jpeg);
    expect(out.format).toBe('webp');
    expect(sniffType(out.buffer)).toBe('webp');
    expect([out.width, out.height]).toEqual([800, 600]);
    const meta = await sharp(out.buffer).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it('accepts PNG, GIF, WebP and AVIF', async () => {
    for (const input of [
      await scene(64, 48).png().toBuffer(),
      await scene(64, 48).gif().toBuffer(),
      await scene(64, 48).webp().toBuffer(),
      await scene(64, 48).avif({ effort: 0 }).toBuffer(),
    ]) {
      const out = await processRaster(input);
      expect([out.width, out.height]).toEqual([64, 48]);
    }
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (c: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: c } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const out = await processRaster(gif);
    expect([out.width, out.height]).toEqual([40, 30]);
    const meta = await sharp(out.buffer).metadata();
    expect(meta.pages ?? 1).toBe(1);
    const { data } = await sharp(out.buffer).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
  });

  it('scales down to fit maxDimension', async () => {
    const png = await scene(3000, 1500).png().toBuffer();
    const out = await processRaster(png);
    expect([out.width, out.height]).toEqual([2400, 1200]);
    const small = await processRaster(png, { maxDimension: 300 });
    expect([small.width, small.height]).toEqual([300, 150]);
  });

  it('applies the EXIF orientation', async () => {
    const jpeg = await scene(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await processRaster(jpeg);
    expect([out.width, out.height]).toEqual([100, 200]);
  });

  it('removes EXIF (including GPS) and ICC metadata', async () => {
    const jpeg = await scene(120, 80)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'x', Artist: 'someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 36/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 19/1 0/1' },
      })
      .withIccProfile('p3')
      .toBuffer();
    const inMeta = await sharp(jpeg).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.exif!.includes(Buffer.from('someone'))).toBe(true);
    // The GPSInfo IFD pointer (tag 0x8825) is present in the input, in either byte order.
    const gpsTag = inMeta.exif!.includes(Buffer.from([0x25, 0x88])) || inMeta.exif!.includes(Buffer.from([0x88, 0x25]));
    expect(gpsTag).toBe(true);
    expect(inMeta.icc).toBeDefined();

    const out = await processRaster(jpeg);
    const meta = await sharp(out.buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(out.buffer.includes(Buffer.from('someone'))).toBe(false);
  });

  it('refuses HTML bytes (e.g. an HTML page renamed .jpg)', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const err = await expectMediaError(processRaster(html), 'unsupported_type');
    expect(err.message).toBe('The file is not a supported image (JPEG, PNG, GIF, WebP or AVIF).');
  });

  it('refuses PDF, and a PDF behind a fake PNG signature', async () => {
    await expectMediaError(processRaster(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')), 'unsupported_type');
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'),
    ]);
    await expectMediaError(processRaster(fake), 'not_an_image');
  });

  it('refuses SVG (handled by sanitizeSvg, not by the raster pipeline)', async () => {
    await expectMediaError(processRaster(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'unsupported_type');
  });

  it('refuses a damaged image', async () => {
    const jpeg = await scene(300, 200).jpeg().toBuffer();
    const broken = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(200, 0x41)]);
    await expectMediaError(processRaster(broken), 'not_an_image');
  });

  it('refuses an oversized buffer before decoding it', async () => {
    // Garbage would be 'unsupported_type' if it were looked at; the size check comes first.
    const garbage = Buffer.alloc(2048, 0x41);
    const err = await expectMediaError(processRaster(garbage, { maxBytes: 1024 }), 'too_large');
    expect(err.message).toBe('The file is too large. Maximum size is 1 kB.');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    const err2 = await expectMediaError(processRaster(big), 'too_large');
    expect(err2.message).toBe('The file is too large. Maximum size is 10 MB.');
  });

  it('refuses a pixel bomb (10000×10000 that compresses to almost nothing)', async () => {
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const err = await expectMediaError(processRaster(bomb), 'too_many_pixels');
    expect(err.message).toBe('The image is too large in pixels.');
    // Refused from the header, without decoding 100 million pixels.
    expect(performance.now() - started).toBeLessThan(500);
    await expectMediaError(makeVariants(bomb), 'too_many_pixels');
  }, 30_000);

  it('also refuses pixel counts over a custom maxPixels', async () => {
    const png = await scene(400, 300).png().toBuffer();
    await expectMediaError(processRaster(png, { maxPixels: 100_000 }), 'too_many_pixels');
  });
});

describe('variantWidths', () => {
  it('keeps the widths not larger than the source, at least the source width', () => {
    expect(variantWidths(2000, [320, 640, 960, 1280])).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(700, [320, 640, 960, 1280])).toEqual([320, 640]);
    expect(variantWidths(200, [320, 640, 960, 1280])).toEqual([200]);
    expect(variantWidths(1280, [1280, 320, 320])).toEqual([320, 1280]);
  });
});

describe('makeVariants', () => {
  it('makes WebP and AVIF variants of a 1280px image quickly', async () => {
    const jpeg = await scene(1280, 853).jpeg({ quality: 90 }).toBuffer();
    const started = performance.now();
    const variants = await makeVariants(jpeg);
    const elapsed = performance.now() - started;
    console.log(`makeVariants 1280×853 → ${variants.length} widths (WebP + AVIF): ${elapsed.toFixed(0)} ms`);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    for (const v of variants) {
      expect(v.height).toBe(Math.round((853 * v.width) / 1280));
      expect(sniffType(v.webp)).toBe('webp');
      expect(sniffType(v.avif)).toBe('avif');
      const meta = await sharp(v.avif).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.exif).toBeUndefined();
    }
    expect(elapsed).toBeLessThan(5000);
  });

  it('never upscales and always returns at least one variant', async () => {
    const small = await scene(200, 100).png().toBuffer();
    const variants = await makeVariants(small);
    expect(variants).toHaveLength(1);
    expect([variants[0]!.width, variants[0]!.height]).toEqual([200, 100]);
  });

  it('honours EXIF orientation', async () => {
    const jpeg = await scene(800, 400).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    const variants = await makeVariants(jpeg, [320]);
    expect([variants[0]!.width, variants[0]!.height]).toEqual([320, 640]);
  });

  it('refuses non-images', async () => {
    await expectMediaError(makeVariants(Buffer.from('<html></html>')), 'unsupported_type');
  });
});
