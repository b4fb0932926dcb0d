/**
 * npm run backup -- --out FILE     a consistent backup of the running site (SQLite + media), one archive
 * npm run restore -- --from FILE   restores it into an empty DATA_DIR (and empty media store)
 * Both read the same configuration as npm start (DATA_DIR, DATABASE_URL, MEDIA_DIR, S3_*).
 */
import { parseArgs } from 'node:util';
import { createBackup, restoreBackup } from '../backup/archive.js';
import { ConfigError, loadConfig } from '../config.js';
import { DiskMediaStore } from '../storage/disk-store.js';
import { S3MediaStore } from '../storage/s3-store.js';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, from: { type: 'string' } } });
  if (Boolean(values.out) === Boolean(values.from)) {
    console.error('Usage: npm run backup -- --out <file.tar.gz>   or   npm run restore -- --from <file.tar.gz>');
    process.exit(2);
  }
  const config = loadConfig();
  const media = config.s3 ? new S3MediaStore(config.s3, config.s3.prefix) : new DiskMediaStore(config.mediaDir);
  if (values.out) {
    const manifest = await createBackup(config, media, values.out);
    console.log(`Backup written to ${values.out}: the database and ${manifest.mediaFiles} media files.`);
  } else {
    const manifest = await restoreBackup(config, media, values.from!);
    console.log(`Restored the backup of ${manifest.createdAt} (${manifest.mediaFiles} media files) into ${config.dataDir}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
