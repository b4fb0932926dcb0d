import type { Kysely } from 'kysely';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../domain/languages.js';
import { MEDIA_ENTRY_DEFAULTS, type MediaEntry } from '../../domain/media-library.js';
import { PHOTO_KINDS, type PhotoKind, RECENT_WORK_COUNT } from '../../domain/projects.js';
import { translator } from '../../i18n/translate.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { DEFAULT_VARIANT_WIDTHS } from '../images/process.js';
import { enhancePrompt } from '../images/generation/index.js';
import { readPublicServices } from '../projects/repository.js';
import { PROJECT_PHOTO_FOLDER, removeProjectPhoto, setProjectPhoto } from '../projects/writes.js';
import { pictureFields } from './picture-fields.js';
import type { MediaSlot } from './slots.js';

/**
 * Project photos in Media Management: each project's before and after photo, where visitors see
 * it, and its alt text, which the pages make from the project's title ('Before: {title}').
 */

const REF = /^(\d{1,9})-(before|after)$/;

/** The project and the side a ref names (`12-before`), or null for anything else. */
export function parseProjectRef(ref: string): { projectId: number; kind: PhotoKind } | null {
  const match = REF.exec(ref);
  return match ? { projectId: Number(match[1]), kind: match[2] as PhotoKind } : null;
}

const MANAGE_PATH = '/admin/projects';

/** Both photo slots of every project, in the gallery's order, named in the admin's language. */
export async function projectPhotoEntries(db: Kysely<DB>, lang: Lang): Promise<MediaEntry[]> {
  const projects = await db
    .selectFrom('projects')
    .select(['id', 'is_published'])
    .orderBy('sort_order')
    .orderBy('id', 'desc')
    .execute();
  if (projects.length === 0) return [];
  const ids = projects.map((p) => p.id);
  const [texts, photos, tags] = await Promise.all([
    db
      .selectFrom('project_translations')
      .select(['project_id', 'language_code', 'title'])
      .where('project_id', 'in', ids)
      .execute(),
    db
      .selectFrom('project_photos as ph')
      .innerJoin('media as m', 'm.id', 'ph.media_id')
      .select(['ph.project_id', 'ph.kind', 'm.path', 'm.width', 'm.height', 'm.variants'])
      .where('ph.project_id', 'in', ids)
      .execute(),
    readPublicServices(db, ids, lang),
  ]);
  const title = (id: number, language: Lang) => {
    const own = texts.find((t) => t.project_id === id && t.language_code === language)?.title;
    return own || texts.find((t) => t.project_id === id && t.language_code === DEFAULT_LANG)?.title || '';
  };
  const photoOf = (id: number, kind: PhotoKind) => photos.find((p) => p.project_id === id && p.kind === kind) ?? null;
  const shownIds = projects.filter((p) => p.is_published === 1 && photos.some((ph) => ph.project_id === p.id)).map((p) => p.id);
  const onHome = new Set(shownIds.slice(0, RECENT_WORK_COUNT));
  // Each service page shows the first few shown projects tagged with it, as the home page does.
  const onServicePage = (id: number) =>
    (tags.get(id) ?? []).filter(
      (service) =>
        shownIds.filter((other) => tags.get(other)?.some((s) => s.slug === service.slug)).indexOf(id) < RECENT_WORK_COUNT,
    );

  return projects.flatMap(({ id }) =>
    PHOTO_KINDS.map((kind): MediaEntry => {
      const photo = photoOf(id, kind);
      // A card shows the after photo, or the before one when there is no after.
      const onCards = photo !== null && (kind === 'after' || !photoOf(id, 'after'));
      const used_on: MediaEntry['used_on'] = [];
      if (photo && shownIds.includes(id)) {
        used_on.push({ place: 'projectsPage', path: `/projects#project-${id}` });
        if (onCards && onHome.has(id)) used_on.push({ place: 'homeRecentWork', path: '/' });
        if (onCards)
          for (const service of onServicePage(id))
            used_on.push({ place: 'serviceRecentWork', path: `/services/${service.slug}`, name: service.name });
      }
      const alt = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          translator(language)(`projects.photo.${kind}Alt`, { title: title(id, language) }),
        ]),
      ) as Record<Lang, string>;
      return {
        kind: 'project',
        ref: `${id}-${kind}`,
        name: title(id, lang),
        ...pictureFields(photo),
        alt: photo ? alt : null,
        used_on,
        ...MEDIA_ENTRY_DEFAULTS,
        alt_editable: false,
        photo_kind: kind,
        can_remove: photo !== null,
        manage_path: MANAGE_PATH,
      };
    }),
  );
}

/** A project photo's slot: replaced as the Projects screen replaces it, generated from the project's title. */
export async function projectPhotoSlot(ctx: AppContext, ref: string): Promise<MediaSlot | null> {
  const parsed = parseProjectRef(ref);
  if (!parsed) return null;
  const { projectId, kind } = parsed;
  const project = await ctx.db
    .selectFrom('project_translations')
    .select(['title', 'description'])
    .where('project_id', '=', projectId)
    .where('language_code', '=', DEFAULT_LANG)
    .executeTakeFirst();
  if (!project) return null;
  return {
    store: { folder: PROJECT_PHOTO_FOLDER, variantWidths: DEFAULT_VARIANT_WIDTHS },
    generation: {
      size: '1792x1024',
      prompt: (words) => enhancePrompt(words, { name: project.title, description: project.description }),
    },
    attach: (media) => setProjectPhoto(ctx, projectId, kind, media),
    remove: () => removeProjectPhoto(ctx, projectId, kind),
  };
}
