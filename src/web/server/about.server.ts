import type { AppLoadContext } from 'react-router';
import { altIn } from '../../domain/media';
import { readSitePictures } from '../../server/images/site-pictures';
import { readTeam, readValues } from './site-content.server';

/** About: the story picture, the values and the team, in the visitor's language. */
export async function loadAbout({ app, lang }: AppLoadContext) {
  const [pictures, values, team] = await Promise.all([
    readSitePictures(app.db, ['about']),
    readValues(app.db, lang),
    readTeam(app.db, lang),
  ]);
  const story = pictures.about;
  return { story: story ? { picture: story.picture, alt: altIn(story.alt, lang) } : null, values, team };
}
