import type { AppContext } from '../context.js';
import type { MediaRow } from '../db/schema.js';
import { storeImage } from '../media/repository.js';
import { HttpError } from '../http/http-error.js';
import { GenerationError, type GenerateRequest } from './generation/index.js';
import type { GenerationErrorCode } from './generation/types.js';

export interface GenerationTarget {
  userId: number | null;
  serviceId?: number;
  iconId?: number;
  /** Media sub-folder for the picture. */
  folder: string;
  variantWidths?: readonly number[];
}

/** A failure has the logged reason (English, with the provider's detail) and its message key for the answer. */
export type GenerationResult =
  | { ok: true; media: MediaRow; logId: number; timeMs: number }
  | { ok: false; message: string; code?: GenerationErrorCode; logId: number; timeMs: number };

/** The 502 answer of a failed generation: a message in the request's language, the logged reason as `detail`. */
export function generationFailed(result: { message: string; code?: string }): HttpError {
  return new HttpError(502, `apiErrors.generation.${result.code ?? 'failed'}`, undefined, undefined, { detail: result.message });
}

/**
 * Generates a picture with the configured engine and stores it, logging the attempt:
 * pending first, then completed with the picture, or failed with the reason and no picture.
 */
export async function generateAndStore(
  ctx: AppContext,
  request: GenerateRequest,
  target: GenerationTarget,
): Promise<GenerationResult> {
  const log = await ctx.db
    .insertInto('image_generation_logs')
    .values({
      service_id: target.serviceId ?? null,
      icon_id: target.iconId ?? null,
      prompt: request.prompt,
      engine: ctx.imageEngine.name,
      generation_status: 'pending',
      media_id: null,
      error_message: null,
      created_by: target.userId,
      created_at: new Date().toISOString(),
      generation_time_ms: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const image = await ctx.imageEngine.generate(request);
    const media = await storeImage(ctx, image.png, { folder: target.folder, variantWidths: target.variantWidths, drawn: true });
    const timeMs = elapsed();
    await ctx.db
      .updateTable('image_generation_logs')
      .set({ generation_status: 'completed', media_id: media.id, generation_time_ms: timeMs })
      .where('id', '=', log.id)
      .execute();
    return { ok: true, media, logId: log.id, timeMs };
  } catch (error) {
    const message = error instanceof GenerationError ? error.message : 'The image could not be generated.';
    if (!(error instanceof GenerationError)) ctx.log.error({ err: error }, 'image generation failed');
    const timeMs = elapsed();
    await ctx.db
      .updateTable('image_generation_logs')
      .set({ generation_status: 'failed', error_message: message, generation_time_ms: timeMs })
      .where('id', '=', log.id)
      .execute();
    return { ok: false, message, code: error instanceof GenerationError ? error.code : undefined, logId: log.id, timeMs };
  }
}
