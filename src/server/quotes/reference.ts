import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read out on the phone (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A reference people can read and type: EVG-2026-4F7K2Q (year, six random characters); visits use VIS-. */
export function newReference(now: Date = new Date(), prefix = 'EVG'): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${now.getUTCFullYear()}-${code}`;
}

export const REFERENCE_PATTERN = /^EVG-\d{4}-[2-9A-HJKMNP-Z]{6}$/;
