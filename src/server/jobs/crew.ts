import type { z } from 'zod';
import type { completeVisitSchema } from '../../domain/jobs/model.js';
import { addDays } from '../../domain/visits/time-zone.js';
import type { AppContext } from '../context.js';
import { HttpError, notFound } from '../http/errors.js';
import { IMAGE_UPLOAD_MAX_BYTES, uploadError } from '../http/image-upload.js';
import { deleteMedia, storeImage } from '../media/repository.js';
import { enqueueMail } from '../mail/outbox.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { localInstant } from '../../domain/jobs/recurrence.js';
import { readCompany } from '../settings/repository.js';
import { onMyWayEmail, visitCompletedEmail } from './emails.js';
import { photosOfVisits, visitQuery, type VisitRow } from './repository.js';
import { refreshJobStatus, visitViews } from './service.js';

/** A crew member's visit, or 404: another member's visit does not exist for them. */
export async function crewVisit(ctx: AppContext, userId: number, visitId: number): Promise<VisitRow> {
  const row = await visitQuery(ctx.db)
    .where('job_visits.id', '=', visitId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('job_visit_crew')
          .select('visit_id')
          .whereRef('job_visit_crew.visit_id', '=', 'job_visits.id')
          .where('job_visit_crew.user_id', '=', userId),
      ),
    )
    .executeTakeFirst();
  if (!row) throw notFound('apiErrors.jobs.visitNotFound');
  return row;
}

/** My day: a crew member's visits of one date (company time zone), in order, cancelled ones left out. */
export async function crewDay(ctx: AppContext, userId: number, date: string) {
  const tz = (await readCompany(ctx.db)).timeZone;
  const from = new Date(localInstant(date, 0, tz)).toISOString();
  const to = new Date(localInstant(addDays(date, 1), 0, tz)).toISOString();
  const rows = await visitQuery(ctx.db)
    .innerJoin('job_visit_crew', 'job_visit_crew.visit_id', 'job_visits.id')
    .where('job_visit_crew.user_id', '=', userId)
    .where('job_visits.starts_at', '>=', from)
    .where('job_visits.starts_at', '<', to)
    .where('job_visits.status', '!=', 'cancelled')
    .orderBy('job_visits.starts_at')
    .execute();
  const views = await visitViews(ctx, rows, tz);
  const phones = await clientPhones(
    ctx,
    rows.map((r) => r.client_id),
  );
  return views.map((v) => ({ ...v, client_phone: phones.get(v.client_id) ?? null }));
}

async function clientPhones(ctx: AppContext, clientIds: number[]): Promise<Map<number, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('client_phones')
    .select(['client_id', 'phone'])
    .where('client_id', 'in', clientIds)
    .orderBy('id')
    .execute();
  const phones = new Map<number, string>();
  for (const r of rows) if (!phones.has(r.client_id)) phones.set(r.client_id, r.phone);
  return phones;
}

async function clientEmail(ctx: AppContext, clientId: number): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('client_emails')
    .select('email')
    .where('client_id', '=', clientId)
    .orderBy('id')
    .executeTakeFirst();
  return row?.email ?? null;
}

const refuseClosed = (row: VisitRow) => {
  if (row.status === 'cancelled') throw new HttpError(409, 'apiErrors.jobs.visitClosed');
};

/**
 * 'On my way': recorded once, with one e-mail to the client (in its language, through the
 * outbox). The claim is a conditional update, so a second tap or a retried request does nothing.
 */
export async function onMyWay(ctx: AppContext, userId: number, visitId: number) {
  const row = await crewVisit(ctx, userId, visitId);
  refuseClosed(row);
  const at = new Date().toISOString();
  const email = await clientEmail(ctx, row.client_id);
  const brand = await readEmailBrand(ctx);
  const crewName = await ctx.db.selectFrom('users').select('first_name').where('id', '=', userId).executeTakeFirstOrThrow();
  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('job_visits')
      .set({ on_my_way_at: at, status: row.status === 'scheduled' ? 'on_my_way' : row.status, updated_at: at })
      .where('id', '=', visitId)
      .where('on_my_way_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0 || !email) return;
    await enqueueMail(trx, onMyWayEmail({ publicUrl: ctx.config.publicUrl, brand, visit: row, to: email }, crewName.first_name));
  });
  ctx.outbox.nudge();
  return current(ctx, visitId);
}

/** 'Start': recorded once (the first time counts). */
export async function startVisit(ctx: AppContext, userId: number, visitId: number) {
  const row = await crewVisit(ctx, userId, visitId);
  refuseClosed(row);
  const at = new Date().toISOString();
  await ctx.db
    .updateTable('job_visits')
    .set({ started_at: at, status: 'in_progress', updated_at: at })
    .where('id', '=', visitId)
    .where('started_at', 'is', null)
    .where('status', 'in', ['scheduled', 'on_my_way'])
    .execute();
  await refreshJobStatus(ctx.db, row.job_id, at);
  return current(ctx, visitId);
}

/** 'Complete' with notes, time spent and ticks: recorded once; a repeat answers the visit as completed. */
export async function completeVisit(
  ctx: AppContext,
  userId: number,
  visitId: number,
  input: z.infer<typeof completeVisitSchema>,
) {
  const row = await crewVisit(ctx, userId, visitId);
  refuseClosed(row);
  const at = new Date().toISOString();
  const [email, brand, photos] = await Promise.all([
    clientEmail(ctx, row.client_id),
    readEmailBrand(ctx),
    photosOfVisits(ctx.db, [visitId]),
  ]);
  // The summary goes with the claim: one e-mail, however often 'Complete' is sent.
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('job_visits')
      .set({
        completed_at: at,
        started_at: row.started_at ?? at,
        status: 'completed',
        notes: input.notes,
        minutes_spent: input.minutes,
        checklist_done: JSON.stringify(input.checklist),
        updated_at: at,
      })
      .where('id', '=', visitId)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (email) {
      const mail = { publicUrl: ctx.config.publicUrl, brand, visit: row, to: email };
      await enqueueMail(trx, visitCompletedEmail(mail, input.checklist, photos.get(visitId) ?? []));
    }
    return true;
  });
  await refreshJobStatus(ctx.db, row.job_id, at);
  if (claimed) ctx.outbox.nudge();
  return current(ctx, visitId);
}

/** Where the crew's photos are stored, among the media the owner can later use for projects. */
const PHOTO_FOLDER = 'job-visits';

/**
 * A photo of the visit, checked by its content and re-encoded like every upload; the API's
 * multipart route and the /crew page's form both add it here.
 */
export async function addVisitPhoto(ctx: AppContext, userId: number, visitId: number, image: Buffer | undefined) {
  const visit = await crewVisit(ctx, userId, visitId);
  refuseClosed(visit);
  if (!image || image.length === 0) throw new HttpError(400, 'uploads.noFile');
  let media;
  try {
    media = await storeImage(ctx, image, { folder: PHOTO_FOLDER, maxBytes: IMAGE_UPLOAD_MAX_BYTES });
  } catch (error) {
    throw uploadError(error);
  }
  try {
    await ctx.db
      .insertInto('job_visit_photos')
      .values({ visit_id: visit.id, media_id: media.id, user_id: userId, created_at: new Date().toISOString() })
      .execute();
  } catch (error) {
    await deleteMedia(ctx, media.id);
    throw error;
  }
  return current(ctx, visit.id);
}

async function current(ctx: AppContext, visitId: number) {
  const rows = await visitQuery(ctx.db).where('job_visits.id', '=', visitId).execute();
  return (await visitViews(ctx, rows))[0];
}
