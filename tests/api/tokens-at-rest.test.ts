import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/server/db/connect.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import { findVisitByToken } from '../../src/server/visits/repository.js';
import { demoAccount, loginAs, resetLinkMailed } from '../helpers/auth.js';
import { databaseRows } from '../helpers/db-state.js';
import { insertQuoteRequest } from '../helpers/leads.js';
import { deliveredMail } from '../helpers/mail.js';
import { sendProposal } from '../helpers/proposals.js';
import { databaseSettings, type Engine, postgresAdmin, unique } from '../helpers/templates.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { book, booking, freeSlotsOf, tokenOf } from '../helpers/visits.js';

/** Every row of every table as text: a token found here is a working link at rest (and in every backup). */
async function databaseText(t: TestApp): Promise<string> {
  return [...(await databaseRows(t.app.ctx.db)).values()].flat().join('\n');
}

/** The tokens of every link in the mail delivered so far. */
const linkTokens = (texts: string[]) =>
  texts.flatMap((text) =>
    [...text.matchAll(/\/(?:visits|proposals)\/([A-Za-z0-9_-]{20,})|token=([A-Za-z0-9_-]{20,})/g)].map((m) => m[1] ?? m[2]!),
  );

describe.each(engines)('working links at rest on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('keeps visit, proposal and reset tokens only as hashes, and delivered mail without them; the links work', async () => {
    const [first, second] = await freeSlotsOf(t.app, 'days=20');
    const booked = await book(t.app, booking(first!.start));
    const visitToken = tokenOf(booked.json().data.manage_url);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/visits/${visitToken}/reschedule`,
      payload: { start: second!.start },
    });
    expect(moved.statusCode).toBe(200);

    const admin = await loginAs(t.app, 'admin');
    const quoteId = await insertQuoteRequest(t.app.ctx.db, { email: 'quinn@example.org' });
    const proposal = await sendProposal(t.app, admin, quoteId);

    const email = demoAccount('customer').email;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

    // Until delivery the outbox holds the links (a retry must send them)…
    const pending = await t.app.ctx.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('status', '=', 'pending')
      .execute();
    expect(linkTokens(pending.map((m) => m.text_body)).length).toBeGreaterThanOrEqual(4);

    const { url: resetUrl } = await resetLinkMailed(t, email);
    const mails = await deliveredMail(t);
    const tokens = linkTokens(mails.flatMap((m) => [m.text, m.html]));
    expect(tokens).toEqual(expect.arrayContaining([visitToken, proposal.token, resetUrl.searchParams.get('token')!]));
    expect(new Set(tokens).size).toBeGreaterThanOrEqual(4);

    // …once delivered, no table holds any of them: not the visits, not the outbox's stored copies.
    const everything = await databaseText(t);
    for (const token of tokens) expect(everything, token).not.toContain(token);
    const stored = await t.app.ctx.db.selectFrom('outbox').select(['status', 'text_body', 'attachments']).execute();
    expect(stored.every((m) => m.status === 'sent')).toBe(true);
    expect(stored.some((m) => m.text_body.includes('/visits/[redacted]'))).toBe(true);
    expect(stored.some((m) => m.text_body.includes('/proposals/[redacted]'))).toBe(true);
    expect(stored.some((m) => m.text_body.includes('/reset-password?[redacted]'))).toBe(true);
    expect(stored.every((m) => JSON.parse(m.attachments).every((a: { content: string }) => a.content === ''))).toBe(true);

    // Every link that was mailed still works: each e-mail's own visit link, the proposal, the reset.
    for (const token of new Set(tokens.filter((x) => x !== proposal.token && x !== resetUrl.searchParams.get('token'))))
      expect((await t.app.inject({ url: `/api/visits/${token}` })).statusCode, token).toBe(200);
    expect((await t.app.inject({ url: `/api/proposals/${proposal.token}` })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetUrl.searchParams.get('token'), password: 'lilac-trombone-42' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sends working links on a retry after a failed delivery', async () => {
    const [slot] = await freeSlotsOf(t.app, 'days=20');
    await book(t.app, booking(slot!.start));
    // The first attempt fails (the mail server is down); the message waits with its links.
    const failing = { kind: 'smtp' as const, send: () => Promise.reject(new Error('421 try later')), close() {} };
    const { Outbox } = await import('../../src/server/mail/outbox.js');
    await new Outbox(t.app.ctx.db, t.app.ctx.database.engine, failing, t.app.log).deliverDue();
    const waiting = await t.app.ctx.db.selectFrom('outbox').select(['id', 'status', 'attempts']).execute();
    expect(waiting.every((m) => m.status === 'pending' && m.attempts === 1)).toBe(true);
    for (const m of waiting) await t.app.ctx.outbox.retry(m.id);
    const visitor = (await deliveredMail(t)).find((m) => m.to === 'dana@example.org')!;
    const token = linkTokens([visitor.text])[0]!;
    expect((await t.app.inject({ url: `/api/visits/${token}` })).statusCode).toBe(200);
  });
});

/** Migration 0008 on a site that stored visit tokens in clear and kept delivered mail whole. */
describe.each(engines)('migration 0008 on %s', (engine: Engine) => {
  let dataDir: string;
  let pgName: string | undefined;
  let database: Database;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-migration-'));
    pgName = engine === 'postgres' ? `evergreen_migration_${unique()}` : undefined;
    if (pgName) await postgresAdmin(`CREATE DATABASE ${pgName}`);
    database = connectDatabase(databaseSettings(dataDir, pgName));
  });
  afterEach(async () => {
    await database.close();
    if (pgName) await postgresAdmin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hashes the clear visit tokens (the mailed links keep working), scrubs delivered mail and lead sources, verifies admins', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0007_projects_analytics')).error).toBeUndefined();
    const db = database.db as unknown as import('kysely').Kysely<any>;
    const at = new Date().toISOString();
    const clear = 'Zx9-abcdefghijklmnopqrstuvwxyz0123456789ABC';
    const proposalToken = 'Pq7_abcdefghijklmnopqrstuvwxyz0123456789XYZ';
    const user = (email: string, role: string) =>
      db
        .insertInto('users')
        .values({
          email,
          role,
          password_hash: 'x',
          first_name: 'A',
          last_name: 'B',
          is_disabled: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
    await user('owner@example.org', 'admin');
    await user('customer@example.com', 'customer');
    await user('someone@example.org', 'customer');
    const lead = await db
      .insertInto('contact_messages')
      .values({
        name: 'Dana',
        email: 'dana@example.org',
        message: 'Hi',
        language_code: 'en',
        status: 'new',
        source_landing: `/proposals/${proposalToken}`,
        source_referrer: 'https://www.google.com/search',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('visits')
      .values({
        reference: 'VIS-1',
        manage_token: clear,
        start_at: '2030-03-10T17:00:00.000Z',
        end_at: '2030-03-10T18:00:00.000Z',
        name: 'Dana',
        email: 'dana@example.org',
        phone: '1',
        address: 'x',
        language_code: 'en',
        lead_type: 'contact',
        lead_id: lead.id,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const mail = (status: string, text: string) =>
      db
        .insertInto('outbox')
        .values({
          kind: 'x',
          recipient: 'dana@example.org',
          subject: 's',
          text_body: text,
          html_body: `<a href="${text}">open</a>`,
          attachments: JSON.stringify([
            { filename: 'site-visit.ics', contentType: 'text/calendar', content: Buffer.from(clear).toString('base64') },
          ]),
          status,
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
    await mail('sent', `https://site.example/visits/${clear}`);
    await mail('sent', `https://site.example/proposals/${proposalToken}?lang=es`);
    await mail('pending', `https://site.example/reset-password?token=${clear}`);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await findVisitByToken(database.db, clear))?.reference).toBe('VIS-1');
    const columns = (await database.db.introspection.getTables()).find((t) => t.name === 'visits')!.columns.map((c) => c.name);
    expect(columns).not.toContain('manage_token');
    const sent = await db.selectFrom('outbox').selectAll().where('status', '=', 'sent').execute();
    expect(sent.map((m) => m.text_body as string)).toEqual([
      'https://site.example/visits/[redacted]',
      'https://site.example/proposals/[redacted]?lang=es',
    ]);
    for (const m of sent)
      expect(JSON.stringify(m)).not.toMatch(new RegExp(`${clear}|${proposalToken}|${Buffer.from(clear).toString('base64')}`));
    // A message not delivered yet keeps its working link for its delivery.
    const pending = await db.selectFrom('outbox').select('text_body').where('status', '=', 'pending').executeTakeFirstOrThrow();
    expect(pending.text_body).toContain(clear);
    const leadRow = await db
      .selectFrom('contact_messages')
      .select(['source_landing', 'source_referrer'])
      .executeTakeFirstOrThrow();
    expect(leadRow).toEqual({ source_landing: '/proposals/[redacted]', source_referrer: 'https://www.google.com/search' });
    const verified = await db.selectFrom('users').select(['email', 'email_verified_at']).orderBy('email').execute();
    expect(verified.map((u) => [u.email, u.email_verified_at !== null])).toEqual([
      ['customer@example.com', true],
      ['owner@example.org', true],
      ['someone@example.org', false],
    ]);
    // New visits keep working after the rebuild: the one-booking-per-slot index is back.
    const insertAt = (reference: string) =>
      db
        .insertInto('visits')
        .values({
          reference,
          start_at: '2030-03-10T17:00:00.000Z',
          end_at: '2030-03-10T18:00:00.000Z',
          name: 'Lee',
          email: 'lee@example.org',
          phone: '1',
          address: 'x',
          language_code: 'en',
          lead_type: 'contact',
          lead_id: lead.id,
          created_at: at,
          updated_at: at,
        })
        .execute();
    await expect(insertAt('VIS-2')).rejects.toThrow();
  });
});
