import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

export interface Count {
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/**
 * Fixed-window counters shared by every app process: in the database by default, in Redis when
 * REDIS_URL is set. Every operation is atomic, so a burst of parallel requests is counted exactly.
 */
export interface CounterStore {
  /** Adds `cost` to the key's counter (a new window starts when the last one has ended). */
  hit(key: string, windowMs: number, cost?: number): Promise<Count>;
  /** The counter without changing it; count 0 when no window is open. */
  peek(key: string): Promise<Count>;
  /** Gives one attempt back (an attempt that turned out not to count). */
  release(key: string): Promise<void>;
  /** Ends the key's window. */
  reset(key: string): Promise<void>;
  /** Drops ended windows (the database store; Redis expires keys itself). */
  sweep(): Promise<void>;
  /** Resolves once the store can count (Redis: connected); the app waits for it before listening. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Counters as rows of `rate_limits`: one upsert per hit, atomic on SQLite and PostgreSQL. */
export class DatabaseCounters implements CounterStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number, cost = 1): Promise<Count> {
    const now = this.now();
    const ended = sql<boolean>`rate_limits.reset_at <= cast(${now} as bigint)`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: cost, reset_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${ended} then cast(${cost} as integer) else rate_limits.count + cast(${cost} as integer) end`,
          reset_at: sql`case when ${ended} then cast(${now + windowMs} as bigint) else rate_limits.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  async peek(key: string): Promise<Count> {
    const row = await this.db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', key).executeTakeFirst();
    if (!row || Number(row.reset_at) <= this.now()) return { count: 0, resetAt: 0 };
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  async release(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ count: sql`case when count > 0 then count - 1 else 0 end` })
      .where('key', '=', key)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  async sweep(): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('reset_at', '<=', this.now()).execute();
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {}
}

// INCRBY and the window's expiry in one step: the first hit of a window sets its end.
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}`;

const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters as Redis keys that expire with their window. */
export class RedisCounters implements CounterStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'evergreen:rl:',
  ) {
    // Fail a command quickly when Redis is away instead of queueing it: a limit check must not hang.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', () => {});
  }

  async hit(key: string, windowMs: number, cost = 1): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, cost, windowMs)) as [number, number];
    return { count, resetAt: Date.now() + ttl };
  }

  async peek(key: string): Promise<Count> {
    const [value, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    if (value === null || ttl < 0) return { count: 0, resetAt: 0 };
    return { count: Number(value), resetAt: Date.now() + ttl };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async sweep(): Promise<void> {}

  async ready(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Redis (REDIS_URL) did not answer within 10 s')), 10_000);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
