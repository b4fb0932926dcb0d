import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/**
 * How much text may follow the first nonce. Public pages carry their nonces only at the very end
 * (the enhancement loader and the speculation rules, about 500 bytes); a page that hydrates has
 * its route data there too, and stays gzip (NoncedGzip) rather than send that much uncompressed.
 */
export const MAX_NONCED_TAIL = 4096;

/** An empty last meta-block (ISLAST and ISLASTEMPTY set): the end of a brotli stream. */
const LAST_BLOCK = Buffer.from([0x03]);

/**
 * A cached page compressed once as brotli at its best quality, up to its first nonce; every
 * response adds the rest of the page (nonces included) as one uncompressed meta-block and the
 * stream's end. A flushed brotli stream stops on a byte boundary and may be followed by any
 * further meta-blocks, so no response compresses anything.
 *
 * Brotli at quality 11 takes about 0.2 s for the largest page, so it runs in the thread pool
 * (`compress` is asynchronous) while the first visitors get the gzip copy.
 */
export class NoncedBrotli {
  private constructor(
    private readonly head: Buffer,
    private readonly tail: string[],
  ) {}

  /** The page's brotli copy, or null when too much of it follows its first nonce. */
  static async of(html: string, marker: string): Promise<NoncedBrotli | null> {
    const first = marker ? html.indexOf(marker) : -1;
    const rest = first === -1 ? null : html.slice(first + marker.length);
    if (rest !== null && Buffer.byteLength(rest) > MAX_NONCED_TAIL) return null;
    const text = Buffer.from(first === -1 ? html : html.slice(0, first), 'utf8');
    const head = await compress(text, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
    return new NoncedBrotli(head, rest === null ? [] : rest.split(marker));
  }

  get size(): number {
    return this.head.length + this.tail.reduce((sum, piece) => sum + piece.length * 2, 0);
  }

  /** The brotli body of the page with `replacement` (this response's nonce attribute) in every gap. */
  render(replacement: string): Buffer {
    if (this.tail.length === 0) return Buffer.concat([this.head, LAST_BLOCK]);
    const rest = Buffer.from(replacement + this.tail.join(replacement), 'utf8');
    return Buffer.concat([this.head, uncompressedBlockHeader(rest.length), rest, LAST_BLOCK]);
  }
}

/**
 * The header of a meta-block of `length` (1 to 65536) uncompressed bytes (RFC 7932, 9.2), on a
 * byte boundary: ISLAST 0, MNIBBLES 4, MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, then zero bits up
 * to the next byte. 24 bits, least significant first.
 */
function uncompressedBlockHeader(length: number): Buffer {
  if (length < 1 || length > 0x10000) throw new RangeError('an uncompressed meta-block holds 1 to 65536 bytes');
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}
