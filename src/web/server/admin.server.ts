import type { AppLoadContext } from 'react-router';
import { leadCounts } from '../../server/leads/repository';
import { countUndelivered } from '../../server/mail/undelivered';

/** The admin home's counts: new leads, and e-mails the outbox could not deliver yet. */
export async function adminSummary(context: AppLoadContext) {
  const [leads, undeliveredMail] = await Promise.all([leadCounts(context.app.db), countUndelivered(context.app.db)]);
  return { ...leads, undeliveredMail };
}
