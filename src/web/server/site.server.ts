import type { AppLoadContext } from 'react-router';
import { textsForPath } from '../../i18n/areas';
import { contentOverrides } from '../../server/content/overrides';
import { readSitePictures } from '../../server/images/site-pictures';
import { readLogo } from '../../server/site-images/logo';
import { readCompany } from '../../server/settings/repository';

/** What every page needs: language and texts, company facts and logo, the signed-in user, the site's address. */
export async function loadSite(context: AppLoadContext, request: Request) {
  const { app, lang, user } = context;
  const [company, pictures, logo, texts] = await Promise.all([
    readCompany(app.db),
    readSitePictures(app.db, ['hero']),
    readLogo(app.db),
    // Built-in texts with the published Multi-Language entries laid over them.
    contentOverrides(app).messages(lang),
  ]);
  // Only the areas of the dictionary this page uses travel with it.
  const messages = textsForPath(texts, new URL(request.url).pathname);
  return {
    lang,
    messages,
    company,
    /** The uploaded logo, or null for the built-in mark. */
    logo: logo && { src: logo.src, srcSet: logo.srcSet, alt: logo.alt, width: logo.width, height: logo.height },
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
