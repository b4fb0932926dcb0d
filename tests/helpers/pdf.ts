import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read from its compressed content streams: the strings of every TJ/Tj
 * operator, decoded as WinAnsi (the encoding of the built-in Helvetica), one line per run. Enough to
 * check what a customer reads in a PDF the app renders, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  const decode = (hex: string) => decoder.decode(Buffer.from(hex.replace(/\s/g, ''), 'hex'));
  let text = '';
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1], 'latin1')).toString('latin1');
    } catch {
      continue; // an image or a font, not text
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F\s]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g)) {
      const pieces = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1]) : [op[2]];
      // A run that ends in a space goes on in the next one (react-pdf splits lines into runs).
      text += (text === '' || /\s$/.test(text) ? '' : '\n') + pieces.map(decode).join('');
    }
  }
  return text;
}
