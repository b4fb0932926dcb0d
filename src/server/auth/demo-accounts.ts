import type { Role } from '../../domain/auth.js';
import type { AppContext } from '../context.js';
import { findUserByEmail, insertUser, updateUser } from '../users/repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endUserSessions } from './sessions.js';

/** The demo logins (docs/decisions/0005-accounts-and-access.md), listed on the login page while they exist. */
export const DEMO_ACCOUNTS: readonly {
  email: string;
  password: string;
  role: Role;
  first_name: string;
  last_name: string;
  company_name: string | null;
}[] = [
  {
    email: 'customer@example.com',
    password: 'customer123',
    role: 'customer',
    first_name: 'Casey',
    last_name: 'Morgan',
    company_name: null,
  },
  {
    email: 'pro@example.com',
    password: 'pro12345',
    role: 'professional',
    first_name: 'Pat',
    last_name: 'Rivera',
    company_name: 'Rivera Garden Works',
  },
  { email: 'admin@example.com', password: 'admin123', role: 'admin', first_name: 'Alex', last_name: 'Admin', company_name: null },
];

/** Demo accounts that can sign in now (present and not disabled), for the login page's box. */
export async function activeDemoAccounts(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('users')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .where('is_disabled', '=', 0)
    .execute();
  const present = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email)).map(({ email, password, role }) => ({ email, password, role }));
}

/**
 * DEMO_ACCOUNTS=true (default): adds the missing demo accounts. DEMO_ACCOUNTS=false: a demo
 * account that still has its published password is disabled and signed out, since anyone could
 * use it; one given a private password is left alone. Either way, a warning names the demo
 * accounts that can still sign in.
 */
export async function seedDemoAccounts(ctx: AppContext): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(ctx.db, demo.email);
    if (ctx.config.demoAccounts && !existing) {
      const { password, ...fields } = demo;
      // Their addresses are the company's own examples: verified, so they show what a verified account sees.
      await insertUser(ctx.db, {
        ...fields,
        password_hash: await hashPassword(password),
        phone: null,
        address: null,
        email_verified_at: new Date().toISOString(),
      });
    } else if (
      !ctx.config.demoAccounts &&
      existing &&
      !existing.is_disabled &&
      (await verifyPassword(existing.password_hash, demo.password))
    ) {
      await updateUser(ctx.db, existing.id, { is_disabled: 1 });
      await endUserSessions(ctx, existing.id);
      ctx.log.info({ email: demo.email }, 'demo account disabled (DEMO_ACCOUNTS=false)');
    }
  }
  const active = await activeDemoAccounts(ctx);
  if (active.length > 0) {
    ctx.log.warn(
      { accounts: active.map((a) => a.email) },
      'Demo accounts with published passwords can sign in. Set DEMO_ACCOUNTS=false and create a real admin with `npm run admin:create` before going live.',
    );
  }
}
