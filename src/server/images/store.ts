/**
 * Media files on disk (DATA_DIR/media). Files get generated names only;
 * writes are atomic (temporary file, fsync, rename) and every path given
 * back by callers is checked to stay inside the root.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

export type MediaExtension = 'webp' | 'avif' | 'png' | 'svg' | 'pdf' | 'jpg' | 'gif';

export interface SavedMedia {
  /** Path relative to the store root, with forward slashes: "gallery/3f...9a.webp". */
  relPath: string;
  size: number;
}

const EXTENSIONS: ReadonlySet<string> = new Set<MediaExtension>(['webp', 'avif', 'png', 'svg', 'pdf', 'jpg', 'gif']);
const SUBDIR = /^[a-z0-9-]+$/;
/** A random stem, optionally with a variant's width: "3f…9a" or "3f…9a-640". */
const STEM = /^[0-9a-f]{32}(-[1-9][0-9]{0,3})?$/;
const TMP_PREFIX = '.tmp-';

/**
 * A new random file stem (128 bits, so names cannot be guessed). A picture's variants reuse their
 * original's stem with their width appended: the page's srcset then repeats one name, which
 * compresses to almost nothing, instead of listing seven random ones.
 */
export function newMediaStem(): string {
  return randomBytes(16).toString('hex');
}

export class MediaStore {
  readonly root: string;

  constructor(root: string) {
    if (!root) throw new Error('MediaStore needs a root folder.');
    this.root = path.resolve(root);
  }

  /** Writes `buffer` under `stem` (a new random one by default) and returns where it went. */
  async save(buffer: Buffer, ext: MediaExtension, subdir?: string, stem = newMediaStem()): Promise<SavedMedia> {
    if (!EXTENSIONS.has(ext)) throw new Error(`Unsupported media extension: ${String(ext)}`);
    if (subdir !== undefined && !SUBDIR.test(subdir)) throw new Error('Invalid media folder name.');
    if (!STEM.test(stem)) throw new Error('Invalid media file name.');
    const dir = subdir ? path.join(this.root, subdir) : this.root;
    await mkdir(dir, { recursive: true });

    const name = `${stem}.${ext}`;
    const tmp = path.join(dir, `${TMP_PREFIX}${randomBytes(8).toString('hex')}`);
    const handle = await open(tmp, 'wx', 0o644);
    try {
      try {
        await handle.writeFile(buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, path.join(dir, name));
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    await syncDirectory(dir);
    return { relPath: subdir ? `${subdir}/${name}` : name, size: buffer.length };
  }

  /** Deletes a stored file; a file that is already gone is not an error. */
  async remove(relPath: string): Promise<void> {
    const target = this.absolutePath(relPath);
    try {
      await unlink(target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  /** Absolute path of a stored file; refuses anything that would leave the root. */
  absolutePath(relPath: string): string {
    if (typeof relPath !== 'string' || relPath.length === 0 || relPath.length > 500) {
      throw new Error('Invalid media path.');
    }
    if (relPath.includes('\0') || relPath.includes('\\') || path.isAbsolute(relPath) || /^[a-zA-Z]:/.test(relPath)) {
      throw new Error('Invalid media path.');
    }
    const segments = relPath.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new Error('Invalid media path.');
    const resolved = path.resolve(this.root, relPath);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error('Invalid media path.');
    return resolved;
  }

  /**
   * Removes temporary files left by interrupted saves, in every folder under
   * the root, and returns how many were removed. Call it at start-up; with
   * `olderThanMs` it can also run while saves are in progress.
   */
  async sweepTemporaryFiles(opts: { olderThanMs?: number } = {}): Promise<number> {
    const cutoff = Date.now() - (opts.olderThanMs ?? 0);
    let removed = 0;
    const sweep = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          await sweep(full);
        } else if (entry.isFile() && entry.name.startsWith(TMP_PREFIX)) {
          try {
            if (opts.olderThanMs && (await stat(full)).mtimeMs > cutoff) continue;
            await unlink(full);
            removed += 1;
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          }
        }
      }
    };
    await sweep(this.root);
    return removed;
  }

  /** Every finished file under the root, as relative paths with forward slashes. */
  async listFiles(): Promise<string[]> {
    const files: string[] = [];
    const walk = async (dir: string, prefix: string): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
        else if (entry.isFile() && !entry.name.startsWith(TMP_PREFIX)) files.push(`${prefix}${entry.name}`);
      }
    };
    await walk(this.root, '');
    return files;
  }
}

/** Makes the rename durable; not supported everywhere (e.g. Windows), so best effort. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Directory fsync is an optimisation for crash safety, not a requirement.
  }
}
