import type { Kysely } from 'kysely';
import { type CompanySettings, companySettingsSchema, DEFAULT_COMPANY } from '../../domain/company.js';
import type { DB } from '../db/schema.js';

const ROW_ID = 1;

export async function readCompany(db: Kysely<DB>): Promise<CompanySettings> {
  const row = await db.selectFrom('company_settings').select('data').where('id', '=', ROW_ID).executeTakeFirst();
  if (!row) return DEFAULT_COMPANY;
  // Fields added later take their defaults; a stored value always wins.
  const saved = JSON.parse(row.data) as Partial<CompanySettings>;
  const stored = { ...DEFAULT_COMPANY, ...saved, visits: { ...DEFAULT_COMPANY.visits, ...saved.visits } };
  const parsed = companySettingsSchema.safeParse({ ...stored, social: publishableLinks(stored.social) });
  return parsed.success ? parsed.data : DEFAULT_COMPANY;
}

/**
 * Social links saved before only http(s) addresses were accepted may hold javascript: or data:
 * addresses: those are dropped (the link is hidden) rather than published or losing the record.
 */
function publishableLinks(social: CompanySettings['social']): CompanySettings['social'] {
  const link = companySettingsSchema.shape.social.shape.facebook;
  return Object.fromEntries(
    Object.entries(social ?? {}).map(([name, value]) => [name, link.safeParse(value).success ? value : '']),
  ) as CompanySettings['social'];
}

export async function writeCompany(db: Kysely<DB>, settings: CompanySettings): Promise<void> {
  const data = JSON.stringify(settings);
  const updated_at = new Date().toISOString();
  await db
    .insertInto('company_settings')
    .values({ id: ROW_ID, data, updated_at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at }))
    .execute();
}

/** Seeds the defaults once; an edited record is never touched again. */
export async function seedCompany(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('company_settings')
    .values({ id: ROW_ID, data: JSON.stringify(DEFAULT_COMPANY), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
