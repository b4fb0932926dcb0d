import { z } from 'zod';
import type { Picture } from './media.js';

/**
 * The project gallery: finished jobs with a title, a place, the catalogue services done and a
 * before and an after photo. One set of zod schemas for the admin form (before it sends) and the
 * API (when it receives); messages are keys of the adminProjects area.
 */

export const PHOTO_KINDS = ['before', 'after'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** Spanish and Portuguese texts may stay empty: visitors then read the English ones. */
export const PROJECT_TRANSLATED_LANGS = ['es', 'pt'] as const;
export type ProjectTranslatedLang = (typeof PROJECT_TRANSLATED_LANGS)[number];

/** How many projects the home page and a service page show in their 'Recent work' section. */
export const RECENT_WORK_COUNT = 3;
const MAX_PROJECT_SERVICES = 30;

const LIMITS = { title: 120, place: 120, description: 2000 } as const;
const TOO_LONG = 'adminProjects.validation.tooLong';

const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG).default('');
const requiredText = (max: number, key: string) => z.string(key).trim().min(1, key).max(max, TOO_LONG);

const projectTextSchema = z.object({
  title: optionalText(LIMITS.title),
  place: optionalText(LIMITS.place),
  description: optionalText(LIMITS.description),
});
export type ProjectText = z.output<typeof projectTextSchema>;

const emptyText = (): ProjectText => ({ title: '', place: '', description: '' });

/** The Add/Edit form: English texts at the top level (title and place required), then the rest. */
export const projectFormSchema = z.object({
  title: requiredText(LIMITS.title, 'adminProjects.validation.titleRequired'),
  place: requiredText(LIMITS.place, 'adminProjects.validation.placeRequired'),
  description: optionalText(LIMITS.description),
  service_ids: z
    .array(z.number().int().positive(), 'adminProjects.validation.servicesRequired')
    .min(1, 'adminProjects.validation.servicesRequired')
    .max(MAX_PROJECT_SERVICES, 'adminProjects.validation.tooManyServices')
    .transform((ids) => [...new Set(ids)]),
  is_published: z.boolean('adminProjects.validation.invalid').default(true),
  translations: z
    .object({ es: projectTextSchema.default(emptyText), pt: projectTextSchema.default(emptyText) })
    .default(() => ({ es: emptyText(), pt: emptyText() })),
});
export type ProjectForm = z.output<typeof projectFormSchema>;

/** A new order of the gallery: every project's id, once, first shown first. */
export const projectOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), 'adminProjects.validation.order')
    .min(1, 'adminProjects.validation.order')
    .max(1000, 'adminProjects.validation.order'),
});

/** A project as visitors see it, in their language (English where a text is not translated). */
export interface PublicProject {
  id: number;
  title: string;
  place: string;
  description: string;
  /** The active catalogue services it shows, in the catalogue's order. */
  services: { slug: string; name: string }[];
  before: Picture | null;
  after: Picture | null;
}

/** A project as the admin screen edits it. */
export interface AdminProject {
  id: number;
  title: string;
  place: string;
  description: string;
  translations: Record<ProjectTranslatedLang, ProjectText>;
  service_ids: number[];
  is_published: boolean;
  sort_order: number;
  photos: Record<PhotoKind, Picture | null>;
  created_at: string;
  updated_at: string;
}
