import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedInHeaders } from './auth.js';

/** The optional line every test proposal carries besides the lines prefilled from its lead. */
export const OPTIONAL_LINE = {
  description: 'Moss treatment',
  quantity: 1,
  unit: 'visit',
  unit_price_cents: 12_000,
  optional: true,
};

/**
 * A proposal for a quote request, made and sent through the admin API: the lines prefilled from the
 * request plus OPTIONAL_LINE. Its saved data, its link's token and its page's path.
 */
export async function sendProposal(app: FastifyInstance, admin: SignedInHeaders, quoteId: number) {
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const draft = (await call('POST', `/api/admin/leads/quote/${quoteId}/proposals`)).json().data;
  const saved = (
    await call('PUT', `/api/admin/proposals/${draft.id}`, { version: draft.version, lines: [...draft.lines, OPTIONAL_LINE] })
  ).json().data;
  const sent = await call('POST', `/api/admin/proposals/${draft.id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  const url = new URL(sent.json().data.url as string);
  return { id: draft.id as number, proposal: saved, url: url.href, path: url.pathname, token: url.pathname.split('/').pop()! };
}
