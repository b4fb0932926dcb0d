import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export type MediaExtension = 'webp' | 'avif' | 'png' | 'svg' | 'pdf' | 'jpg' | 'gif';

export interface SavedMedia {
  /** Path relative to the store, with forward slashes: "gallery/3f...9a.webp", "private/quotes/…". */
  relPath: string;
  size: number;
}

/**
 * Where uploaded and generated files live: a folder on disk (MEDIA_DIR, shared by the processes of
 * the site) or an S3-compatible bucket. Paths are relative and the same in both; those under
 * `private/` (quote attachments) are never served under /media, only through admin routes.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Writes `buffer` under `stem` (a new random one by default); never half a file. */
  save(buffer: Buffer, ext: MediaExtension, folder?: string, stem?: string): Promise<SavedMedia>;
  /** The file's bytes, or null when there is no such file. */
  read(relPath: string): Promise<Buffer | null>;
  /** The file as a stream with its size, or null when there is no such file. */
  open(relPath: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deletes a stored file; a file that is already gone is not an error. */
  remove(relPath: string): Promise<void>;
  /** Complete files (relative paths), optionally only those written more than `olderThanMs` ago. */
  listFiles(opts?: { olderThanMs?: number }): Promise<string[]>;
  /** Removes leftovers of interrupted writes older than `olderThanMs` (a disk store's temporary files). */
  sweepTemporaryFiles(opts?: { olderThanMs?: number }): Promise<number>;
  /** Readies the store at start-up (folders, and the layout of an older version of the site). */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

const EXTENSIONS: ReadonlySet<string> = new Set<MediaExtension>(['webp', 'avif', 'png', 'svg', 'pdf', 'jpg', 'gif']);
/** A folder name, or private/<folder> for files that are never served publicly. */
const FOLDER = /^(private\/)?[a-z0-9-]+$/;
/** A random stem, optionally with a variant's width: "3f…9a" or "3f…9a-640". */
const STEM = /^[0-9a-f]{32}(-[1-9][0-9]{0,3})?$/;

/**
 * A new random file stem (128 bits, so names cannot be guessed). A picture's variants reuse their
 * original's stem with their width appended: the page's srcset then repeats one name, which
 * compresses to almost nothing, instead of listing seven random ones.
 */
export function newMediaStem(): string {
  return randomBytes(16).toString('hex');
}

/** The relative path a save goes to, after checking every part of the name. */
export function plannedPath(ext: MediaExtension, folder: string | undefined, stem: string): string {
  if (!EXTENSIONS.has(ext)) throw new Error(`Unsupported media extension: ${String(ext)}`);
  if (folder !== undefined && !FOLDER.test(folder)) throw new Error('Invalid media folder name.');
  if (!STEM.test(stem)) throw new Error('Invalid media file name.');
  return folder ? `${folder}/${stem}.${ext}` : `${stem}.${ext}`;
}

/** Refuses a stored path that could leave the store: absolute, backslashes, NUL, empty or dot segments. */
export function checkedPath(relPath: string): string {
  if (typeof relPath !== 'string' || relPath.length === 0 || relPath.length > 500) throw new Error('Invalid media path.');
  if (relPath.includes('\0') || relPath.includes('\\') || relPath.startsWith('/') || /^[a-zA-Z]:/.test(relPath)) {
    throw new Error('Invalid media path.');
  }
  if (relPath.split('/').some((s) => s === '' || s === '.' || s === '..')) throw new Error('Invalid media path.');
  return relPath;
}

export const isPrivatePath = (relPath: string) => relPath.startsWith('private/');
