import type { Dictionary } from '../../types.js';
import type { en } from '../en/index.js';
import { about } from './about.js';
import { account } from './account.js';
import { admin } from './admin.js';
import { adminProjects } from './adminProjects.js';
import { adminServices } from './adminServices.js';
import { adminVisits } from './adminVisits.js';
import { analytics } from './analytics.js';
import { apiErrors } from './apiErrors.js';
import { auth } from './auth.js';
import { clients } from './clients.js';
import { common } from './common.js';
import { contact } from './contact.js';
import { content } from './content.js';
import { email } from './email.js';
import { home } from './home.js';
import { icons } from './icons.js';
import { layout } from './layout.js';
import { leads } from './leads.js';
import { legal } from './legal.js';
import { mediaLibrary } from './mediaLibrary.js';
import { multilanguage } from './multilanguage.js';
import { proposalDocuments } from './proposalDocuments.js';
import { proposals } from './proposals.js';
import { priceBook } from './priceBook.js';
import { proposalsAdmin } from './proposalsAdmin.js';
import { projects } from './projects.js';
import { quote } from './quote.js';
import { quoteJob } from './quoteJob.js';
import { services } from './services.js';
import { setup } from './setup.js';
import { siteContent } from './siteContent.js';
import { uploads } from './uploads.js';
import { jobs } from './jobs.js';
import { visitLinks } from './visitLinks.js';
import { visits } from './visits.js';

/** Every text of the site in this language, by area. */
export const es: Dictionary<typeof en> = {
  common,
  layout,
  home,
  services,
  about,
  contact,
  legal,
  auth,
  clients,
  account,
  admin,
  adminServices,
  adminProjects,
  analytics,
  projects,
  leads,
  quote,
  quoteJob,
  email,
  icons,
  content,
  multilanguage,
  siteContent,
  setup,
  mediaLibrary,
  uploads,
  proposals,
  proposalsAdmin,
  priceBook,
  proposalDocuments,
  visits,
  visitLinks,
  jobs,
  adminVisits,
  apiErrors,
};
