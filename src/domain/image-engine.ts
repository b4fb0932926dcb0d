import { z } from 'zod';

/**
 * Which image engine answers generation requests: the admin screens that generate pictures
 * name it (ImageEngineNote), the offline illustrator honestly as an illustration.
 */
export const imageEngineSchema = z.object({ name: z.enum(['offline', 'openai']), label: z.string() });
export type ImageEngineInfo = z.infer<typeof imageEngineSchema>;

/** The picture sizes an engine draws (width x height); the icon screen offers them all. */
export const IMAGE_SIZES = ['256x256', '512x512', '1024x1024', '1792x1024', '1024x1792'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
