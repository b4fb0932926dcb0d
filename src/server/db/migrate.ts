import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';

/** Applies pending migrations; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
