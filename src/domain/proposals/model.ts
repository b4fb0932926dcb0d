import { COMPANY_TIME_ZONE } from '../format.js';

/**
 * Proposals (docs/proposals.md): an itemised offer made from a lead, sent to the customer as a link,
 * accepted, declined or answered with a request for changes. Shared by the pages and the server;
 * no zod here, so the customer's page can use it without shipping a validator.
 */

/** 'expired' is never stored: a sent proposal past its 'valid until' day reads as expired (effectiveStatus). */
export const PROPOSAL_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'changes_requested',
  'expired',
  'replaced',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export type StoredProposalStatus = Exclude<ProposalStatus, 'expired'>;

/** Statuses in which the customer may still answer (accept, decline, ask for changes) while the offer is valid. */
export const OPEN_STATUSES = ['sent', 'viewed', 'changes_requested'] as const satisfies readonly StoredProposalStatus[];

/** One line of a proposal. Money is integer cents; a quantity has at most two decimals. */
export interface ProposalLine {
  id: string;
  description: string;
  quantity: number;
  unit: string;
  unit_price_cents: number;
  optional: boolean;
}

export const PROPOSAL_LIMITS = {
  lines: 50,
  description: 300,
  unit: 40,
  note: 5000,
  /** Large enough for any job, small enough that line × price stays exact in floating point. */
  quantity: 100_000,
  unitPriceCents: 100_000_000,
  signatureName: 120,
  reason: 2000,
  message: 5000,
  subject: 200,
  /** A proposal is valid for at most this many days from the day it is saved. */
  validityDays: 365,
} as const;

/** How long a new proposal is valid (days), unless the admin picks another date. */
export const DEFAULT_VALIDITY_DAYS = 30;

/** 'YYYY-MM-DD' of an instant in the company's time zone (Bellevue), whatever the server's clock zone. */
export function companyDay(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A calendar day plus n days ('2026-12-30' + 3 = '2027-01-02'). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** A proposal is valid through the whole of its 'valid until' day, company time. */
export const isPastValidity = (validUntil: string, now: Date = new Date()) => companyDay(now) > validUntil;

/** The status people see: a stored open status past its validity day reads 'expired'. */
export function effectiveStatus(stored: StoredProposalStatus, validUntil: string, now: Date = new Date()): ProposalStatus {
  return (OPEN_STATUSES as readonly string[]).includes(stored) && isPastValidity(validUntil, now) ? 'expired' : stored;
}

/** Whether the customer can still accept, decline or ask for changes. */
export const canAnswer = (status: ProposalStatus) => (OPEN_STATUSES as readonly string[]).includes(status);

/** A tax rate typed as a percentage (10.25) kept as basis points (1025), and back. */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToPercent = (bps: number) => bps / 100;
