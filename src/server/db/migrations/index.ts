import type { Migration } from 'kysely';
import * as initial from './0001_initial.js';
import * as sharedState from './0002_shared_state.js';
import * as quoteDetails from './0003_quote_details.js';
import * as proposals from './0004_proposals.js';
import * as siteContent from './0005_site_content.js';
import * as visits from './0006_visits.js';
import * as projectsAnalytics from './0007_projects_analytics.js';
import * as accountSecurity from './0008_account_security.js';
import * as ownerWorkspace from './0009_owner_workspace.js';
import * as priceBook from './0010_price_book.js';
import * as clients from './0013_clients.js';
import * as clientHub from './0014_client_hub.js';
import * as jobs from './0015_jobs.js';

/** Every migration, in order. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_shared_state': sharedState,
  '0003_quote_details': quoteDetails,
  '0004_proposals': proposals,
  '0005_site_content': siteContent,
  '0006_visits': visits,
  '0007_projects_analytics': projectsAnalytics,
  '0008_account_security': accountSecurity,
  '0009_owner_workspace': ownerWorkspace,
  '0010_price_book': priceBook,
  '0013_clients': clients,
  '0014_client_hub': clientHub,
  '0015_jobs': jobs,
};
