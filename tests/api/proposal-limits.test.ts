import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type SignedInHeaders } from '../helpers/auth.js';
import { insertQuoteRequest } from '../helpers/leads.js';
import { sendProposal } from '../helpers/proposals.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';

/*
 * The limits of the customer's side of proposals (docs/proposals.md, "Links and privacy"): answers
 * per address, requests for changes per proposal, reads per address. A refused request changes
 * nothing: no status, no history entry, no e-mail, no first opening.
 */
describe.each(engines)('proposal limits on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInHeaders;
  let leads = 0;
  beforeEach(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin');
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.app.ctx.db;
  const customer = (method: 'GET' | 'POST', url: string, ip: string, payload?: object) =>
    t.app.inject({ method, url, remoteAddress: ip, ...(payload === undefined ? {} : { payload }) });
  /** A quote request with a proposal sent for it (its prefilled lines plus an optional one): the proposal's id and token. */
  async function sentProposal() {
    leads += 1;
    const quoteId = await insertQuoteRequest(db(), {
      name: 'Quinn Quote',
      email: `quinn${leads}@example.org`,
      reference: `EVG-2026-LIMIT${leads}`,
    });
    return { quoteId, ...(await sendProposal(t.app, admin, quoteId)) };
  }
  /** What a refused request must leave as it was. */
  async function stateOf(id: number, quoteId: number) {
    const proposal = await db()
      .selectFrom('proposals')
      .select(['status', 'version', 'viewed_at', 'answered_at', 'decline_reason', 'change_request'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const lead = await db().selectFrom('quote_requests').select('status').where('id', '=', quoteId).executeTakeFirstOrThrow();
    const events = await db().selectFrom('lead_events').select('action').where('proposal_id', '=', id).execute();
    const acceptances = await db().selectFrom('proposal_acceptances').select('id').where('proposal_id', '=', id).execute();
    const mails = await db()
      .selectFrom('outbox')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return {
      proposal,
      lead: lead.status,
      events: events.map((e) => e.action),
      acceptances: acceptances.length,
      mails: Number(mails.n),
    };
  }
  const expectRefused = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ success: false });
  };

  it('limits accepting, declining and asking for changes to 20 per 15 minutes per address', async () => {
    const { id, quoteId, token } = await sentProposal();
    const ip = '198.51.100.20';
    // 20 answers that go nowhere (each refused by the schemas) use the address's allowance.
    for (let i = 0; i < 20; i += 1) {
      const [path, body] = [
        ['accept', { signature_name: 'Quinn Quote' }],
        ['decline', { reason: 'x'.repeat(5_000) }],
        ['changes', { message: ' ' }],
      ][i % 3] as [string, object];
      expect((await customer('POST', `/api/proposals/${token}/${path}`, ip, body)).statusCode, `answer ${i + 1}`).toBe(400);
    }
    const before = await stateOf(id, quoteId);
    expect(before.proposal.status).toBe('sent');

    // The 21st, even a valid one of each kind, is refused and changes nothing.
    expectRefused(
      await customer('POST', `/api/proposals/${token}/accept`, ip, { signature_name: 'Quinn Quote', accepted_terms: true }),
    );
    expectRefused(await customer('POST', `/api/proposals/${token}/decline`, ip, { reason: 'Too expensive' }));
    expectRefused(await customer('POST', `/api/proposals/${token}/changes`, ip, { message: 'Start in May?' }));
    expect(await stateOf(id, quoteId)).toEqual(before);

    // Another address answers.
    const accepted = await customer('POST', `/api/proposals/${token}/accept`, '198.51.100.21', {
      signature_name: 'Quinn Quote',
      accepted_terms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await stateOf(id, quoteId)).proposal.status).toBe('accepted');
  });

  it('limits requests for changes to 5 per hour per proposal, from any address', async () => {
    const { id, quoteId, token } = await sentProposal();
    for (let i = 1; i <= 5; i += 1) {
      const res = await customer('POST', `/api/proposals/${token}/changes`, `198.51.100.${30 + i}`, { message: `Change ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await stateOf(id, quoteId);
    expect(before.proposal).toMatchObject({ status: 'changes_requested', change_request: 'Change 5' });
    expect(before.events.filter((a) => a === 'changes_requested')).toHaveLength(5);

    // A sixth, from a fresh address: refused, no history entry, no e-mail to the company.
    expectRefused(await customer('POST', `/api/proposals/${token}/changes`, '198.51.100.40', { message: 'Change 6' }));
    expect(await stateOf(id, quoteId)).toEqual(before);

    // The proposal can still be accepted, and another proposal's requests are counted apart.
    const other = await sentProposal();
    expect((await customer('POST', `/api/proposals/${other.token}/changes`, '198.51.100.40', { message: 'Hi' })).statusCode).toBe(
      200,
    );
    const accepted = await customer('POST', `/api/proposals/${token}/accept`, '198.51.100.41', {
      signature_name: 'Quinn Quote',
      accepted_terms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('limits API reads to 120 per 10 minutes per address, before the link is looked up', async () => {
    const opened = await sentProposal();
    const unopened = await sentProposal();
    const ip = '198.51.100.50';
    for (let i = 0; i < 120; i += 1)
      expect((await customer('GET', `/api/proposals/${opened.token}`, ip)).statusCode, `read ${i + 1}`).toBe(200);
    const before = await stateOf(unopened.id, unopened.quoteId);
    expect(before.proposal).toMatchObject({ status: 'sent', viewed_at: null });

    // The 121st read, of another proposal: refused, and its first opening is not recorded.
    expectRefused(await customer('GET', `/api/proposals/${unopened.token}`, ip));
    expect(await stateOf(unopened.id, unopened.quoteId)).toEqual(before);

    const other = await customer('GET', `/api/proposals/${unopened.token}`, '198.51.100.51');
    expect(other.statusCode).toBe(200);
    expect(other.json().data.status).toBe('viewed');
  });

  it('limits PDF reads to 120 per 10 minutes per address', async () => {
    const { id, quoteId, token } = await sentProposal();
    const ip = '198.51.100.55';
    for (let i = 0; i < 120; i += 1) {
      const res = await customer('GET', `/proposals/${token}/pdf`, ip);
      expect(res.statusCode, `PDF ${i + 1}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    const before = await stateOf(id, quoteId);
    const refused = await customer('GET', `/proposals/${token}/pdf`, ip);
    expectRefused(refused);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(await stateOf(id, quoteId)).toEqual(before);
    expect((await customer('GET', `/proposals/${token}/pdf`, '198.51.100.56')).statusCode).toBe(200);
    // 121 PDFs rendered: more time than the default on a busy machine.
  }, 120_000);
});
