import { z } from 'zod';
import type { Role } from './roles.js';

/**
 * Accounts: roles, and the one zod schema per form shared by the pages and the API.
 * Error messages are i18n keys (auth.errors.*): the page and the server translate them.
 */

// Roles and where they land live in a zod-free module, so the header does not ship zod to every page.
export { homeOfRole, ROLES, type Role, safeNextPath } from './roles.js';
import { ROLES } from './roles.js';

/** The user as the API shows it (login, GET /api/auth/me): never the password hash or the flags. */
export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  company_name: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A user in the admin's Users screen: the public record and what an admin manages. */
export const adminUserSchema = publicUserSchema.extend({
  phone: z.string().nullable(),
  /** A crew member's colour on the schedule (#rrggbb); null for others. */
  colour: z.string().nullable(),
  is_disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * Registration sends user_type client or specialist (docs/decisions/0005-accounts-and-access.md); an admin is
 * never self-registered.
 */
export const USER_TYPES = ['client', 'specialist'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ROLE_OF_USER_TYPE: Record<UserType, Role> = { client: 'customer', specialist: 'professional' };

export const MIN_PASSWORD_LENGTH = 6;
const MAX_PASSWORD_LENGTH = 200;

const required = (max: number, key: string) => z.string({ error: key }).trim().min(1, key).max(max, 'auth.errors.tooLong');
const optional = (max: number) => z.string({ error: 'auth.errors.invalid' }).trim().max(max, 'auth.errors.tooLong');

export const emailField = z
  .string({ error: 'auth.errors.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'auth.errors.emailRequired')
  .max(254, 'auth.errors.tooLong')
  .pipe(z.email('auth.errors.emailInvalid'));

/**
 * A new password: SPEC.md's minimum of 6 characters, and not only spaces. The server also refuses
 * the 10,000 most common passwords (server/auth/password-policy.ts: the list stays off the pages).
 */
export const newPasswordField = z
  .string({ error: 'auth.errors.passwordTooShort' })
  .min(MIN_PASSWORD_LENGTH, 'auth.errors.passwordTooShort')
  .max(MAX_PASSWORD_LENGTH, 'auth.errors.tooLong')
  .refine((value) => value.trim() !== '', 'auth.errors.passwordBlank');

/** A crew member's colour on the schedule: #rrggbb, stored lower-case. */
export const colourField = z
  .string({ error: 'apiErrors.users.colourInvalid' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'apiErrors.users.colourInvalid')
  .transform((value) => value.toLowerCase());

/** A crew member's phone: the office calls the crew on it, so it is required when set by an admin. */
export const crewPhoneField = required(40, 'apiErrors.users.phoneRequired');

/** POST /api/admin/users: a crew member the admin adds (docs/security.md); they choose their password from the invitation. */
export const newCrewMemberSchema = z.object({
  first_name: required(100, 'auth.errors.firstNameRequired'),
  last_name: required(100, 'auth.errors.lastNameRequired'),
  email: emailField,
  phone: crewPhoneField,
  colour: colourField,
});

const profileFields = {
  first_name: required(100, 'auth.errors.firstNameRequired'),
  last_name: required(100, 'auth.errors.lastNameRequired'),
  phone: optional(40).optional(),
  address: optional(300).optional(),
  company_name: optional(150).optional(),
};

/** Run even when other fields failed, so the form shows every problem at once. */
const always = { when: () => true };

/** A professional's company name is required (docs/decisions/0005-accounts-and-access.md). */
function companyRule(isProfessional: (value: { user_type?: unknown }) => boolean) {
  return (value: { company_name?: unknown; user_type?: unknown }, ctx: z.RefinementCtx) => {
    const company = typeof value?.company_name === 'string' ? value.company_name.trim() : '';
    if (isProfessional(value ?? {}) && !company) {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'auth.errors.companyRequired' });
    }
  };
}

const registerFields = z.object({
  ...profileFields,
  email: emailField,
  password: newPasswordField,
  user_type: z.enum(USER_TYPES, { error: 'auth.errors.userTypeInvalid' }),
});

const isSpecialist = (v: { user_type?: unknown }) => v.user_type === 'specialist';

/** POST /api/auth/register: the payload of docs/decisions/0006-api-shapes.md. */
export const registerSchema = registerFields.superRefine(companyRule(isSpecialist), always);

/** The register form: the payload plus the password confirmation, checked in the browser. */
export const registerFormSchema = registerFields
  .extend({ confirm_password: z.string() })
  .superRefine(companyRule(isSpecialist), always)
  .superRefine((v, ctx) => {
    if (v?.password !== v?.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'auth.errors.passwordsMismatch' });
    }
  }, always);

export const loginSchema = z.object({
  email: z
    .string({ error: 'auth.errors.emailRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'auth.errors.emailRequired')
    .max(254, 'auth.errors.tooLong'),
  password: z
    .string({ error: 'auth.errors.passwordRequired' })
    .min(1, 'auth.errors.passwordRequired')
    .max(MAX_PASSWORD_LENGTH, 'auth.errors.tooLong'),
  /** Remember me: a longer-lived session kept across browser restarts. */
  remember: z.boolean().optional(),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'auth.errors.resetInvalid' }).min(1, 'auth.errors.resetInvalid').max(200, 'auth.errors.resetInvalid'),
  password: newPasswordField,
});

/** The profile a signed-in user edits; the company name counts only for professionals. */
export const profileSchema = z.object(profileFields);
export const profileSchemaFor = (role: Role) =>
  profileSchema.superRefine(
    companyRule(() => role === 'professional'),
    always,
  );

export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: 'auth.errors.passwordRequired' })
    .min(1, 'auth.errors.passwordRequired')
    .max(MAX_PASSWORD_LENGTH, 'auth.errors.tooLong'),
  new_password: newPasswordField,
});
