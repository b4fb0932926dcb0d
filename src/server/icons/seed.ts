import { HOME_SERVICE_ICON_CATEGORY, HOME_SERVICES, type HomeServiceKey } from '../../domain/home-services.js';
import type { AppContext } from '../context.js';
import { createOfflineEngine } from '../images/generation/index.js';
import { deleteMedia } from '../media/repository.js';
import { storeIconPicture } from './service.js';

/** What each home card's icon shows; drawn by the offline illustrator in its icon style. */
const ICON_SEEDS: Record<HomeServiceKey, { description: string; prompt: string }> = {
  design: {
    description: 'Landscape design and garden planning',
    prompt: 'landscape design icon: garden plan with a tree, flowers and a stone path',
  },
  maintenance: {
    description: 'Mowing, fertilizing and lawn care',
    prompt: 'lawn maintenance icon: green grass lawn with a mower',
  },
  trees: { description: 'Tree trimming, removal and care', prompt: 'tree services icon: large leafy tree with pruning shears' },
  irrigation: {
    description: 'Sprinkler and drip irrigation systems',
    prompt: 'irrigation icon: sprinkler spraying water drops on grass',
  },
  hardscaping: {
    description: 'Patios, walkways and retaining walls',
    prompt: 'hardscaping icon: stone patio pavers and a garden wall',
  },
  seasonal: { description: 'Spring and fall clean-ups', prompt: 'seasonal services icon: autumn leaves and a rake' },
  specialty: {
    description: 'Water features, outdoor lighting and rain gardens',
    prompt: 'specialty services icon: garden fountain with water and a lantern',
  },
};

/**
 * Seeds the icons of the home service cards (category and names as the home page looks them
 * up), only while the icons table is empty: after that the icons belong to the admins, so an
 * icon they deleted does not come back at the next start. The offline illustrator draws them
 * whatever engine is configured: seeding never calls a paid or remote service.
 */
export async function seedIcons(ctx: AppContext): Promise<number> {
  const existing = await ctx.db.selectFrom('icons').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const engine = createOfflineEngine();
  const pictures = await Promise.all(
    HOME_SERVICES.map(async (s) => {
      const image = await engine.generate({ prompt: ICON_SEEDS[s.key].prompt, size: '512x512' });
      return storeIconPicture(ctx, image.png);
    }),
  );
  const at = new Date().toISOString();
  try {
    await ctx.db
      .insertInto('icons')
      .values(
        HOME_SERVICES.map((s, i) => ({
          name: s.iconName,
          category: HOME_SERVICE_ICON_CATEGORY,
          description: ICON_SEEDS[s.key].description,
          usage_context: 'Home page service card',
          dalle_prompt: ICON_SEEDS[s.key].prompt,
          media_id: pictures[i].id,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  } catch (error) {
    await Promise.all(pictures.map((p) => deleteMedia(ctx, p.id)));
    throw error;
  }
  return HOME_SERVICES.length;
}
