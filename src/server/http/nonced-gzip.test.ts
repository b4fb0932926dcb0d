import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NoncedGzip } from './nonced-gzip';

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${'<p>Lawn care in Bellevue · déjà vu</p>'.repeat(2000)}<script nonce="${nonce}">b()</script></body></html>`;

describe('NoncedGzip', () => {
  const rendered = 'r3nderN0nce+/AAAAAAAAAA==';
  const gzip = new NoncedGzip(page(rendered), rendered);

  it('decompresses to the page with the fresh nonce in every place', () => {
    for (const nonce of ['Zm9vYmFyYmF6cXV4MTIzNA==', 'aaaaaaaaaaaaaaaaaaaaaa==']) {
      expect(gunzipSync(gzip.render(nonce)).toString('utf8')).toBe(page(nonce));
    }
  });

  it('keeps the compression of the whole page', () => {
    const body = gzip.render('Zm9vYmFyYmF6cXV4MTIzNA==');
    expect(body.length).toBeLessThan(Buffer.byteLength(page(rendered)) / 20);
  });

  it('handles a nonce of another length, a page without nonces and a nonce at the very start', () => {
    expect(gunzipSync(gzip.render('short')).toString('utf8')).toBe(page('short'));
    expect(gunzipSync(new NoncedGzip('<p>plain</p>', 'zzz').render('x')).toString('utf8')).toBe('<p>plain</p>');
    expect(gunzipSync(new NoncedGzip('N1<p>N1</p>N1', 'N1').render('xy')).toString('utf8')).toBe('xy<p>xy</p>xy');
  });
});
