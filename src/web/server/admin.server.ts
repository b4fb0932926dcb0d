import type { AppLoadContext } from 'react-router';
import { leadCounts } from '../../server/leads/repository';

/** The admin home's counts of new leads. */
export function adminSummary(context: AppLoadContext) {
  return leadCounts(context.app.db);
}
