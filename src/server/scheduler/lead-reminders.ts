import { DEFAULT_LANG } from '../../domain/languages.js';
import { formatDateTime } from '../../domain/format.js';
import { REPLY_PROMISE_MS } from '../../domain/leads.js';
import { translator } from '../../i18n/translate.js';
import type { AppContext } from '../context.js';
import { renderEmail } from '../mail/layout.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { type EmailBrand, readEmailBrand } from '../site-images/email-logo.js';
import type { ScheduledTask } from './scheduler.js';

/** A new lead reminds the company this long after it arrived: 4 hours before the 24-hour promise runs out. */
export const LEAD_REMINDER_AFTER_MS = 20 * 3_600_000;
const BATCH = 100;
const TABLES = { quote: 'quote_requests', contact: 'contact_messages' } as const;

interface WaitingLead {
  type: keyof typeof TABLES;
  id: number;
  name: string;
  email: string;
  created_at: string;
}

/**
 * One e-mail to the company for every lead still unanswered 20 hours after it arrived ('reply due
 * in 4 hours'): no reply, proposal, logged call or status change yet (leads/first-response.ts). Claimed by setting reply_reminded_at where it is still empty, in the transaction that
 * writes the e-mail: one reminder per lead, whatever the number of processes; a lead that passed
 * 20 hours while no process ran is reminded at the next run, with the time actually left.
 */
export const leadReminders = (ctx: AppContext): ScheduledTask => ({
  name: 'lead-reminders',
  async run(now) {
    const stamp = now.toISOString();
    const cutoff = new Date(now.getTime() - LEAD_REMINDER_AFTER_MS).toISOString();
    const due: WaitingLead[] = [];
    for (const type of ['quote', 'contact'] as const) {
      const rows = await ctx.db
        .selectFrom(TABLES[type])
        .select(['id', 'name', 'email', 'created_at'])
        .where('first_response_at', 'is', null)
        .where('reply_reminded_at', 'is', null)
        .where('created_at', '<=', cutoff)
        .orderBy('created_at')
        .limit(BATCH)
        .execute();
      due.push(...rows.map((r) => ({ ...r, type })));
    }
    if (due.length === 0) return 0;
    const brand = await readEmailBrand(ctx);
    let sent = 0;
    for (const lead of due) {
      const claimed = await ctx.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable(TABLES[lead.type])
          .set({ reply_reminded_at: stamp })
          .where('id', '=', lead.id)
          .where('reply_reminded_at', 'is', null)
          .where('first_response_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await enqueueMail(trx, leadReminderMail(ctx.config, brand, lead, now));
        return true;
      });
      if (claimed) sent += 1;
    }
    if (sent) ctx.outbox.nudge();
    return sent;
  },
});

/** 'Reply due in 4 hours: Dana Fern', in the company's language, with the lead's page one click away. */
export function leadReminderMail(
  config: { publicUrl: string; companyEmail?: string },
  brand: EmailBrand,
  lead: WaitingLead,
  now: Date,
): OutgoingMail {
  const { company, logo } = brand;
  const t = translator(DEFAULT_LANG);
  const deadline = Date.parse(lead.created_at) + REPLY_PROMISE_MS;
  const hours = Math.ceil((deadline - now.getTime()) / 3_600_000);
  const vars = {
    name: lead.name,
    type: t(`leads.types.${lead.type}`),
    received: formatDateTime(lead.created_at, DEFAULT_LANG, company.timeZone),
    deadline: formatDateTime(new Date(deadline).toISOString(), DEFAULT_LANG, company.timeZone),
    count: hours,
  };
  const state = hours > 0 ? 'due' : 'overdue';
  const { html, text } = renderEmail({
    lang: DEFAULT_LANG,
    company,
    logo,
    heading: t(`email.leadReminder.${state}.heading`, vars),
    paragraphs: [t('email.leadReminder.intro', vars), t(`email.leadReminder.${state}.promise`, vars)],
    rows: [
      { label: t('email.leadReminder.rows.name'), value: lead.name },
      { label: t('email.leadReminder.rows.email'), value: lead.email },
      { label: t('email.leadReminder.rows.received'), value: vars.received },
    ],
    action: { label: t('email.leadReminder.open'), url: `${config.publicUrl}/admin/leads/${lead.type}/${lead.id}` },
    footer: t('email.leadReminder.footer'),
  });
  return {
    kind: 'lead-reminder',
    to: config.companyEmail ?? company.email,
    replyTo: lead.email,
    subject: t(`email.leadReminder.${state}.subject`, vars),
    text,
    html,
  };
}
