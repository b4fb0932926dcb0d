import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { altTextsBody, generateBody, MEDIA_KINDS, type MediaKind, mediaEntrySchema } from '../../domain/media-library.js';
import { imageEngineSchema } from '../../domain/image-engine.js';
import type { AppContext } from '../context.js';
import { HttpError, notFound } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import {
  cleanFilename,
  IMAGE_UPLOAD_MAX_BYTES,
  readImageUpload,
  registerImageUploads,
  uploadError,
} from '../http/image-upload.js';
import { generateAndStore, generationFailed } from '../images/generate.js';
import { deleteMedia, storeImage } from '../media/repository.js';
import { listMedia } from './list.js';
import { type MediaSlot, resolveSlot } from './slots.js';
import { imageForm } from '../openapi/forms.js';

const slotParams = z.object({ kind: z.enum(MEDIA_KINDS), ref: z.string().max(60) });
const entryResponse = z.object({ success: z.literal(true), message: z.string(), data: mediaEntrySchema });

/**
 * Media Management (docs/admin-content.md): every picture the site uses, replaced by upload or
 * generation, with its alt text per language. Every call needs an admin; every change reaches
 * the pages at once.
 */
export const mediaLibraryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerImageUploads(app);
    const access = { access: 'admin' as const };

    const slotOr404 = async (kind: MediaKind, ref: string) => {
      const slot = await resolveSlot(ctx, kind, ref);
      if (!slot) throw notFound('mediaLibrary.errors.notFound');
      return slot;
    };
    /** The entry as the list now shows it, with the message of what was done. */
    const answer = async (request: FastifyRequest, kind: MediaKind, ref: string, message: string) => {
      ctx.events.emit('site-changed');
      const entry = (await listMedia(ctx.db, request.lang)).find((e) => e.kind === kind && e.ref === ref);
      if (!entry) throw notFound('mediaLibrary.errors.notFound');
      return { success: true as const, message: successMessage(request, message), data: entry };
    };
    /** Links a stored picture to its slot; when the slot went meanwhile, the picture goes too. */
    const attach = async (slot: MediaSlot, media: Parameters<MediaSlot['attach']>[0], name: string, prompt?: string) => {
      let attached = false;
      try {
        attached = await slot.attach(media, name, prompt);
      } finally {
        if (!attached) await deleteMedia(ctx, media.id);
      }
      if (!attached) throw notFound('mediaLibrary.errors.notFound');
    };

    app.get(
      '/admin/media',
      {
        config: access,
        schema: {
          response: {
            200: z.object({ success: z.literal(true), data: z.array(mediaEntrySchema), engine: imageEngineSchema }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listMedia(ctx.db, request.lang),
        engine: { name: ctx.imageEngine.name, label: ctx.imageEngine.label },
      }),
    );

    app.post(
      '/admin/media/:kind/:ref/upload',
      { config: access, schema: { params: slotParams, bodies: imageForm(), response: { 200: entryResponse } } },
      async (request) => {
        const { kind, ref } = request.params;
        const slot = await slotOr404(kind, ref);
        const { file } = await readImageUpload(request);
        if (!file || file.buffer.length === 0) throw new HttpError(400, 'uploads.noFile');
        let media;
        try {
          media = await storeImage(ctx, file.buffer, { ...slot.store, maxBytes: IMAGE_UPLOAD_MAX_BYTES });
        } catch (error) {
          throw uploadError(error, { svgAllowed: slot.store.allowSvg });
        }
        await attach(slot, media, cleanFilename(file.filename));
        return answer(request, kind, ref, 'mediaLibrary.api.replaced');
      },
    );

    app.post(
      '/admin/media/:kind/:ref/generate',
      {
        // Each call may cost money with a paid engine: a runaway script is stopped.
        config: { ...access, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { params: slotParams, body: generateBody, errors: [502], response: { 200: entryResponse } },
      },
      async (request) => {
        const { kind, ref } = request.params;
        const slot = await slotOr404(kind, ref);
        if (!slot.generation) throw new HttpError(400, 'mediaLibrary.errors.uploadOnly');
        const { size, prompt, serviceId, iconId } = slot.generation;
        const result = await generateAndStore(
          ctx,
          { prompt: prompt(request.body.prompt), size },
          { userId: request.user!.id, serviceId, iconId, folder: slot.store.folder, variantWidths: slot.store.variantWidths },
        );
        if (!result.ok) throw generationFailed(result);
        await attach(slot, result.media, `generated-${kind}.webp`, request.body.prompt);
        return answer(request, kind, ref, 'mediaLibrary.api.generated');
      },
    );

    app.put(
      '/admin/media/:kind/:ref/alt',
      { config: access, schema: { params: slotParams, body: altTextsBody, response: { 200: entryResponse } } },
      async (request) => {
        const { kind, ref } = request.params;
        const slot = await slotOr404(kind, ref);
        if (!slot.setAlt)
          throw new HttpError(400, kind === 'project' ? 'mediaLibrary.errors.altFromTitle' : 'mediaLibrary.errors.decorative');
        if (!(await slot.setAlt(request.body))) throw new HttpError(404, 'mediaLibrary.errors.noPicture');
        return answer(request, kind, ref, 'mediaLibrary.api.altSaved');
      },
    );

    app.delete(
      '/admin/media/:kind/:ref',
      { config: access, schema: { params: slotParams, response: { 200: entryResponse } } },
      async (request) => {
        const { kind, ref } = request.params;
        const slot = await slotOr404(kind, ref);
        if (!slot.remove) throw new HttpError(400, 'mediaLibrary.errors.cannotRemove');
        if (!(await slot.remove())) throw new HttpError(404, 'mediaLibrary.errors.noPicture');
        return answer(request, kind, ref, `mediaLibrary.api.removed.${kind}`);
      },
    );
  };
