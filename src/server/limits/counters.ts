import type { FastifyBaseLogger } from 'fastify';
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
    // A Redis that accepts and then stays silent fails a command after a second.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
      commandTimeout: 1_000,
    });
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

/** How long the start waits for Redis before it counts in the database instead. */
const REDIS_START_WAIT_MS = 3_000;
/** While Redis is away, it is asked again at most this often; the database counts in between. */
const REDIS_RETRY_MS = 5_000;

/**
 * Redis (REDIS_URL) with the database as the fallback: while Redis cannot be reached (down, refusing,
 * silent), the limits are counted in the database, as without Redis, and a log line says so when it
 * starts and when it ends. A login or a contact message never fails because Redis is away. Counts
 * made during the outage stay in the database (swept when their window ends), so a window that spans
 * the change of store starts again from zero in the other: the limits are looser for one window, not off.
 */
export class RedisWithFallback implements CounterStore {
  private awaySince: number | null = null;
  private nextTry = 0;

  constructor(
    private readonly redis: CounterStore,
    private readonly fallback: CounterStore,
    private readonly log: FastifyBaseLogger,
    private readonly retryMs = REDIS_RETRY_MS,
  ) {}

  /** Whether the limits are being counted in the database because Redis is away. */
  get degraded(): boolean {
    return this.awaySince !== null;
  }

  private async use<T>(operation: (store: CounterStore) => Promise<T>): Promise<T> {
    if (this.awaySince !== null && Date.now() < this.nextTry) return operation(this.fallback);
    let result: T;
    try {
      result = await operation(this.redis);
    } catch (err) {
      this.away(err);
      return operation(this.fallback);
    }
    if (this.awaySince !== null) {
      this.log.warn(
        { outageMs: Date.now() - this.awaySince },
        'Redis (REDIS_URL) answers again: rate limits are counted in Redis again',
      );
      this.awaySince = null;
    }
    return result;
  }

  private away(err: unknown): void {
    this.nextTry = Date.now() + this.retryMs;
    if (this.awaySince !== null) return;
    this.awaySince = Date.now();
    this.log.warn({ err }, 'Redis (REDIS_URL) unreachable: rate limits are counted in the database until it answers again');
  }

  hit(key: string, windowMs: number, cost?: number): Promise<Count> {
    return this.use((store) => store.hit(key, windowMs, cost));
  }

  peek(key: string): Promise<Count> {
    return this.use((store) => store.peek(key));
  }

  release(key: string): Promise<void> {
    return this.use((store) => store.release(key));
  }

  reset(key: string): Promise<void> {
    return this.use((store) => store.reset(key));
  }

  /** Redis expires its keys; the rows counted during an outage are swept from the database. */
  sweep(): Promise<void> {
    return this.fallback.sweep();
  }

  /** Waits a moment for Redis; a site whose Redis is away starts anyway, counting in the database. */
  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_START_WAIT_MS} ms`)), REDIS_START_WAIT_MS);
    });
    try {
      await Promise.race([this.redis.ready(), timeout]);
    } catch (err) {
      this.away(err);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.close(), this.fallback.close()]);
  }
}
