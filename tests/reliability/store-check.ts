import { readdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { filesOf } from '../../src/server/media/repository.js';
import type { Ack } from './acknowledged-writes.js';

/** Every file under a folder, relative, including unfinished temporary ones. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

/**
 * A SQLite site's data folder as a restarted server leaves it: the database passes its integrity
 * and foreign key checks, every media row has its files and every file its row, and every
 * acknowledged write is there. Answers the problems found (none: an empty list).
 */
export function checkStore(dataDir: string, acks: Ack[]): string[] {
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    const problems: string[] = [];
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    if (foreignKeys.length) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);

    const rows = db.prepare('select id, path, variants from media').all() as { id: number; path: string; variants: string }[];
    // Stored paths: public files relative to media/public, private ones under private/.
    const media = path.join(dataDir, 'media');
    const onDisk = new Set([...filesUnder(path.join(media, 'public')), ...filesUnder(path.join(media, 'private'), 'private/')]);
    const known = new Set<string>();
    for (const row of rows) {
      for (const file of filesOf(row)) {
        known.add(file);
        if (!onDisk.has(file)) problems.push(`media row ${row.id} has no file ${file}`);
      }
    }
    for (const file of onDisk) if (!known.has(file)) problems.push(`file ${file} has no media row`);
    for (const ack of acks) {
      const problem = ack.check(db);
      if (problem) problems.push(problem);
    }
    return problems;
  } finally {
    db.close();
  }
}
