import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLang, type Lang } from '../../domain/languages.js';
import { LEAD_TYPES, type LeadType } from '../../domain/leads.js';
import { replySchema } from '../../domain/proposals/schema.js';
import { translator } from '../../i18n/translate.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { renderEmail } from '../mail/layout.js';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.js';
import { type EmailBrand, readEmailBrand } from '../site-images/email-logo.js';
import { markContacted } from './first-response.js';
import { leadEvents } from './repository.js';
import { leadEventSchema } from './schemas.js';

const leadParams = z.object({ type: z.enum(LEAD_TYPES), id: z.coerce.number().int().positive() });

/** Who a lead is, to write to them: address, name and the language they used. */
async function recipientOf(ctx: AppContext, type: LeadType, id: number) {
  const table = type === 'quote' ? 'quote_requests' : 'contact_messages';
  return ctx.db.selectFrom(table).select(['name', 'email', 'language_code']).where('id', '=', id).executeTakeFirst();
}

/** A plain e-mail from the company: the admin's subject and words, the site's layout, replies to the company. */
export function replyMail(brand: EmailBrand, to: { email: string; lang: Lang }, subject: string, message: string): OutgoingMail {
  const t = translator(to.lang);
  const { html, text } = renderEmail({
    lang: to.lang,
    company: brand.company,
    logo: brand.logo,
    heading: subject,
    paragraphs: message
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    footer: t('proposalDocuments.email.reply.footer', { company: brand.company.name }),
  });
  return { kind: 'lead-reply', to: to.email, subject, replyTo: brand.company.email, html, text };
}

/** POST /api/admin/leads/{type}/{id}/replies: an e-mail to the lead, kept in its history with who sent it and when; it answers the lead. */
export const leadReplyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/admin/leads/:type/:id/replies',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'E-mail the lead (subject and text); the reply joins the lead history',
          params: leadParams,
          body: replySchema,
          response: { 201: z.object({ success: z.literal(true), data: leadEventSchema }) },
        },
      },
      async (request, reply) => {
        const { type, id } = request.params;
        const lead = await recipientOf(ctx, type, id);
        if (!lead) throw notFound('apiErrors.leadNotFound');
        const { subject, message } = request.body;
        const lang: Lang = isLang(lead.language_code) ? lead.language_code : 'en';
        const brand = await readEmailBrand(ctx);
        const eventId = await ctx.db.transaction().execute(async (trx) => {
          const at = new Date().toISOString();
          // A reply answers the lead: a new one becomes 'contacted' (listed before the reply in its history).
          await markContacted(trx, { type, id }, request.user!.id, at);
          const row = await trx
            .insertInto('lead_events')
            .values({
              lead_type: type,
              lead_id: id,
              user_id: request.user!.id,
              kind: 'reply',
              status: null,
              note: message,
              subject,
              created_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await enqueueMail(trx, replyMail(brand, { email: lead.email, lang }, subject, message));
          return row.id;
        });
        ctx.outbox.nudge();
        const event = (await leadEvents(ctx.db, type, id)).find((e) => e.id === eventId)!;
        return reply.code(201).send({ success: true as const, data: event });
      },
    );
  };
