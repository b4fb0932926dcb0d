import { z } from 'zod';
import { PHOTO_KINDS } from './projects.js';

/**
 * Media Management (docs/admin-content.md): every picture the site uses, where it shows, and its
 * alt text per language. The API answers these shapes; the admin screen reads the same types.
 */

export const MEDIA_KINDS = ['site', 'team', 'project', 'service', 'icon'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The site's own pictures in Media Management; `logo` is the company logo of Content Management (docs/decisions/0007-screens.md). */
export const SITE_SLOTS = ['logo', 'hero', 'about'] as const;
export type SiteSlot = (typeof SITE_SLOTS)[number];

/** Where a picture shows; the screen names each place in the admin's language. */
export const MEDIA_PLACES = [
  'header',
  'footer',
  'email',
  'homeHero',
  'shareImage',
  'aboutStory',
  'aboutTeam',
  'homeTeam',
  'serviceCard',
  'serviceMain',
  'serviceGallery',
  'homeCard',
  'projectsPage',
  'homeRecentWork',
  'serviceRecentWork',
] as const;
export type MediaPlace = (typeof MEDIA_PLACES)[number];

const altTextsSchema = z.object({ en: z.string(), es: z.string(), pt: z.string() });

export const mediaEntrySchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  /**
   * site: logo, hero or about; team: the member's id; project: the project's id and the photo's
   * kind (`12-before`); service: the service image's id; icon: the icon's id.
   */
  ref: z.string(),
  /** The member's, project's, service's or icon's name (empty for the site's own pictures, named by their slot). */
  name: z.string(),
  /** Null when there is no picture yet: a member shows initials, the header shows the built-in mark. */
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Null for a decorative picture (an icon beside its card's title), which needs none. */
  alt: altTextsSchema.nullable(),
  /** `name` tells apart places of one kind: the service whose page shows a project. */
  used_on: z.array(z.object({ place: z.enum(MEDIA_PLACES), path: z.string(), name: z.string().optional() })),
  /** False when the alt text is made from other texts (a project photo's, from the project's title). */
  alt_editable: z.boolean(),
  /** The admin screen that owns the picture's texts and its other settings, when there is one. */
  manage_path: z.string().nullable(),
  /** A service picture's role: the main picture, the gallery, or a thumbnail (not shown). */
  image_type: z.enum(['primary', 'gallery', 'thumbnail']).nullable(),
  /** A project photo's side of the pair. */
  photo_kind: z.enum(PHOTO_KINDS).nullable(),
  can_generate: z.boolean(),
  can_remove: z.boolean(),
});
export type MediaEntry = z.infer<typeof mediaEntrySchema>;

/** What an entry is unless its kind says otherwise: no role or side, replaceable, its own alt text. */
export const MEDIA_ENTRY_DEFAULTS = {
  image_type: null,
  photo_kind: null,
  can_generate: true,
  can_remove: false,
  alt_editable: true,
  manage_path: null,
} as const satisfies Partial<MediaEntry>;

const altText = z.string('mediaLibrary.errors.alt').trim().max(200, 'mediaLibrary.errors.tooLong');

/** Alt texts of a picture: English is required, Spanish and Portuguese fall back to it when empty. */
export const altTextsBody = z.object({
  en: altText.min(1, 'mediaLibrary.errors.altRequired'),
  es: altText.default(''),
  pt: altText.default(''),
});

export const generateBody = z.object({
  prompt: z
    .string('mediaLibrary.errors.promptRequired')
    .trim()
    .min(1, 'mediaLibrary.errors.promptRequired')
    .max(1000, 'mediaLibrary.errors.tooLong'),
});
