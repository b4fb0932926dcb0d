import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The files of the upload attack set, and a good photo to show each endpoint does accept images. */

export interface AttackFile {
  name: string;
  type: string;
  data: Buffer;
}

export const goodPng = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#2f7d4a' } })
    .png()
    .toBuffer();

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG that says it is width x height (400 million pixels at 20000 x 20000) in a few kilobytes:
 * only its first rows of pixel data are there, which is all a careless decoder needs to start
 * allocating the whole picture.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose logical screen is 65535 x 65535 with one tiny frame. */
export function pixelBombGif(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    Buffer.from([0xff, 0xff, 0xff, 0xff, 0x80, 0, 0]), // screen 65535 x 65535, 2-colour table
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0]), // one image 65535 x 65535
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}

/** Content that is not what its name and type say, too big, or dangerous to decode. Refused everywhere. */
export async function refusedEverywhere(maxBytes: number): Promise<AttackFile[]> {
  return [
    { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from(HTML) },
    { name: 'photo.png', type: 'image/png', data: Buffer.from(HTML) },
    { name: 'photo.gif', type: 'image/gif', data: Buffer.from(`GIF89a\x01\x00\x01\x00\x00\x00\x00${HTML}`, 'latin1') },
    { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]) },
    {
      name: 'photo.png',
      type: 'image/png',
      data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(HTML)]),
    },
    // A real picture with padding past the size limit: only the limit can refuse it.
    { name: 'huge.png', type: 'image/png', data: Buffer.concat([await goodPng(), Buffer.alloc(maxBytes)]) },
    { name: 'bomb.png', type: 'image/png', data: pixelBombPng() },
    { name: 'bomb.gif', type: 'image/gif', data: pixelBombGif() },
    { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) },
    { name: 'page.html', type: 'text/html', data: Buffer.from(HTML) },
  ];
}

const svg = (body: string, rootAttributes = '') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40"${rootAttributes}>${body}<rect width="40" height="40" fill="green"/></svg>`,
  );

/** SVGs that carry script: refused where SVG is not allowed, stored without the script where it is. */
export const SCRIPTED_SVGS: AttackFile[] = [
  { name: 'logo.svg', type: 'image/svg+xml', data: svg('<script>alert(document.cookie)</script>') },
  { name: 'logo.svg', type: 'image/svg+xml', data: svg('', ' onload="alert(1)"') },
  {
    name: 'logo.svg',
    type: 'image/svg+xml',
    data: svg(
      '<foreignObject width="40" height="40"><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script><iframe src="javascript:alert(1)"></iframe></body></foreignObject>',
    ),
  },
  {
    name: 'logo.svg',
    type: 'image/svg+xml',
    data: svg('<a href="javascript:alert(1)"><circle r="5"/></a><a xlink:href="javascript:alert(2)"><circle r="6"/></a>'),
  },
  { name: 'logo.png', type: 'image/png', data: svg('<script>alert(1)</script>') },
];

/** What must not survive in a stored SVG. */
export const SCRIPT_IN_SVG = /<script|\bon[a-z]+\s*=|foreignObject|javascript:/i;

/** File names that try to leave the upload folder, on a good picture. */
export const TRAVERSAL_NAMES = ['../../etc/passwd.png', '..\\..\\x.png', '/tmp/evergreen-evil.png', '....//....//y.png'];
