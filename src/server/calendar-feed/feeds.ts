import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { newToken, tokenId } from '../auth/tokens.js';

/**
 * A person's private calendar feed (docs/jobs.md): the URL is the secret, the database keeps only
 * its HMAC (like sessions and reset links), so the URL is shown once, when it is made. One feed
 * per person: a new one replaces the old, whose URL stops working at once.
 */
export async function issueFeed(db: Kysely<DB>, secret: string, userId: number): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    await trx
      .insertInto('calendar_feeds')
      .values({ id: tokenId(token, secret), user_id: userId, created_at: new Date().toISOString() })
      .execute();
  });
  return token;
}

export async function revokeFeeds(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** When the person's feed was made, or null when they have none. */
export async function feedSince(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
  return row?.created_at ?? null;
}

/**
 * The owner of a feed's token, while the feed is live: an enabled crew member or admin. A feed
 * whose person was disabled or became a customer answers nothing, as if it never existed.
 */
export async function feedOwner(db: Kysely<DB>, secret: string, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.role', 'users.first_name', 'users.last_name'])
    .where('calendar_feeds.id', '=', tokenId(token, secret))
    .where('users.is_disabled', '=', 0)
    .where('users.role', 'in', ['crew', 'admin'])
    .executeTakeFirst();
}
