import type { Kysely } from 'kysely';
import { SETUP_ITEMS, type SetupChecklist, type SetupKey } from '../../domain/setup.js';
import { activeDemoAccounts } from '../auth/demo-accounts.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { SITE_PICTURES } from '../images/site-pictures.js';
import { readTeamPhotos } from '../media-library/team-photos.js';
import { readCompany } from '../settings/repository.js';
import { currentItems } from '../site-blocks/repository.js';

/** The owner's own answers kept in app_state: the prices ticked as checked, the list dismissed. */
export const SETUP_STATE = { pricesChecked: 'setup:prices-checked', dismissed: 'setup:dismissed' } as const;

export async function readSetupFlag(db: Kysely<DB>, key: string): Promise<boolean> {
  return (await db.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst()) !== undefined;
}

export async function writeSetupFlag(db: Kysely<DB>, key: string, on: boolean): Promise<void> {
  if (!on) {
    await db.deleteFrom('app_state').where('key', '=', key).execute();
    return;
  }
  const value = new Date().toISOString();
  await db
    .insertInto('app_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Whether the newest hero picture is a photo (an upload), not the illustrator's drawing. */
async function heroIsPhoto(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('images as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select('m.drawn')
    .where('i.upload_purpose', '=', SITE_PICTURES.hero.purpose)
    .orderBy('i.id', 'desc')
    .executeTakeFirst();
  return row?.drawn === 0;
}

/** Active services whose main picture is a photo, of all active services. */
async function servicePhotos(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('services as s')
    .leftJoin('service_images as si', (join) => join.onRef('si.service_id', '=', 's.id').on('si.image_type', '=', 'primary'))
    .leftJoin('media as m', 'm.id', 'si.media_id')
    .select(['s.id', 'm.drawn'])
    .where('s.is_active', '=', 1)
    .execute();
  return { done: rows.filter((r) => r.drawn === 0).length, total: rows.length };
}

/** A published project with both its photos: the gallery has something to show. */
async function hasProject(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('projects as p')
    .select('p.id')
    .where('p.is_published', '=', 1)
    .where((eb) =>
      eb(
        eb
          .selectFrom('project_photos as f')
          .select((f) => f.fn.countAll().as('n'))
          .whereRef('f.project_id', '=', 'p.id'),
        '>=',
        2,
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Each item of 'Make the site yours', ticked from what the site holds now. */
export async function setupChecklist(ctx: AppContext): Promise<SetupChecklist> {
  const { db } = ctx;
  const [company, hero, services, project, team, photos, demo, pricesChecked, dismissed] = await Promise.all([
    readCompany(db),
    heroIsPhoto(db),
    servicePhotos(db),
    hasProject(db),
    currentItems(db, 'team'),
    readTeamPhotos(db),
    activeDemoAccounts(ctx),
    readSetupFlag(db, SETUP_STATE.pricesChecked),
    readSetupFlag(db, SETUP_STATE.dismissed),
  ]);
  const teamDone = team.filter((member) => photos.has(member.id)).length;
  const state: Record<SetupKey, { done: boolean; progress?: { done: number; total: number } }> = {
    heroPhoto: { done: hero },
    servicePhotos: { done: services.total > 0 && services.done === services.total, progress: services },
    projects: { done: project },
    teamPhotos: { done: team.length > 0 && teamDone === team.length, progress: { done: teamDone, total: team.length } },
    licence: { done: company.credentials.licenseNumber.trim() !== '' },
    reviewLink: { done: company.reviewUrl !== '' },
    pricesChecked: { done: pricesChecked },
    demoAccounts: { done: demo.length === 0 },
    outgoingMail: { done: Boolean(ctx.config.smtpUrl) },
  };
  const items = SETUP_ITEMS.map(({ key, path }) => ({ key, path, done: state[key].done, progress: state[key].progress ?? null }));
  return { items, dismissed, hidden: dismissed || items.every((item) => item.done) };
}
