import { z } from 'zod';
import { type PublicUser, ROLES } from '../../domain/auth.js';
import type { UserRow } from '../db/schema.js';

/** The user as API responses show it: never the hash or flags. */
export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  company_name: z.string().nullable(),
});

export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  role: u.role,
  company_name: u.company_name,
});
