/**
 * Content sniffing by magic bytes. File names and declared MIME types are
 * never consulted: only the bytes decide.
 */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'pdf' | 'svg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** How much of the file is inspected when looking for an SVG root element. */
const SVG_SCAN_LIMIT = 64 * 1024;

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.toString('latin1', start, end);
}

function isAvif(buf: Buffer): boolean {
  // ISO-BMFF: [size:u32][ 'ftyp' ][major brand][minor version][compatible brands...]
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const boxSize = buf.readUInt32BE(0);
  if (boxSize < 16 || boxSize > buf.length || boxSize > 4096) return false;
  if (AVIF_BRANDS.has(ascii(buf, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(buf, offset, offset + 4))) return true;
  }
  return false;
}

function decodeText(buf: Buffer): string | null {
  const head = buf.subarray(0, SVG_SCAN_LIMIT);
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return head.subarray(2).toString('utf16le');
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) {
    const swapped = Buffer.from(head.subarray(2, 2 + ((head.length - 2) & ~1)));
    return swapped.swap16().toString('utf16le');
  }
  // Binary data is not SVG.
  if (head.includes(0)) return null;
  const text = head.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * True when the text, after optional whitespace, XML declaration, comments,
 * processing instructions and a doctype, opens an `<svg` root element.
 */
export function looksLikeSvg(text: string): boolean {
  let i = 0;
  const n = text.length;
  for (;;) {
    while (i < n && /\s/.test(text[i]!)) i += 1;
    if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0) return false;
      i = end + 2;
    } else if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = end + 3;
    } else if (text.slice(i, i + 9).toUpperCase() === '<!DOCTYPE') {
      // A doctype may carry an internal subset: <!DOCTYPE svg [ ... ]>
      let j = i + 9;
      let depth = 0;
      let quote = '';
      for (; j < n; j += 1) {
        const c = text[j]!;
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '[') depth += 1;
        else if (c === ']') depth -= 1;
        else if (c === '>' && depth <= 0) break;
      }
      if (j >= n) return false;
      i = j + 1;
    } else {
      return /^<svg[\s>/]/.test(text.slice(i, i + 5));
    }
  }
}

export function sniffType(buf: Buffer): SniffedType | null {
  if (!Buffer.isBuffer(buf) || buf.length < 4) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) return 'gif';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(buf)) return 'avif';
  if (buf.length >= 5 && ascii(buf, 0, 5) === '%PDF-') return 'pdf';
  const text = decodeText(buf);
  if (text !== null && looksLikeSvg(text)) return 'svg';
  return null;
}
