import type { Kysely } from 'kysely';
import { z } from 'zod';
import { emailField, newPasswordField } from '../../domain/auth.js';
import { hashPassword } from '../auth/passwords.js';
import type { DB, UserRow } from '../db/schema.js';
import { findUserByEmail, insertUser, updateUser } from './repository.js';

/** What `npm run admin:create` needs; names and password only when the account is new. */
export const adminInputSchema = z.object({
  email: emailField,
  password: newPasswordField.optional(),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
});
export type AdminInput = z.infer<typeof adminInputSchema>;

export class AdminInputError extends Error {}

/**
 * Makes the account an admin: a new account is created with the given names and password; an
 * existing one is promoted and enabled, and takes the new password if one is given. Either way
 * its address counts as verified: whoever runs the command on the server vouches for it.
 */
export async function createOrPromoteAdmin(
  db: Kysely<DB>,
  input: AdminInput,
): Promise<{ action: 'created' | 'promoted'; user: UserRow }> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await updateUser(db, existing.id, {
      role: 'admin',
      is_disabled: 0,
      email_verified_at: existing.email_verified_at ?? new Date().toISOString(),
      ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
    });
    return { action: 'promoted', user: (await findUserByEmail(db, input.email))! };
  }
  if (!input.password || !input.firstName || !input.lastName) {
    throw new AdminInputError('A new admin needs a password, a first name and a last name.');
  }
  const user = await insertUser(db, {
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.firstName,
    last_name: input.lastName,
    role: 'admin',
    phone: null,
    address: null,
    company_name: null,
    email_verified_at: new Date().toISOString(),
  });
  if (!user) throw new AdminInputError(`${input.email} was created by someone else just now; run the command again.`);
  return { action: 'created', user };
}
