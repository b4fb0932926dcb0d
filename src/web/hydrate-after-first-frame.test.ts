import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstFrame } from './hydrate-after-first-frame';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="abc"/>`;
const routerModule = (code: string) => `<script nonce="abc" type="module" async="">${code}</script>`;

/** Runs the loader as the browser would once the first frame is shown; returns what it added. */
function runLoader(html: string) {
  const loader = /<script id="hydrate-loader" nonce="abc">(.*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader');
  const added: Record<string, string>[] = [];
  const element = () => ({}) as Record<string, string>;
  const document = {
    currentScript: { nonce: 'abc' },
    createElement: element,
    head: { appendChild: (el: Record<string, string>) => added.push({ in: 'head', ...el }) },
    body: { appendChild: (el: Record<string, string>) => added.push({ in: 'body', ...el }) },
  };
  const later = (fn: () => void) => fn();
  new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(document, later, later);
  return added;
}

describe('hydrateAfterFirstFrame', () => {
  it('moves the module preloads and the router module into a loader run after the first frame', () => {
    const code = 'import * as a from "/assets/a.js";\nimport("/assets/entry.client.js");';
    const html = hydrateAfterFirstFrame(
      page(preload('/assets/a.js') + preload('/assets/b.js'), '<main></main>' + routerModule(code)),
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<main></main><script id="hydrate-loader" nonce="abc">');
    expect(runLoader(html)).toEqual([
      { in: 'head', rel: 'modulepreload', href: '/assets/a.js' },
      { in: 'head', rel: 'modulepreload', href: '/assets/b.js' },
      { in: 'body', type: 'module', nonce: 'abc', textContent: code },
    ]);
  });

  it('writes no "<" into the loader, so nothing in the module can end or change the inline script', () => {
    const code = 'window.x = "<\\/script><script>alert(1)<\\/script><!--";';
    const html = hydrateAfterFirstFrame(page('', routerModule(code)));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(runLoader(html).at(-1)?.textContent).toBe(code);
  });

  it('leaves a page without React untouched', () => {
    const html = page('<title>t</title>', '<script nonce="abc">1</script>');
    expect(hydrateAfterFirstFrame(html)).toBe(html);
  });
});
