import type { CounterStore } from './counters.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The store @fastify/rate-limit counts route limits in (`config.rateLimit` on a route): the same
 * shared counters as the app's limiter, one key space per route.
 */
export function rateLimitStore(counters: CounterStore) {
  return class SharedStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.peek(this.prefix + key).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: count ? Math.max(0, resetAt - Date.now()) : 0 }),
        (error: Error) => callback(error),
      );
    }

    // The library passes the route's merged limit options, with the route itself under routeInfo.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const { method = '', url = '' } = route ?? {};
      return new SharedStore(undefined, `route:${String(method)} ${url}:`);
    }
  };
}
