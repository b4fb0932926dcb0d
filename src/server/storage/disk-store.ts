import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  checkedPath,
  isPrivatePath,
  type MediaExtension,
  type MediaStore,
  newMediaStem,
  plannedPath,
  type SavedMedia,
} from './media-store.js';

const TMP_PREFIX = '.tmp-';

/**
 * Media files in a folder on disk (MEDIA_DIR): `public/` is served under /media, `private/` never
 * is (it lies outside the served folder altogether). Writes are atomic (temporary file, fsync,
 * rename), and every path is checked to stay inside its root.
 */
export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';
  readonly root: string;
  /** The folder /media serves. */
  readonly publicRoot: string;

  constructor(root: string) {
    if (!root) throw new Error('The media store needs a folder.');
    this.root = path.resolve(root);
    this.publicRoot = path.join(this.root, 'public');
  }

  async save(buffer: Buffer, ext: MediaExtension, folder?: string, stem = newMediaStem()): Promise<SavedMedia> {
    const relPath = plannedPath(ext, folder, stem);
    const target = this.absolutePath(relPath);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `${TMP_PREFIX}${randomBytes(8).toString('hex')}`);
    const handle = await open(tmp, 'wx', 0o644);
    try {
      try {
        await handle.writeFile(buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, target);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    await syncDirectory(dir);
    return { relPath, size: buffer.length };
  }

  async read(relPath: string): Promise<Buffer | null> {
    return readFile(this.absolutePath(relPath)).catch(missing);
  }

  async open(relPath: string) {
    const file = this.absolutePath(relPath);
    const info = await stat(file).catch(missing);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }

  async remove(relPath: string): Promise<void> {
    await unlink(this.absolutePath(relPath)).catch(missing);
  }

  /** Absolute path of a stored file; refuses anything that would leave its root. */
  absolutePath(relPath: string): string {
    checkedPath(relPath);
    const base = isPrivatePath(relPath) ? this.root : this.publicRoot;
    const resolved = path.resolve(base, relPath);
    if (!resolved.startsWith(base + path.sep)) throw new Error('Invalid media path.');
    return resolved;
  }

  async listFiles(opts: { olderThanMs?: number } = {}): Promise<string[]> {
    const cutoff = Date.now() - (opts.olderThanMs ?? 0);
    const files: string[] = [];
    const walk = async (dir: string, prefix: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
        else if (entry.isFile() && !entry.name.startsWith(TMP_PREFIX)) {
          const written = opts.olderThanMs ? (await stat(path.join(dir, entry.name)).catch(() => null))?.mtimeMs : 0;
          if (written !== undefined && written <= cutoff) files.push(`${prefix}${entry.name}`);
        }
      }
    };
    await walk(this.publicRoot, '');
    await walk(path.join(this.root, 'private'), 'private/');
    return files;
  }

  async sweepTemporaryFiles(opts: { olderThanMs?: number } = {}): Promise<number> {
    const cutoff = Date.now() - (opts.olderThanMs ?? 0);
    let removed = 0;
    const sweep = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await sweep(full);
        else if (entry.isFile() && entry.name.startsWith(TMP_PREFIX)) {
          if (opts.olderThanMs && ((await stat(full).catch(() => null))?.mtimeMs ?? 0) > cutoff) continue;
          if ((await unlink(full).then(() => true, missing)) === true) removed += 1;
        }
      }
    };
    await sweep(this.root);
    return removed;
  }

  /**
   * Creates the two folders. A site from before the split kept public files at the top of the
   * folder and private ones in private/: the public ones move into public/ (renames on one disk,
   * so stored paths stay valid).
   */
  async prepare(): Promise<void> {
    await mkdir(this.publicRoot, { recursive: true });
    await mkdir(path.join(this.root, 'private'), { recursive: true });
    for (const entry of await readdir(this.root, { withFileTypes: true })) {
      if (entry.name === 'public' || entry.name === 'private') continue;
      // Another process starting at the same moment may have moved it already.
      await rename(path.join(this.root, entry.name), path.join(this.publicRoot, entry.name)).catch(missing);
    }
  }

  async close(): Promise<void> {}
}

/** ENOENT means "no such file" (null); any other failure is real. */
function missing(err: unknown): null {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw err;
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
