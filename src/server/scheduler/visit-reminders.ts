import type { AppContext } from '../context.js';
import { enqueueMail } from '../mail/outbox.js';
import { readEmailBrand } from '../site-images/email-logo.js';
import { visitEmails } from '../visits/emails.js';
import { issueVisitLink, manageUrl } from '../visits/links.js';
import { VISIT_REMINDER_BEFORE_MS } from '../visits/rules.js';
import type { ScheduledTask } from './scheduler.js';

const BATCH = 100;

/**
 * The visitor's reminder, 24 hours before a booked visit. Due once the visit is less than 24 hours
 * away and still ahead (after downtime, what fell due meanwhile goes out; a visit already past
 * gets none). Each visit is claimed by setting reminded_at where it is still empty, in the
 * transaction that writes the e-mail: sent once, whatever the number of processes.
 */
export const visitReminders = (ctx: AppContext): ScheduledTask => ({
  name: 'visit-reminders',
  async run(now) {
    const stamp = now.toISOString();
    const due = await ctx.db
      .selectFrom('visits')
      .selectAll()
      .where('status', '=', 'booked')
      .where('reminded_at', 'is', null)
      .where('start_at', '>', stamp)
      .where('start_at', '<=', new Date(now.getTime() + VISIT_REMINDER_BEFORE_MS).toISOString())
      .orderBy('start_at')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return 0;
    const brand = await readEmailBrand(ctx);
    let sent = 0;
    for (const visit of due) {
      const claimed = await ctx.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('visits')
          .set({ reminded_at: stamp })
          .where('id', '=', visit.id)
          .where('reminded_at', 'is', null)
          .where('status', '=', 'booked')
          .where('start_at', '=', visit.start_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        const link = manageUrl(ctx.config.publicUrl, await issueVisitLink(trx, visit.id, stamp), visit);
        for (const mail of visitEmails(ctx.config, brand, visit, 'reminder', link)) await enqueueMail(trx, mail);
        return true;
      });
      if (claimed) sent += 1;
    }
    if (sent) ctx.outbox.nudge();
    return sent;
  },
});
