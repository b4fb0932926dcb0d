import type { FastifyInstance } from 'fastify';
import { DEFAULT_COMPANY } from '../../src/domain/company.js';
import { writeCompany } from '../../src/server/settings/repository.js';

/** Site-visit helpers of the API tests: free slots as the API lists them, and a booking body. */

export interface Slot {
  start: string;
  end: string;
}

export async function freeSlotsOf(app: FastifyInstance, query = 'days=14'): Promise<Slot[]> {
  const res = await app.inject({ url: `/api/visits/slots?${query}` });
  if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export const booking = (start: string, fields: Record<string, string> = {}) => ({
  name: 'Dana Fern',
  email: 'dana@example.org',
  phone: '(425) 555-0199',
  address: '48 Lakeview Drive, Bellevue, WA 98004',
  service: 'hardscaping',
  start,
  notes: 'Gate code 2468. The patio is behind the garage.',
  language: 'en',
  ...fields,
});

export function book(app: FastifyInstance, body: Record<string, unknown>, remoteAddress = '10.9.0.1') {
  return app.inject({ method: 'POST', url: '/api/visits', payload: body, remoteAddress });
}

/** The visit settings of the company record changed, the rest left at its defaults. */
export function setVisitSettings(app: FastifyInstance, visits: Partial<typeof DEFAULT_COMPANY.visits>) {
  return writeCompany(app.ctx.db, { ...DEFAULT_COMPANY, visits: { ...DEFAULT_COMPANY.visits, ...visits } });
}

/** The token of a manage URL. */
export const tokenOf = (manageUrl: string) => manageUrl.split('/visits/')[1]!.split('?')[0]!;
