import type { FastifyInstance } from 'fastify';
import type { Role } from '../../src/domain/auth.js';
import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts.js';
import { type CaughtMail, deliveredMail } from './mail.js';

export type SignedInHeaders = { cookie: string };

/** The demo account of a role (seeded in every test database). */
export const demoAccount = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

/** The session cookie of a Set-Cookie header list, ready to send back. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith('session='));
  if (!line) throw new Error('The response set no session cookie');
  return line.split(';')[0];
}

/** Signs in through POST /api/auth/login; returns the headers that carry the session. */
export async function login(app: FastifyInstance, email: string, password: string, remember = false): Promise<SignedInHeaders> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, remember } });
  if (res.statusCode !== 200) throw new Error(`Login of ${email} failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieOf(res.headers['set-cookie']) };
}

/** Signs in as the demo customer, professional or admin; use the headers on app.inject. */
export function loginAs(app: FastifyInstance, role: Role): Promise<SignedInHeaders> {
  const account = demoAccount(role);
  return login(app, account.email, account.password);
}

/** The reset link of the newest reset e-mail to an address, once the outbox has delivered it. */
export async function resetLinkMailed(
  t: { app: FastifyInstance; dataDir: string },
  to: string,
): Promise<{ url: URL; mail: CaughtMail }> {
  const mail = (await deliveredMail(t)).reverse().find((m) => m.to === to);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!mail || !link) throw new Error(`No reset e-mail to ${to}`);
  return { url: new URL(link), mail };
}

/**
 * Signs in a new crew member: crew accounts are staff, so they are registered and then given the
 * role by an admin (there is no demo crew account).
 */
export async function signInNewCrew(
  app: FastifyInstance,
  admin: SignedInHeaders,
  email = 'crew.member@example.com',
): Promise<{ headers: SignedInHeaders; id: number }> {
  const password = 'Mow-the-lawn-7';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      first_name: 'Casey',
      last_name: 'Crew',
      email,
      password,
      phone: '(206) 555-0142',
      address: '',
      company_name: '',
      user_type: 'client',
    },
  });
  if (registered.statusCode !== 201) throw new Error(`Registering ${email} failed: ${registered.statusCode} ${registered.body}`);
  const found = await app.inject({ url: `/api/admin/users?search=${encodeURIComponent(email)}`, headers: admin });
  const id = (found.json() as { data: { users: { id: number }[] } }).data.users[0]!.id;
  const promoted = await app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}`,
    headers: admin,
    payload: { role: 'crew' },
  });
  if (promoted.statusCode !== 200) throw new Error(`Making ${email} crew failed: ${promoted.statusCode} ${promoted.body}`);
  return { headers: await login(app, email, password), id };
}
