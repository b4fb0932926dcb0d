/**
 * Counts attempts per key in fixed windows, in this process's memory: a restart forgets them,
 * and with several app processes each keeps its own count (docs/security.md).
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Seconds until the key may try again; 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.max) return 0;
    return Math.ceil((entry.resetAt - now) / 1000);
  }

  hit(key: string, now = Date.now()): void {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (this.entries.size >= this.maxKeys) this.sweep(now);
    this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  /** Drops finished windows; if a flood of keys remains, the oldest go first (memory stays bounded). */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break;
      this.entries.delete(key);
    }
  }
}
