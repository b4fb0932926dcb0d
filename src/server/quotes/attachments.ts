import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { claimedFileType, type FileRejection, isQuoteFileType, type QuoteFileType } from '../../domain/quote/files.js';
import { DEFAULT_MAX_PIXELS } from '../images/process.js';
import { type SniffedType, sniffType } from '../images/sniff.js';
import type { MediaExtension, MediaStore } from '../storage/media-store.js';
import { cleanFilename } from '../http/image-upload.js';

/*
 * Quote attachments: received into temporary files, checked by content (the images library's
 * sniffer), then written by a MediaStore under DATA_DIR/media/private/quotes, which is never served
 * publicly. Nothing refused stays on disk.
 */

/** Media folder of the attachments, relative to DATA_DIR/media (media rows store paths from there). */
const FOLDER = 'private/quotes';
/** The MediaStore's temporary-file prefix: the start-up sweep removes any left by a hard stop. */
const TEMP_PREFIX = '.tmp-';

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
  /** Relative to DATA_DIR/media, as stored in media.path. */
  relativePath: string;
  originalName: string;
  mime: QuoteFileType;
  size: number;
  width: number | null;
  height: number | null;
}

export interface CheckedFile {
  mime: QuoteFileType;
  data: Buffer;
  width: number | null;
  height: number | null;
}

const SNIFFED: Partial<Record<SniffedType, QuoteFileType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const EXTENSIONS: Record<QuoteFileType, MediaExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** Where uploads wait while they are checked: this process's own temporary folder. */
export const stagingDir = (config: { dataDir: string }) => path.join(config.dataDir, 'tmp', 'uploads');

/**
 * Streams one multipart file into a temporary file of this process (DATA_DIR/tmp: the media store
 * may be a bucket); a file over the size limit is marked truncated.
 */
export async function stageUpload(part: MultipartFile, stagingDir: string): Promise<StagedFile> {
  const dir = stagingDir;
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `${TEMP_PREFIX}${randomBytes(12).toString('hex')}`);
  let size = 0;
  part.file.on('data', (chunk: Buffer) => (size += chunk.length));
  try {
    await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx' }));
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
  return cleanFilename(name) || 'file';
}

/**
 * Checks a file by its content: it must be what it claims to be. Images are decoded and
 * re-encoded in their own format (the company sees what the visitor sent, at full size), which
 * drops metadata such as GPS positions; PDFs are kept as sent.
 */
export async function checkContent(file: StagedFile): Promise<CheckedFile | FileRejection> {
  if (!isQuoteFileType(file.claimedType)) return { reason: 'type', type: file.claimedType };
  const data = await readFile(file.tempPath);
  const sniffed = sniffType(data);
  const mime = sniffed ? SNIFFED[sniffed] : undefined;
  if (mime !== file.claimedType) return { reason: 'content', name: file.name, type: file.claimedType };
  if (mime === 'application/pdf') return { mime, data, width: null, height: null };
  try {
    const image = sharp(data, { animated: mime === 'image/gif', limitInputPixels: DEFAULT_MAX_PIXELS, failOn: 'error' });
    const output =
      mime === 'image/jpeg'
        ? image.rotate().jpeg({ quality: 90, mozjpeg: true })
        : mime === 'image/png'
          ? image.png()
          : image.gif();
    const { data: encoded, info } = await output.toBuffer({ resolveWithObject: true });
    return { mime, data: encoded, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return { reason: 'content', name: file.name, type: file.claimedType };
  }
}

/** Writes a checked file atomically under a random name, in the store's private part (never served). */
export async function storeChecked(store: MediaStore, file: StagedFile, checked: CheckedFile): Promise<StoredFile> {
  const { relPath, size } = await store.save(checked.data, EXTENSIONS[checked.mime], FOLDER);
  return {
    relativePath: relPath,
    originalName: file.name,
    mime: checked.mime,
    size,
    width: checked.width,
    height: checked.height,
  };
}

export async function removeTemporary(files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.tempPath, { force: true })));
}

/** Start-up: removes staged uploads an earlier stop left behind (older than `olderThanMs`). */
export async function sweepStagedUploads(stagingDir: string, olderThanMs: number): Promise<number> {
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of await readdir(stagingDir).catch(() => [] as string[])) {
    const file = path.join(stagingDir, name);
    const info = await stat(file).catch(() => null);
    if (name.startsWith(TEMP_PREFIX) && info?.isFile() && info.mtimeMs <= cutoff) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
