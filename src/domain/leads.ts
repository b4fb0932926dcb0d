/** The leads inbox: quote requests and contact messages, with one status flow (docs/decisions/0008-company-catalogue-and-leads.md). */
export const LEAD_TYPES = ['quote', 'contact'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The reply promise (docs/decisions/0004-product-rules.md): a lead still unanswered after this long is flagged. */
export const REPLY_PROMISE_MS = 24 * 3600 * 1000;

/**
 * A lead waits for its first response (a reply, a proposal sent, a call logged or a status change
 * by the owner: server/leads/first-response.ts) for longer than the reply promise.
 */
export const isOverdue = (firstResponseAt: string | null, createdAt: string, now = Date.now()) =>
  firstResponseAt === null && now - Date.parse(createdAt) > REPLY_PROMISE_MS;

export const MAX_NOTE_LENGTH = 2000;

/**
 * The city of a US postal address as people type it ("48 Lakeview Drive, Bellevue, WA 98004" →
 * "Bellevue"): the part before the state and ZIP code. Null when the address has no such part.
 */
export function cityOf(address: string | null): string | null {
  const parts = (address ?? '')
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  while (parts.length > 0 && /^(usa|us|united states)$|^[a-z]{2}\.?(\s+\d{5}(-\d{4})?)?$|^\d{5}(-\d{4})?$/i.test(parts.at(-1)!)) {
    parts.pop();
  }
  if (parts.length < 2) return null;
  // "Bellevue WA 98004" typed without a comma before the state.
  return parts.at(-1)!.replace(/\s+[A-Z]{2}\.?(\s+\d{5}(-\d{4})?)?$/, '') || null;
}
