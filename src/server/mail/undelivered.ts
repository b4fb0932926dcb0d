import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Messages that failed at least once and are not delivered yet: failed for good, or waiting for a retry. */
const undelivered = (db: Kysely<DB>) =>
  db
    .selectFrom('outbox')
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)])]));

export function listUndelivered(db: Kysely<DB>) {
  return undelivered(db)
    .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'next_attempt_at'])
    .orderBy('id', 'desc')
    .limit(200)
    .execute() as Promise<
    {
      id: number;
      kind: string;
      recipient: string;
      subject: string;
      status: 'pending' | 'failed';
      attempts: number;
      last_error: string | null;
      created_at: string;
      next_attempt_at: string;
    }[]
  >;
}

export async function countUndelivered(db: Kysely<DB>): Promise<number> {
  const row = await undelivered(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
