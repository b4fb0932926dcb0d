import type { AppContext } from '../context.js';
import { visitReminderEmail } from '../jobs/emails.js';
import { visitQuery } from '../jobs/repository.js';
import { enqueueMail } from '../mail/outbox.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { VISIT_REMINDER_BEFORE_MS } from '../visits/rules.js';
import type { ScheduledTask } from './scheduler.js';

const BATCH = 100;

/**
 * The client's reminder of a job visit, the day before (the same 24 hours as a site visit's), with
 * the arrival window: due once the visit is less than 24 hours away and still ahead, so what fell
 * due during downtime goes out and a visit already begun gets none. Claimed by setting reminded_at
 * where it is still empty, in the transaction that writes the e-mail: sent once across processes.
 * A visit moved to another time is reminded again (jobs/service.ts clears reminded_at).
 */
export const jobVisitReminders = (ctx: AppContext): ScheduledTask => ({
  name: 'job-visit-reminders',
  async run(now) {
    const stamp = now.toISOString();
    const due = await visitQuery(ctx.db)
      .where('job_visits.status', '=', 'scheduled')
      .where('job_visits.reminded_at', 'is', null)
      .where('job_visits.starts_at', '>', stamp)
      .where('job_visits.starts_at', '<=', new Date(now.getTime() + VISIT_REMINDER_BEFORE_MS).toISOString())
      .orderBy('job_visits.starts_at')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return 0;
    const brand = await readEmailBrand(ctx);
    const window = brand.company.visits.arrivalWindowMinutes;
    let sent = 0;
    for (const visit of due) {
      const claimed = await ctx.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('job_visits')
          .set({ reminded_at: stamp })
          .where('id', '=', visit.id)
          .where('reminded_at', 'is', null)
          .where('status', '=', 'scheduled')
          .where('starts_at', '=', visit.starts_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        const email = await trx
          .selectFrom('client_emails')
          .select('email')
          .where('client_id', '=', visit.client_id)
          .orderBy('id')
          .executeTakeFirst();
        // A client without an e-mail is claimed all the same: there is nobody to remind.
        if (email) {
          await enqueueMail(trx, visitReminderEmail({ publicUrl: ctx.config.publicUrl, brand, visit, to: email.email }, window));
        }
        return email !== undefined;
      });
      if (claimed) sent += 1;
    }
    if (sent) ctx.outbox.nudge();
    return sent;
  },
});
