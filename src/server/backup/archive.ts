import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { Config } from '../config.js';
import type { MediaStore } from '../storage/media-store.js';

/** What a backup archive holds, besides site.db and media/: enough to check it before restoring. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite';
  mediaFiles: number;
}

/**
 * A consistent backup of a running SQLite site, as one .tar.gz file: the database copied with
 * SQLite's online backup API (a snapshot that writes in progress cannot tear), then the media.
 * The database goes first: media files are written before their rows, so every file a row of the
 * snapshot names already exists when the media are copied (files written later are harmless extras).
 */
export async function createBackup(config: Config, media: MediaStore, out: string): Promise<BackupManifest> {
  if (config.database.kind !== 'sqlite') {
    throw new Error('This site runs on PostgreSQL: back it up with pg_dump and copy the media (docs/operations.md).');
  }
  const work = await mkdtemp(path.join(tmpdir(), 'evergreen-backup-'));
  try {
    const source = new SQLite(config.database.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(work, 'site.db'));
    } finally {
      source.close();
    }
    const files = await media.listFiles();
    for (const relPath of files) {
      const data = await media.read(relPath);
      // Deleted between the snapshot and now (an admin removed a picture): its row is gone too.
      if (!data) continue;
      const target = path.join(work, 'media', relPath);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: 'sqlite',
      mediaFiles: files.length,
    };
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.partial`;
    const entries = ['manifest.json', 'site.db', ...(files.length ? ['media'] : [])];
    // The archive holds accounts and leads: readable by its owner only (0600), from its first byte.
    await writeFile(partial, '', { mode: 0o600 });
    await chmod(partial, 0o600);
    await tar.create(
      { gzip: true, cwd: work, file: partial, portable: true, mode: 0o600 } as tar.TarOptionsWithAliasesFile,
      entries,
    );
    // The archive appears whole or not at all.
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an empty data folder (and an empty media store): the database file, then
 * every media file through the store. Refuses a folder that holds anything, so a restore can never
 * mix two sites or overwrite a live one.
 */
export async function restoreBackup(config: Config, media: MediaStore, from: string): Promise<BackupManifest> {
  const { database } = config;
  if (database.kind !== 'sqlite') {
    throw new Error('This site runs on PostgreSQL: restore it with pg_restore and copy the media back (docs/operations.md).');
  }
  if ((await readdir(config.dataDir).catch(() => [])).length > 0) {
    throw new Error(`${config.dataDir} is not empty: restore into an empty DATA_DIR.`);
  }
  if ((await media.listFiles()).length > 0) throw new Error('The media store is not empty: restore into an empty one.');
  const work = await mkdtemp(path.join(tmpdir(), 'evergreen-restore-'));
  try {
    await tar.extract({ file: from, cwd: work, strict: true });
    const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 1 || manifest.database !== 'sqlite') throw new Error('This file is not a backup of this site.');
    for (const relPath of await listTree(path.join(work, 'media'))) {
      const ext = path.extname(relPath).slice(1) as Parameters<MediaStore['save']>[1];
      const folder = path.dirname(relPath) === '.' ? undefined : path.dirname(relPath);
      await media.save(await readFile(path.join(work, 'media', relPath)), ext, folder, path.basename(relPath, `.${ext}`));
    }
    await mkdir(path.dirname(database.file), { recursive: true });
    await rename(path.join(work, 'site.db'), database.file).catch(async () => {
      // Another disk: copy instead of moving.
      await writeFile(database.file, await readFile(path.join(work, 'site.db')), { mode: 0o600 });
    });
    // The restored database is the owner's alone, as a database the server creates is (db/connect.ts).
    await chmod(database.file, 0o600);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function listTree(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory()) files.push(...(await listTree(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    else if (entry.isFile()) files.push(`${prefix}${entry.name}`);
  }
  return files;
}
