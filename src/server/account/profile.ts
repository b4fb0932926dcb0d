import { z } from 'zod';
import { ROLES } from '../../domain/auth.js';
import type { UserRow } from '../db/schema.js';

/** The signed-in user's own profile (GET/PUT /api/account/profile and /dashboard). */
export const profileViewSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  company_name: z.string().nullable(),
  role: z.enum(ROLES),
  created_at: z.string(),
  /** When the account confirmed its address by the mailed link; null until then (auth/email-verification.ts). */
  email_verified_at: z.string().nullable(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const toProfile = (u: UserRow): ProfileView => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  phone: u.phone,
  address: u.address,
  company_name: u.company_name,
  role: u.role,
  created_at: u.created_at,
  email_verified_at: u.email_verified_at,
});
