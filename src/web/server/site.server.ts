import type { AppLoadContext } from 'react-router';
import { messagesFor } from '../../i18n';
import { readSitePictures } from '../../server/images/site-pictures';
import { readCompany } from '../../server/settings/repository';

/** What every page needs: language and texts, company facts, the signed-in user, the site's address. */
export async function loadSite(context: AppLoadContext) {
  const { app, lang, user } = context;
  const [company, pictures] = await Promise.all([readCompany(app.db), readSitePictures(app.db, ['hero'])]);
  // E-mail texts are only used by the server: they do not travel with every page.
  const { email: _email, ...messages } = messagesFor(lang);
  return {
    lang,
    messages,
    company,
    /** Absolute URLs (canonical, hreflang, Open Graph) start with this. */
    publicUrl: app.config.publicUrl,
    /** The picture shared on social networks when a page has none of its own. */
    shareImage: pictures.hero ?? null,
    user: user && {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    },
  };
}
