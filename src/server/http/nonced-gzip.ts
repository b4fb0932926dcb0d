import { constants, crc32, deflateRawSync } from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** An empty final block with fixed codes: the end of a deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A cached page compressed once, with gaps where its CSP nonce goes, so that every response can
 * carry its own fresh nonce without compressing the page again.
 *
 * Deflate output that ends in a sync flush stops on a byte boundary and may be followed by any
 * further blocks. Each piece of text between two nonces is compressed that way once; a response is
 * those pieces with its nonce between them as small uncompressed ("stored") blocks, then the final
 * block and the gzip trailer (CRC-32 and length of the whole text).
 */
export class NoncedGzip {
  /** Per piece of text: its compressed bytes, length, CRC-32 and the operator that moves a CRC past it. */
  private readonly pieces: { compressed: Buffer; length: number; crc: number; shift: number }[];

  /** `html` with every occurrence of `marker` (the render's nonce attribute) to be replaced per response. */
  constructor(html: string, marker: string) {
    this.pieces = (marker ? html.split(marker) : [html]).map((piece) => {
      const text = Buffer.from(piece, 'utf8');
      return {
        compressed: deflateRawSync(text, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
        length: text.length,
        crc: crc32(text),
        shift: crc32Shift(text.length),
      };
    });
  }

  /** Bytes of compressed text held. */
  get size(): number {
    return this.pieces.reduce((sum, piece) => sum + piece.compressed.length, 0);
  }

  /** The gzip body of the page with `replacement` (this response's nonce attribute) in every gap. */
  render(replacement: string): Buffer {
    const nonceBytes = Buffer.from(replacement, 'utf8');
    const stored = storedBlock(nonceBytes);
    const nonceCrc = crc32(nonceBytes);
    const nonceShift = crc32Shift(nonceBytes.length);
    const parts: Buffer[] = [GZIP_HEADER];
    // The CRC of the whole text from the pieces' own CRCs: no pass over the page per response.
    let crc = 0;
    let length = 0;
    this.pieces.forEach((piece, i) => {
      if (i > 0) {
        parts.push(stored);
        crc = (multiplyModP(nonceShift, crc) ^ nonceCrc) >>> 0;
        length += nonceBytes.length;
      }
      parts.push(piece.compressed);
      crc = (multiplyModP(piece.shift, crc) ^ piece.crc) >>> 0;
      length += piece.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(parts);
  }
}

/** A non-final stored block: header byte (on a byte boundary), LEN, NLEN, then the bytes as they are. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new RangeError('a stored block holds at most 65535 bytes');
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

// CRC-32 combination, as zlib's crc32_combine does it: CRC(A + B) = CRC(A) * x^(8 * |B|) + CRC(B),
// computed modulo the CRC polynomial (bit-reflected, as CRC-32 is).
const POLYNOMIAL = 0xedb88320;

/** a * b modulo the CRC polynomial. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const POWERS_OF_X = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k++) {
    table.push(p);
    p = multiplyModP(p, p);
  }
  return table;
})();

/** x^(8 * bytes) modulo the polynomial: multiplying a CRC by it moves the CRC past that many bytes. */
function crc32Shift(bytes: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // 8 = 2^3 bits per byte
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) p = multiplyModP(POWERS_OF_X[k & 31]!, p);
  }
  return p;
}
