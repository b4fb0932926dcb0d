import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { fromZodError, HttpError, notFound } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import {
  cleanFilename,
  IMAGE_UPLOAD_MAX_BYTES,
  readImageUpload,
  registerImageUploads,
  uploadError,
} from '../http/image-upload.js';
import { DEFAULT_VARIANT_WIDTHS } from '../images/process.js';
import { deleteMedia, storeImage } from '../media/repository.js';
import { EMAIL_LOGO_PATH, emailLogoPng } from './email-logo.js';
import { LOGO_PURPOSE, LOGO_VARIANT_WIDTHS } from './logo.js';
import { findImage, listImageRows, replaceImageOfPurpose, toSiteImage, updateImageInfo } from './repository.js';
import { imageInfoBody, imageSchema, UPLOAD_PURPOSES, uploadFields } from './schemas.js';
import { imageForm } from '../openapi/forms.js';

/** The logo's own messages (docs/decisions/0004-product-rules.md), or the same for another of the site's pictures. */
const purposeTexts = (purpose: string) =>
  purpose === LOGO_PURPOSE
    ? { updated: 'content.logo.updated', uploaded: 'content.logo.uploaded' }
    : { updated: 'content.picture.updated', uploaded: 'content.picture.uploaded' };

const imageResponse = z.object({ success: z.literal(true), data: imageSchema, message: z.string().optional() });

/**
 * The logo and the site's own pictures (docs/decisions/0006-api-shapes.md, "Site images"). Reading is public:
 * the pictures are on every page anyway. Writing needs an admin.
 */
export const siteImagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerImageUploads(app);

    app.get(
      '/admin/images',
      {
        config: { access: 'public' },
        schema: {
          querystring: z.object({ purpose: z.enum(UPLOAD_PURPOSES).optional() }),
          // The uploaded file's own name only for admins: visitors get the public URL and texts.
          response: { 200: z.object({ success: z.literal(true), data: z.array(imageSchema.partial({ filename: true })) }) },
        },
      },
      async (request) => {
        const images = (await listImageRows(ctx.db, request.query.purpose)).map(toSiteImage);
        const data = request.user?.role === 'admin' ? images : images.map(({ filename: _name, ...image }) => image);
        return { success: true as const, data };
      },
    );

    app.put(
      '/admin/images/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: imageInfoBody,
          response: { 200: imageResponse },
        },
      },
      async (request) => {
        if (!(await updateImageInfo(ctx.db, request.params.id, request.body)))
          throw new HttpError(404, 'content.errors.imageNotFound');
        ctx.events.emit('site-changed');
        const image = (await findImage(ctx.db, request.params.id))!;
        return {
          success: true as const,
          data: image,
          message: successMessage(request, purposeTexts(image.upload_purpose).updated),
        };
      },
    );

    app.post(
      '/admin/images',
      { config: { access: 'admin' }, schema: { bodies: imageForm(uploadFields.shape), response: { 201: imageResponse } } },
      async (request, reply) => {
        const { fields, file } = await readImageUpload(request);
        const parsed = uploadFields.safeParse(fields);
        if (!parsed.success) throw fromZodError(parsed.error);
        if (!file || file.buffer.length === 0) throw new HttpError(400, 'uploads.noFile');
        const { upload_purpose, ...info } = parsed.data;
        const isLogo = upload_purpose === LOGO_PURPOSE;
        let media;
        try {
          media = await storeImage(ctx, file.buffer, {
            folder: isLogo ? 'logo' : 'site',
            allowSvg: isLogo,
            variantWidths: isLogo ? LOGO_VARIANT_WIDTHS : DEFAULT_VARIANT_WIDTHS,
            maxBytes: IMAGE_UPLOAD_MAX_BYTES,
          });
        } catch (error) {
          throw uploadError(error, { svgAllowed: isLogo });
        }
        let saved;
        try {
          saved = await replaceImageOfPurpose(ctx.db, {
            ...info,
            media_id: media.id,
            filename: cleanFilename(file.filename),
            upload_purpose,
          });
        } catch (error) {
          await deleteMedia(ctx, media.id);
          throw error;
        }
        await Promise.all(saved.unusedMedia.map((id) => deleteMedia(ctx, id)));
        ctx.events.emit('site-changed');
        return reply.code(201).send({
          success: true as const,
          data: (await findImage(ctx.db, saved.id))!,
          message: successMessage(request, purposeTexts(upload_purpose).uploaded),
        });
      },
    );

    app.get(
      EMAIL_LOGO_PATH.replace(/^\/api/, ''),
      { config: { access: 'public' }, schema: { produces: ['image/png'], errors: [404] } },
      async (_request, reply) => {
        const png = await emailLogoPng(ctx);
        if (!png) throw notFound();
        return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
      },
    );
  };
