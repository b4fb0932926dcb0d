import type { CounterStore } from '../limits/counters.js';
import type { ScheduledTask } from './scheduler.js';

/** Drops rate-limit windows that have ended, so the database store keeps only live counters. */
export const counterSweep = (store: CounterStore): ScheduledTask => ({
  name: 'rate-limit-sweep',
  async run() {
    await store.sweep();
    return 0;
  },
});
