import type { AppLoadContext } from 'react-router';
import { messagesFor } from '../../i18n';
import { readCompany } from '../../server/settings/repository';

/** What every page needs: language and texts, company facts, the signed-in user. */
export async function loadSite(context: AppLoadContext) {
  const { app, lang, user } = context;
  const company = await readCompany(app.db);
  return {
    lang,
    messages: messagesFor(lang),
    company,
    user: user && {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    },
  };
}
