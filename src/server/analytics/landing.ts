import { hasCampaign, isExternalReferrer, type LeadSource, sourceOfVisit } from '../../domain/lead-source.js';

/**
 * Pages whose form works without JavaScript and so carries the visit's source in a hidden field
 * filled by the server (the contact form). With JavaScript, session storage carries it from the
 * visit's first page instead (web/enhance/lead-source.ts).
 */
export const LEAD_FORM_PAGES: ReadonlySet<string> = new Set(['contact']);

/**
 * The source of a page request that starts a visit: sent by another site, or opened from a
 * campaign link. Null for a step inside the site (our own referrer) and for a plain direct visit,
 * whose source is "direct" anyway. Such a page is rendered for its visitor alone (http/page-cache.ts).
 */
export function landingSourceOf(url: URL, referer: string | null | undefined): LeadSource | null {
  const external = isExternalReferrer(referer, url.origin);
  if (referer && !external) return null;
  if (!external && !hasCampaign(url)) return null;
  return sourceOfVisit(url, external ? referer : null);
}
