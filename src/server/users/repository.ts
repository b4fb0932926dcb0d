import { type Kysely, sql } from 'kysely';
import type { Role } from '../../domain/auth.js';
import type { DB, NewUser, UserRow, UserUpdate } from '../db/schema.js';

/** E-mails are stored trimmed and lower-case, so lookups are exact on both engines. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a user; answers undefined when the e-mail is already taken (also under a race). */
export async function insertUser(db: Kysely<DB>, user: Omit<NewUser, 'created_at' | 'updated_at'>): Promise<UserRow | undefined> {
  const now = new Date().toISOString();
  const values = { ...user, email: normalizeEmail(user.email), created_at: now, updated_at: now };
  const inserted = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? findUserById(db, inserted.id) : undefined;
}

export async function updateUser(
  db: Kysely<DB>,
  id: number,
  changes: Omit<UserUpdate, 'id' | 'created_at' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export interface UserListQuery {
  search?: string;
  role?: Role;
  page: number;
  pageSize: number;
}

/** Accounts for the admin list, newest first, searched by name or e-mail. */
export async function listUsers(db: Kysely<DB>, q: UserListQuery): Promise<{ users: UserRow[]; total: number }> {
  let base = db.selectFrom('users');
  if (q.role) base = base.where('role', '=', q.role);
  if (q.search) {
    const like = `%${q.search.toLowerCase()}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', like),
        eb(eb.fn('lower', ['first_name']), 'like', like),
        eb(eb.fn('lower', ['last_name']), 'like', like),
        eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', like),
      ]),
    );
  }
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const users = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return { users, total: Number(total) };
}
