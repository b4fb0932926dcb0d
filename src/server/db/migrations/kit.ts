import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Integer primary key that both engines generate: AUTOINCREMENT on SQLite, SERIAL on PostgreSQL. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
