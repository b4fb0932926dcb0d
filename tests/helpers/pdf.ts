import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * What poppler's pdfinfo and pdffonts (Debian's poppler-utils, third-party readers) say about a PDF,
 * or null when they are not installed.
 */
export function pdfTools(pdf: Buffer): { info: string; fonts: string } | null {
  if (spawnSync('pdfinfo', ['-v']).error) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'evergreen-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const run = (tool: string) => spawnSync(tool, [file], { encoding: 'utf8' }).stdout;
    return { info: run('pdfinfo'), fonts: run('pdffonts') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text a PDF shows, read from its content streams through each font's ToUnicode map (the
 * app's PDFs embed their fonts and write glyph numbers, Identity-H): one line per text run. Enough
 * to check what a customer reads in a PDF the app renders, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [dict, rest] = m[2]!.split(/stream\r?\n/);
    let stream: string | null = null;
    if (rest !== undefined) {
      const bytes = Buffer.from(rest.replace(/\r?\nendstream\s*$/, ''), 'latin1');
      try {
        stream = inflateSync(bytes).toString('latin1');
      } catch {
        stream = /FlateDecode/.test(dict!) ? null : bytes.toString('latin1');
      }
    }
    objects.set(m[1]!, { dict: dict!, stream });
  }
  // Font resource names (/F1) to their ToUnicode maps.
  const maps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const font of (/\/Font\s*<<([^>]*)>>/.exec(dict)?.[1] ?? '').matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(font[2]!)?.dict ?? '')?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap && !maps.has(font[1]!)) maps.set(font[1]!, parseCmap(cmap));
    }
  }
  let text = '';
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Font|XObject|ToUnicode|Metadata)|\/Subtype|\/Length1|CIDInit/.test(dict) || /begincmap/.test(stream)) {
      continue;
    }
    let map: Map<string, string> | undefined;
    for (const op of stream.matchAll(
      /\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F\s]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g,
    )) {
      if (op[1]) {
        map = maps.get(op[1]);
        continue;
      }
      const pieces = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1]!) : [op[3]!];
      const run = pieces
        .map((hex) => hex.replace(/\s/g, ''))
        .map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => map?.get(code.toLowerCase()) ?? '').join(''))
        .join('');
      text += (text === '' ? '' : '\n') + run;
    }
  }
  return text;
}

/** A ToUnicode CMap's bfchar and bfrange entries: glyph code (4 hex digits) to text. */
function parseCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const code = (n: number) => n.toString(16).padStart(4, '0');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1]!.toLowerCase(), utf16(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const start = parseInt(m[1]!, 16);
      const end = parseInt(m[2]!, 16);
      if (m[3]!.startsWith('[')) {
        [...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => map.set(code(start + i), utf16(u[1]!)));
      } else {
        const first = parseInt(m[3]!.slice(1, -1), 16);
        for (let c = start; c <= end; c++) map.set(code(c), String.fromCharCode(first + c - start));
      }
    }
  }
  return map;
}
