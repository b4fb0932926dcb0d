import { get } from 'node:http';

/** Bytes on the wire (compressed as a browser would ask) and the decoded body of one GET. */
function wire(url: string): Promise<{ bytes: number; body: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, async (res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const encoding = String(res.headers['content-encoding'] ?? 'identity');
      const zlib = await import('node:zlib');
      const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
      resolve({ bytes: raw.length, body: body.toString('utf8'), encoding });
    }).on('error', reject);
  });
}

/** Compressed bytes of a page's first load: the HTML and every script and stylesheet it loads, now or after its first frame. */
export async function firstLoadBytes(url: string): Promise<{ html: number; js: number; css: number; files: number }> {
  const page = await wire(url);
  const refs = new Set<string>();
  // What the page asks for: attributes, the enhancement loader's src, the hydrate loader's preload
  // list, and the imports of the router's module (a string in that loader: \"…\"). Not the route
  // manifest's other paths, which load only on navigation.
  const asked = /(?:(?:src|href)=|[[,]|from |import\()\\?"(\/assets\/[^"\\]+\.(?:js|css))\\?"/g;
  for (const m of page.body.matchAll(asked)) refs.add(m[1]!);
  let js = 0;
  let css = 0;
  for (const ref of refs) {
    const { bytes } = await wire(new URL(ref, url).toString());
    if (ref.endsWith('.js')) js += bytes;
    else css += bytes;
  }
  return { html: page.bytes, js, css, files: refs.size };
}
