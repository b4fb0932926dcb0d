import type { Migration } from 'kysely';
import * as initial from './0001_initial.js';

/** Every migration, in order. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};
