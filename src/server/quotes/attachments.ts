import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { claimedFileType, type FileRejection, isQuoteFileType, type QuoteFileType } from '../../domain/quote/files.js';

/*
 * Quote attachments: received into temporary files, checked by content, then written under
 * DATA_DIR/media/private/quotes (never served publicly) with a random name. Nothing refused stays on disk.
 */

export const QUOTE_FILES_DIR = path.join('private', 'quotes');

/** An uploaded file waiting in a temporary file until the request is checked. */
export interface StagedFile {
  tempPath: string;
  name: string;
  claimedType: string;
  size: number;
  truncated: boolean;
}

/** A checked file written to its final place, ready for its media row. */
export interface StoredFile {
  /** Relative to the media folder, as stored in media.path. */
  relativePath: string;
  absolutePath: string;
  originalName: string;
  mime: QuoteFileType;
  size: number;
  width: number | null;
  height: number | null;
}

const EXTENSIONS: Record<QuoteFileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** Limit against decompression bombs: far above any phone photo (about 50 megapixels). */
const MAX_PIXELS = 100_000_000;

const randomName = () => randomBytes(16).toString('hex');

/** Streams one multipart file into a temporary file; a file over the size limit is marked truncated. */
export async function stageUpload(part: MultipartFile, mediaDir: string): Promise<StagedFile> {
  const dir = path.join(mediaDir, QUOTE_FILES_DIR, 'incoming');
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `${randomName()}.part`);
  let size = 0;
  part.file.on('data', (chunk: Buffer) => (size += chunk.length));
  try {
    await pipeline(part.file, createWriteStream(tempPath));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return {
    tempPath,
    name: cleanFileName(part.filename),
    claimedType: claimedFileType(part.filename, part.mimetype),
    size,
    truncated: part.file.truncated,
  };
}

/** The name as the visitor knew it, without any folder part or control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}

/** The type a file's first bytes show, among the four we accept. */
export function sniffQuoteType(head: Buffer): QuoteFileType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  const ascii = head.subarray(0, 6).toString('latin1');
  if (ascii === 'GIF87a' || ascii === 'GIF89a') return 'image/gif';
  if (ascii.startsWith('%PDF-')) return 'application/pdf';
  return null;
}

interface CheckedFile {
  mime: QuoteFileType;
  data: Buffer;
  width: number | null;
  height: number | null;
}

/**
 * Checks a file by its content: it must be what it claims to be. Images are decoded and
 * re-encoded in their own format, which drops metadata such as GPS positions; PDFs are kept as sent.
 */
export async function checkContent(file: StagedFile): Promise<CheckedFile | FileRejection> {
  if (!isQuoteFileType(file.claimedType)) return { reason: 'type', type: file.claimedType };
  const data = await readFile(file.tempPath);
  const sniffed = sniffQuoteType(data);
  if (sniffed !== file.claimedType) return { reason: 'content', name: file.name, type: file.claimedType };
  if (sniffed === 'application/pdf') return { mime: sniffed, data, width: null, height: null };
  try {
    const image = sharp(data, { animated: sniffed === 'image/gif', limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const output =
      sniffed === 'image/jpeg'
        ? image.rotate().jpeg({ quality: 90, mozjpeg: true })
        : sniffed === 'image/png'
          ? image.png()
          : image.gif();
    const { data: encoded, info } = await output.toBuffer({ resolveWithObject: true });
    return { mime: sniffed, data: encoded, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return { reason: 'content', name: file.name, type: file.claimedType };
  }
}

/** Writes a checked file to its final place: temporary name first, renamed once complete. */
export async function storeChecked(file: StagedFile, checked: CheckedFile, mediaDir: string, now: Date): Promise<StoredFile> {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const relativePath = path.posix.join(QUOTE_FILES_DIR.split(path.sep).join('/'), month, `${randomName()}.${EXTENSIONS[checked.mime]}`);
  const absolutePath = path.join(mediaDir, relativePath);
  await mkdir(path.dirname(absolutePath), { recursive: true });
  const temporary = `${absolutePath}.tmp`;
  try {
    await writeFile(temporary, checked.data, { flag: 'wx' });
    await rename(temporary, absolutePath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return {
    relativePath,
    absolutePath,
    originalName: file.name,
    mime: checked.mime,
    size: checked.data.length,
    width: checked.width,
    height: checked.height,
  };
}

export async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}
