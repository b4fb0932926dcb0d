import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_NONCED_TAIL, NoncedBrotli } from './nonced-brotli';

/** A public page as it is cached: long body, its nonces only in the last few hundred bytes. */
const page = (nonce: string, body = '<p>Lawn care in Bellevue · déjà vu</p>'.repeat(2000)) =>
  `<!DOCTYPE html><html><head><style>p{color:green}</style></head><body>${body}<script nonce="${nonce}">a()</script><script type="speculationrules" nonce="${nonce}">{}</script></body></html>`;

describe('NoncedBrotli', () => {
  const rendered = 'r3nderN0nce+/AAAAAAAAAA==';

  it('decompresses to the page with the fresh nonce in every place', async () => {
    const brotli = (await NoncedBrotli.of(page(rendered), rendered))!;
    for (const nonce of ['Zm9vYmFyYmF6cXV4MTIzNA==', 'aaaaaaaaaaaaaaaaaaaaaa==', 'short']) {
      expect(brotliDecompressSync(brotli.render(nonce)).toString('utf8')).toBe(page(nonce));
    }
  });

  it('is smaller than the best gzip of the same page', async () => {
    const text = page(rendered, Array.from({ length: 300 }, (_, i) => `<li class="card-${i % 7}">Service ${i}</li>`).join(''));
    const body = (await NoncedBrotli.of(text, rendered))!.render('Zm9vYmFyYmF6cXV4MTIzNA==');
    expect(body.length).toBeLessThan(gzipSync(text, { level: 9 }).length);
  });

  it('decodes any text, including text that does not compress, a page without nonces and a nonce at the very start', async () => {
    const noise = randomBytes(30_000).toString('base64');
    const random = (await NoncedBrotli.of(page(rendered, noise), rendered))!;
    expect(brotliDecompressSync(random.render('xyz')).toString('utf8')).toBe(page('xyz', noise));
    const plain = (await NoncedBrotli.of('<p>plain</p>', 'zzz'))!;
    expect(brotliDecompressSync(plain.render('x')).toString('utf8')).toBe('<p>plain</p>');
    const start = (await NoncedBrotli.of('N1<p>N1</p>N1', 'N1'))!;
    expect(brotliDecompressSync(start.render('xy')).toString('utf8')).toBe('xy<p>xy</p>xy');
  });

  it('is not made when more than the limit follows the first nonce: that page stays gzip', async () => {
    const tail = 'x'.repeat(MAX_NONCED_TAIL);
    expect(await NoncedBrotli.of(`<p>a</p>N1${tail}`, 'N1')).not.toBeNull();
    expect(await NoncedBrotli.of(`<p>a</p>N1${tail}y`, 'N1')).toBeNull();
  });
});
