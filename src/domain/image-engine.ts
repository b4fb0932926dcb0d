import { z } from 'zod';

/**
 * Which image engine answers generation requests: the admin screens that generate pictures
 * name it (ImageEngineNote), the offline illustrator honestly as an illustration.
 */
export const imageEngineSchema = z.object({ name: z.enum(['offline', 'openai']), label: z.string() });
export type ImageEngineInfo = z.infer<typeof imageEngineSchema>;
