/**
 * Counts attempts per key (an IP address) in a fixed time window, in memory. Used where a limit
 * must hold across several doors to one feature (the contact API and the contact page's form post).
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt; false when the key has used up its attempts in the current window. */
  attempt(key: string): boolean {
    const now = this.now();
    this.prune(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    if (entry.count >= this.max) return false;
    entry.count += 1;
    return true;
  }

  /** Drops expired windows so the map cannot grow without bound. */
  private prune(now: number) {
    if (this.hits.size < 1000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
