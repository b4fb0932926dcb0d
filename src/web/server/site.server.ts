import type { AppLoadContext } from 'react-router';
import { altIn } from '../../domain/media';
import { textsForPath } from '../../i18n/areas';
import { readSitePictures } from '../../server/images/site-pictures';
import { listCategories } from '../../server/services/repository';
import { hasPublicProjects } from '../../server/projects/repository';
import { readLogo } from '../../server/site-images/logo';
import { readCompany } from '../../server/settings/repository';

/** What every page needs: language and texts, company facts, categories and logo, the signed-in user, the site's address. */
export async function loadSite(context: AppLoadContext, request: Request) {
  const { app, lang, user } = context;
  const [company, pictures, logo, texts, categories, hasProjects] = await Promise.all([
    readCompany(app.db),
    readSitePictures(app.db, ['hero']),
    readLogo(app.db),
    // Built-in texts with the published Multi-Language entries laid over them.
    app.texts.messages(lang),
    listCategories(app.db, lang),
    hasPublicProjects(app.db),
  ]);
  // Built-in texts standing in for unreadable published ones: show the page, never cache it.
  if (!texts.complete) context.degraded = true;
  // Only the areas of the dictionary this page uses travel with it.
  const messages = textsForPath(texts.messages, new URL(request.url).pathname);
  return {
    lang,
    messages,
    company,
    /** The catalogue's categories (the footer's service links), in the page's language. */
    categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
    /** The uploaded logo, or null for the built-in mark. */
    logo: logo && { src: logo.src, srcSet: logo.srcSet, alt: logo.alt, width: logo.width, height: logo.height },
    /** Absolute URLs (canonical, hreflang, Open Graph) start with this. */
    publicUrl: app.config.publicUrl,
    /** The picture shared on social networks when a page has none of its own, with its alt text. */
    shareImage: pictures.hero ? { picture: pictures.hero.picture, alt: altIn(pictures.hero.alt, lang) } : null,
    /** The project gallery has something to show: the navigation links to /projects. */
    hasProjects,
    user: user && {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      role: user.role,
      companyName: user.company_name,
    },
    /** The small script every page loads (src/web/enhance), by its hashed name. */
    enhanceScript: context.enhanceScript,
  };
}
