import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { mediaUrl } from '../media/repository.js';

/**
 * Finds icons by name and category (case-insensitive, docs/decisions/0006-api-shapes.md) and answers the
 * URL to show for each found name: the smallest WebP variant when there is one (icons show small),
 * else the original file (an SVG has no variants). Names without an icon or image are absent.
 */
export async function findIconUrls(db: Kysely<DB>, category: string, names: readonly string[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (names.length === 0) return urls;
  const wanted = new Map(names.map((n) => [n.toLowerCase(), n]));
  const rows = await db
    .selectFrom('icons as i')
    .innerJoin('media as m', 'm.id', 'i.media_id')
    .select(['i.id', 'i.name', 'm.path', 'm.variants'])
    .where((eb) => eb(eb.fn('lower', ['i.category']), '=', category.toLowerCase()))
    .orderBy('i.id', 'desc')
    .execute();
  for (const row of rows) {
    const name = wanted.get(row.name.toLowerCase());
    if (!name || urls.has(name)) continue;
    const [smallest] = (JSON.parse(row.variants) as { width: number; webp: string }[]).sort((a, b) => a.width - b.width);
    urls.set(name, mediaUrl(smallest?.webp ?? row.path));
  }
  return urls;
}
