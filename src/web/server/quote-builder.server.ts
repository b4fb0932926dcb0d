import type { AppLoadContext } from 'react-router';
import { contactDefaultsFor, resolveQuoteService } from '../../server/quotes/repository';

/** The quote builder's data: the service named by ?service= and a signed-in user's contact details. */
export async function loadQuoteBuilder({ app, user }: AppLoadContext, url: URL) {
  const service = url.searchParams.get('service');
  return {
    preselected: service ? await resolveQuoteService(app.db, service) : null,
    contact: user ? await contactDefaultsFor(app.db, user.id) : null,
  };
}
