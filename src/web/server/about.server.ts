import type { AppLoadContext } from 'react-router';
import { readSitePictures } from '../../server/images/site-pictures';

/** About: the story picture and the three team members' portraits. */
export async function loadAbout({ app }: AppLoadContext) {
  const pictures = await readSitePictures(app.db, ['about', 'team1', 'team2', 'team3']);
  return {
    story: pictures.about ?? null,
    team: [pictures.team1 ?? null, pictures.team2 ?? null, pictures.team3 ?? null],
  };
}
