import type { AppLoadContext } from 'react-router';
import { altIn } from '../../domain/media';
import { categoryLink, HOME_SERVICE_ICON_CATEGORY, HOME_SERVICES, homeServiceOf } from '../../domain/home-services';
import { findIconUrls } from '../../server/icons/lookup';
import { readSitePictures } from '../../server/images/site-pictures';
import { listCategories, listServices } from '../../server/services/repository';
import { readCompany } from '../../server/settings/repository';
import { businessJsonLd } from './json-ld.server';
import { readTeam, readTestimonials } from './site-content.server';

/** Home: the hero picture, one service card per catalogue category with its icon, testimonials, team, and the company's structured data. */
export async function loadHome({ app, lang }: AppLoadContext) {
  const [icons, pictures, categories, services, company, testimonials, team] = await Promise.all([
    findIconUrls(
      app.db,
      HOME_SERVICE_ICON_CATEGORY,
      HOME_SERVICES.map((s) => s.iconName),
    ),
    readSitePictures(app.db, ['hero']),
    listCategories(app.db, lang),
    listServices(app.db, { lang, activeOnly: true }),
    readCompany(app.db),
    readTestimonials(app.db, lang),
    readTeam(app.db, lang),
  ]);
  const hero = pictures.hero ?? null;
  return {
    hero: hero && { picture: hero.picture, alt: altIn(hero.alt, lang) },
    cards: categories.map((category) => {
      const card = homeServiceOf(category.slug);
      return {
        key: card?.key ?? null,
        name: category.name,
        to: categoryLink(category.slug),
        emoji: card?.emoji ?? '🌿',
        icon: (card && icons.get(card.iconName)) ?? null,
      };
    }),
    testimonials,
    team,
    jsonLd: businessJsonLd({
      company,
      publicUrl: app.config.publicUrl,
      lang,
      categories,
      services,
      image: hero?.picture ?? null,
    }),
  };
}
