import type { AdminUser, PublicUser } from '../../domain/auth.js';
import type { UserRow } from '../db/schema.js';

export { adminUserSchema, publicUserSchema } from '../../domain/auth.js';

/** A user row as API responses show it: never the hash or flags. */
export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  role: u.role,
  company_name: u.company_name,
});

/** A user row as the admin's Users screen shows it. */
export const toAdminUser = (u: UserRow): AdminUser => ({
  ...toPublicUser(u),
  phone: u.phone,
  colour: u.colour,
  is_disabled: Boolean(u.is_disabled),
  created_at: u.created_at,
});
