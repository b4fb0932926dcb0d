import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageEngineSchema } from '../../domain/image-engine.js';
import { generationLogSchema, serviceImageSchema } from '../../domain/service-admin-shapes.js';
import { generateImageSchema, imageFieldsSchema, MAX_IMAGE_BYTES } from '../../domain/service-admin.js';
import type { AppContext } from '../context.js';
import type { MediaRow } from '../db/schema.js';
import { fromZodError, HttpError, notFound } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { MediaError } from '../images/errors.js';
import { generateAndStore, generationFailed } from '../images/generate.js';
import { enhancePrompt } from '../images/generation/index.js';
import { deleteMedia, storeImage } from '../media/repository.js';
import {
  addServiceImage,
  deleteServiceImage,
  type ImageFields,
  listGenerationLogs,
  SERVICE_IMAGE_FOLDER,
  SERVICE_IMAGE_WIDTHS,
} from './admin-images.js';
import { imageForm } from '../openapi/forms.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const imageParams = idParams.extend({ imageId: z.coerce.number().int().positive() });
const success = z.literal(true);
/** Landscape pictures suit the catalogue cards and the detail page. */
const GENERATED_SIZE = '1792x1024' as const;

interface Upload {
  file: Buffer | null;
  fields: Record<string, string>;
}

/** Image manager of a service: upload, generate, delete, generation history. */
export const adminImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
    const access = { access: 'admin' as const };

    /** The English texts and category of a service, for prompt context; 404 when it does not exist. */
    const serviceContext = async (id: number) => {
      const row = await ctx.db
        .selectFrom('services as s')
        .leftJoin('service_translations as t', (join) => join.onRef('t.service_id', '=', 's.id').on('t.language_code', '=', 'en'))
        .leftJoin('category_translations as c', (join) =>
          join.onRef('c.category_id', '=', 's.category_id').on('c.language_code', '=', 'en'),
        )
        .select(['s.id', 's.slug', 't.name', 't.description', 'c.name as category'])
        .where('s.id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('adminServices.api.notFound');
      return { name: row.name ?? row.slug, description: row.description ?? '', category: row.category ?? '' };
    };

    /** Links a stored picture; if that fails (the service was deleted meanwhile), the picture goes too. */
    const attach = async (serviceId: number, media: MediaRow, fields: ImageFields) => {
      try {
        const image = await addServiceImage(ctx.db, serviceId, media, fields);
        ctx.events.emit('site-changed');
        return image;
      } catch (error) {
        await deleteMedia(ctx, media.id);
        await serviceContext(serviceId);
        throw error;
      }
    };

    app.get(
      '/admin/services/:id/generation-logs',
      {
        config: access,
        schema: {
          params: idParams,
          response: { 200: z.object({ success, data: z.array(generationLogSchema), engine: imageEngineSchema }) },
        },
      },
      async (request) => {
        await serviceContext(request.params.id);
        return {
          success: true as const,
          data: await listGenerationLogs(ctx.db, request.params.id),
          engine: { name: ctx.imageEngine.name, label: ctx.imageEngine.label },
        };
      },
    );

    app.post(
      '/admin/services/:id/images',
      {
        config: access,
        schema: {
          params: idParams,
          bodies: imageForm(imageFieldsSchema.shape),
          response: { 201: z.object({ success, message: z.string(), data: serviceImageSchema }) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await serviceContext(id);
        const upload = await readUpload(request);
        if (!upload.file || upload.file.length === 0) throw new HttpError(400, 'adminServices.images.selectFile');
        const parsed = imageFieldsSchema.safeParse({
          image_type: upload.fields.image_type || undefined,
          image_alt_text: upload.fields.image_alt_text,
          sort_order: upload.fields.sort_order?.trim() ? Number(upload.fields.sort_order) : undefined,
        });
        if (!parsed.success) throw fromZodError(parsed.error);
        const media = await storeUpload(upload.file);
        const image = await attach(id, media, parsed.data);
        return reply
          .code(201)
          .send({ success: true as const, message: successMessage(request, 'adminServices.toasts.imageUploaded'), data: image });
      },
    );

    app.delete(
      '/admin/services/:id/images/:imageId',
      { config: access, schema: { params: imageParams, response: { 200: z.object({ success, message: z.string() }) } } },
      async (request) => {
        if (!(await deleteServiceImage(ctx, request.params.id, request.params.imageId))) {
          throw notFound('adminServices.api.imageNotFound');
        }
        ctx.events.emit('site-changed');
        return { success: true as const, message: successMessage(request, 'adminServices.toasts.imageDeleted') };
      },
    );

    app.post(
      '/admin/services/:id/generate-image',
      {
        // Each call may cost money with a paid engine: a runaway script is stopped.
        config: { ...access, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          params: idParams,
          body: generateImageSchema,
          errors: [502],
          response: {
            201: z.object({
              success,
              message: z.string(),
              data: z.object({ image: serviceImageSchema, log: generationLogSchema }),
            }),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { prompt, ...fields } = request.body;
        const context = await serviceContext(id);
        const result = await generateAndStore(
          ctx,
          { prompt: enhancePrompt(prompt, context, ctx.imageEngine.name), size: GENERATED_SIZE },
          { userId: request.user!.id, serviceId: id, folder: SERVICE_IMAGE_FOLDER, variantWidths: SERVICE_IMAGE_WIDTHS },
        );
        if (!result.ok) throw generationFailed(result);
        // Without an alt text of their own, the admin's words describe the picture.
        const alt = fields.image_alt_text || prompt.slice(0, 200);
        const image = await attach(id, result.media, { ...fields, image_alt_text: alt });
        const log = (await listGenerationLogs(ctx.db, id)).find((l) => l.id === result.logId)!;
        return reply.code(201).send({
          success: true as const,
          message: successMessage(request, 'adminServices.toasts.imageGenerated'),
          data: { image, log },
        });
      },
    );

    async function storeUpload(file: Buffer): Promise<MediaRow> {
      try {
        return await storeImage(ctx, file, {
          folder: SERVICE_IMAGE_FOLDER,
          variantWidths: SERVICE_IMAGE_WIDTHS,
          maxBytes: MAX_IMAGE_BYTES,
        });
      } catch (error) {
        if (error instanceof MediaError) throw new HttpError(400, `adminServices.media.${error.code}`);
        throw error;
      }
    }
  };

/** The one file (field "image") and the text fields of a multipart request. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, 'adminServices.images.selectFile');
  const upload: Upload = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image') upload.file = data;
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'adminServices.media.too_large');
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, 'adminServices.images.oneFile');
    throw error;
  }
  return upload;
}
