import { landingSourceOf } from '../../server/analytics/landing';

/**
 * The source of a visit that starts with this page request (another site sent it, or a campaign
 * link opened it), for a form that must carry it without JavaScript; null otherwise.
 */
export function landingSource(request: Request) {
  return landingSourceOf(new URL(request.url), request.headers.get('referer'));
}
