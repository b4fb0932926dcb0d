import type { CounterStore } from './counters.js';

/** A limit: at most `max` attempts per key in `windowMs`. `name` keeps the keys of different limits apart. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the key may try again; 0 when allowed. */
  retryAfter: number;
}

/**
 * The app's one limiter. `take` reserves an attempt before the work it guards (a password check, a
 * stored message): the count and the decision are one atomic step in the shared store, so parallel
 * requests cannot all pass a check made before any of them was counted.
 */
export class Limiter {
  constructor(
    readonly store: CounterStore,
    private readonly now: () => number = Date.now,
  ) {}

  async take(rule: LimitRule, key: string): Promise<Verdict> {
    const { count, resetAt } = await this.store.hit(keyOf(rule, key), rule.windowMs);
    return count <= rule.max ? { allowed: true, retryAfter: 0 } : { allowed: false, retryAfter: this.secondsUntil(resetAt) };
  }

  /** Whether the key has attempts left, without using one. */
  async check(rule: LimitRule, key: string): Promise<Verdict> {
    const { count, resetAt } = await this.store.peek(keyOf(rule, key));
    return count < rule.max ? { allowed: true, retryAfter: 0 } : { allowed: false, retryAfter: this.secondsUntil(resetAt) };
  }

  /** Gives back an attempt `take` reserved (it turned out not to count, e.g. a correct password). */
  release(rule: LimitRule, key: string): Promise<void> {
    return this.store.release(keyOf(rule, key));
  }

  reset(rule: LimitRule, key: string): Promise<void> {
    return this.store.reset(keyOf(rule, key));
  }

  private secondsUntil(resetAt: number): number {
    return Math.max(1, Math.ceil((resetAt - this.now()) / 1000));
  }
}

const keyOf = (rule: LimitRule, key: string) => `${rule.name}:${key.toLowerCase()}`;
