/**
 * Where a lead came from: the first page of the visit (landing), the other site that sent the
 * visitor (referrer) and the campaign parameters of the link (utm_*). The browser notes them when a
 * visit starts (web/enhance/lead-source.ts, session storage, no cookie) and sends them with a quote
 * request or a contact message; the server cleans them again (cleanLeadSource) before storing them.
 * Booking requests send the same object. No zod here: this module ships on every public page.
 */

import { redactTokenPath } from './token-paths.js';

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export interface LeadSource {
  /** Path of the first page of the visit, without its query: "/services/patio-installation". */
  landing?: string;
  /** The other site's address that sent the visitor, without query or fragment. */
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}

const LEAD_SOURCE_LIMITS = { landing: 300, referrer: 500, utm: 200 } as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

const tidy = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(CONTROL, '').trim().slice(0, max).trim();
  return text || undefined;
};

/**
 * A site path ("/contact") without its query, never another site ("//evil.example") or a scheme,
 * and never a working link: the token of a proposal's or a visit's address is replaced
 * ("/proposals/[redacted]"), however the address was spelled (token-paths.ts).
 */
function cleanPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.split(/[?#]/)[0]!;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  return tidy(redactTokenPath(path), LEAD_SOURCE_LIMITS.landing);
}

/**
 * An http(s) address as origin and path only: a query may hold the visitor's search words or
 * e-mail, and a token path is kept without its token (a mail client's web page may show one).
 */
function cleanReferrer(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return tidy(`${url.origin}${redactTokenPath(url.pathname)}`, LEAD_SOURCE_LIMITS.referrer);
}

/**
 * Keeps only what a lead source may hold, cut to its length: anything else (another type, a path
 * to another site, a non-web address) is dropped, never refused. A lead is never lost for the
 * sake of its statistics.
 */
export function cleanLeadSource(raw: unknown): LeadSource {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const input = raw as Record<string, unknown>;
  const source: LeadSource = {
    landing: cleanPath(input.landing),
    referrer: cleanReferrer(input.referrer),
  };
  for (const field of UTM_FIELDS) source[field] = tidy(input[field], LEAD_SOURCE_LIMITS.utm);
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined)) as LeadSource;
}

/** A source as an object or as its JSON text (a form's hidden field), cleaned. */
export function readLeadSource(raw: unknown): LeadSource {
  if (typeof raw !== 'string') return cleanLeadSource(raw);
  if (raw.length > 5000) return {};
  try {
    return cleanLeadSource(JSON.parse(raw));
  } catch {
    return {};
  }
}

/** The source of a visit that starts at `url`, sent by `referrer` (empty when none or our own site). */
export function sourceOfVisit(url: URL, referrer: string | null | undefined): LeadSource {
  const raw: Record<string, string> = { landing: url.pathname };
  if (referrer) raw.referrer = referrer;
  for (const field of UTM_FIELDS) {
    const value = url.searchParams.get(field);
    if (value) raw[field] = value;
  }
  return cleanLeadSource(raw);
}

/** True when the referrer is an address of another site than `origin` (an empty one is not). */
export function isExternalReferrer(referrer: string | null | undefined, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).host !== new URL(origin).host;
  } catch {
    return false;
  }
}

/** True when the address carries campaign parameters. */
export const hasCampaign = (url: URL) => UTM_FIELDS.some((field) => url.searchParams.get(field));

export type SourceChannel = 'campaign' | 'referral' | 'direct';

/**
 * How the analytics screen groups a lead: by its campaign source when the link had one, else by
 * the site that referred it (its host without "www."), else "direct or unknown".
 */
export function sourceChannel(source: { utm_source?: string | null; source_referrer?: string | null }): {
  channel: SourceChannel;
  name: string;
} {
  const campaign = source.utm_source?.trim().toLowerCase();
  if (campaign) return { channel: 'campaign', name: campaign };
  if (source.source_referrer) {
    try {
      return { channel: 'referral', name: new URL(source.source_referrer).hostname.replace(/^www\./, '') };
    } catch {
      // A stored value that is not an address counts as unknown.
    }
  }
  return { channel: 'direct', name: '' };
}

/** The lead source as the lead tables store it (null for what is not known). */
export function leadSourceColumns(source: LeadSource | undefined) {
  return {
    source_landing: source?.landing ?? null,
    source_referrer: source?.referrer ?? null,
    utm_source: source?.utm_source ?? null,
    utm_medium: source?.utm_medium ?? null,
    utm_campaign: source?.utm_campaign ?? null,
    utm_term: source?.utm_term ?? null,
    utm_content: source?.utm_content ?? null,
  };
}
