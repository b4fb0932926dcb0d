import type { AppLoadContext } from 'react-router';
import { HOME_SERVICE_ICON_CATEGORY, HOME_SERVICES } from '../../domain/home-services';
import { findIconUrls } from '../../server/icons/lookup';
import { readSitePictures } from '../../server/images/site-pictures';
import { listCategories, listServices } from '../../server/services/repository';
import { readCompany } from '../../server/settings/repository';
import { businessJsonLd } from './json-ld.server';

/** Home: the hero picture, the six service cards with their icons, and the company's structured data. */
export async function loadHome({ app, lang }: AppLoadContext) {
  const [icons, pictures, categories, services, company] = await Promise.all([
    findIconUrls(app.db, HOME_SERVICE_ICON_CATEGORY, HOME_SERVICES.map((s) => s.iconName)),
    readSitePictures(app.db, ['hero']),
    listCategories(app.db, lang),
    listServices(app.db, { lang, activeOnly: true }),
    readCompany(app.db),
  ]);
  const hero = pictures.hero ?? null;
  return {
    hero,
    cards: HOME_SERVICES.map((s) => ({ key: s.key, emoji: s.emoji, icon: icons.get(s.iconName) ?? null })),
    jsonLd: businessJsonLd({ company, publicUrl: app.config.publicUrl, lang, categories, services, image: hero }),
  };
}
