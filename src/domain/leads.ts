/** The leads inbox: quote requests and contact messages, with one status flow (DECISIONS.md). */
export const LEAD_TYPES = ['quote', 'contact'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The reply promise of SPEC.md: a lead still new after this long is flagged. */
export const REPLY_PROMISE_MS = 24 * 3600 * 1000;

export const isOverdue = (status: string, createdAt: string, now = Date.now()) =>
  status === 'new' && now - Date.parse(createdAt) > REPLY_PROMISE_MS;

export const MAX_NOTE_LENGTH = 2000;
