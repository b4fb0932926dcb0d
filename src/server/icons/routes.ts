import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageEngineSchema } from '../../domain/image-engine.js';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { IMAGE_UPLOAD_MAX_BYTES, readImageUpload, registerImageUploads, uploadError } from '../http/image-upload.js';
import { deleteMedia } from '../media/repository.js';
import { deleteIcon, findIcon, iconCategories, insertIcon, listIcons, updateIcon } from './repository.js';
import {
  categorySummarySchema,
  generateBody,
  generateNewBody,
  iconFields,
  iconIdParams,
  iconListResponse,
  iconResponse,
} from './schemas.js';
import { generationFailed } from '../images/generate.js';
import { createGeneratedIcon, generateIconImage, uploadIconImage } from './service.js';
import { imageForm } from '../openapi/forms.js';

/**
 * Icon Management (base /api/admin/icons, docs/decisions/0006-api-shapes.md). Admin only, except the category
 * summary and the icons of one category, which the public site reads.
 */
export const iconsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerImageUploads(app);
    const admin = { access: 'admin' } as const;

    /** The icon as it is now, or 404. */
    const iconOr404 = async (id: number) => {
      const icon = await findIcon(ctx.db, id);
      if (!icon) throw new HttpError(404, 'icons.errors.notFound');
      return icon;
    };
    const changed = () => ctx.events.emit('site-changed');

    app.get(
      '/admin/icons',
      {
        config: admin,
        schema: {
          response: {
            200: iconListResponse.extend({ engine: imageEngineSchema }),
          },
        },
      },
      async () => ({
        success: true as const,
        data: await listIcons(ctx.db),
        engine: { name: ctx.imageEngine.name, label: ctx.imageEngine.label },
      }),
    );

    app.get(
      '/admin/icons/categories',
      {
        config: { access: 'public' },
        schema: { response: { 200: z.object({ success: z.literal(true), data: z.array(categorySummarySchema) }) } },
      },
      async () => ({ success: true as const, data: await iconCategories(ctx.db) }),
    );

    // The icons of a category, a public read: documented at /api/icons/category/{category}. SPEC.md's
    // address under /api/admin/icons answers the same but stays out of the OpenAPI document, where it
    // would be ambiguous beside /api/admin/icons/{id}/generate and /upload.
    for (const [url, hide] of [
      ['/icons/category/:category', false],
      ['/admin/icons/category/:category', true],
    ] as const) {
      app.get(
        url,
        {
          config: { access: 'public', ...(hide ? { documentedAs: '/api/icons/category/:category' } : {}) },
          schema: {
            hide,
            params: z.object({ category: z.string().trim().min(1).max(60) }),
            response: { 200: iconListResponse },
          },
        },
        async (request) => {
          const icons = await listIcons(ctx.db, request.params.category);
          // Anyone may list icons (the pages show them); how a picture was generated is the admin's business.
          const data = request.user?.role === 'admin' ? icons : icons.map((icon) => ({ ...icon, dalle_prompt: null }));
          return { success: true as const, data };
        },
      );
    }

    app.get(
      '/admin/icons/:id',
      { config: admin, schema: { params: iconIdParams, response: { 200: iconResponse } } },
      async (request) => ({ success: true as const, data: await iconOr404(request.params.id) }),
    );

    app.post(
      '/admin/icons',
      { config: admin, schema: { body: iconFields, response: { 201: iconResponse } } },
      async (request, reply) => {
        const id = await insertIcon(ctx.db, request.body);
        changed();
        return reply
          .code(201)
          .send({ success: true as const, data: await iconOr404(id), message: successMessage(request, 'icons.toast.created') });
      },
    );

    app.put(
      '/admin/icons/:id',
      { config: admin, schema: { params: iconIdParams, body: iconFields, response: { 200: iconResponse } } },
      async (request) => {
        if (!(await updateIcon(ctx.db, request.params.id, request.body))) throw new HttpError(404, 'icons.errors.notFound');
        changed();
        return {
          success: true as const,
          data: await iconOr404(request.params.id),
          message: successMessage(request, 'icons.toast.updated'),
        };
      },
    );

    app.delete(
      '/admin/icons/:id',
      {
        config: admin,
        schema: { params: iconIdParams, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } },
      },
      async (request) => {
        const mediaId = await deleteIcon(ctx.db, request.params.id);
        if (mediaId === undefined) throw new HttpError(404, 'icons.errors.notFound');
        if (mediaId !== null) await deleteMedia(ctx, mediaId);
        changed();
        return { success: true as const, message: successMessage(request, 'icons.toast.deleted') };
      },
    );

    app.post(
      '/admin/icons/:id/generate',
      { config: admin, schema: { params: iconIdParams, body: generateBody, errors: [502], response: { 200: iconResponse } } },
      async (request) => {
        await iconOr404(request.params.id);
        const result = await generateIconImage(ctx, request.params.id, request.body, request.user!.id);
        if (!result.ok) throw 'gone' in result ? new HttpError(404, 'icons.errors.notFound') : generationFailed(result);
        changed();
        return {
          success: true as const,
          data: await iconOr404(request.params.id),
          message: successMessage(request, 'icons.toast.generated'),
        };
      },
    );

    app.post(
      '/admin/icons/generate-new',
      { config: admin, schema: { body: generateNewBody, errors: [502], response: { 201: iconResponse } } },
      async (request, reply) => {
        const { size, quality, style, prompt, ...fields } = request.body;
        const result = await createGeneratedIcon(ctx, { ...fields, prompt }, { prompt, size, quality, style }, request.user!.id);
        if (!result.ok) throw generationFailed(result);
        changed();
        return reply.code(201).send({
          success: true as const,
          data: await iconOr404(result.id),
          message: successMessage(request, 'icons.toast.generatedNew'),
        });
      },
    );

    app.post(
      '/admin/icons/:id/upload',
      { config: admin, schema: { params: iconIdParams, bodies: imageForm(), response: { 200: iconResponse } } },
      async (request) => {
        await iconOr404(request.params.id);
        const { file } = await readImageUpload(request);
        if (!file || file.buffer.length === 0) throw new HttpError(400, 'uploads.noFile');
        let stored: boolean;
        try {
          stored = await uploadIconImage(ctx, request.params.id, file.buffer, IMAGE_UPLOAD_MAX_BYTES);
        } catch (error) {
          throw uploadError(error);
        }
        if (!stored) throw new HttpError(404, 'icons.errors.notFound');
        changed();
        return {
          success: true as const,
          data: await iconOr404(request.params.id),
          message: successMessage(request, 'icons.toast.uploaded'),
        };
      },
    );
  };
