import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ProjectForm, projectFormSchema, projectOrderSchema } from '../../domain/projects.js';
import type { AppContext } from '../context.js';
import { HttpError, invalidFields, notFound } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { IMAGE_UPLOAD_MAX_BYTES, readImageUpload, registerImageUploads, uploadError } from '../http/image-upload.js';
import { DEFAULT_VARIANT_WIDTHS } from '../images/process.js';
import { deleteMedia, storeImage } from '../media/repository.js';
import { langQuery } from '../services/schemas.js';
import { listAdminProjects, listPublicProjects, readAdminProject } from './repository.js';
import { adminProjectSchema, photoParams, projectParams, publicProjectSchema } from './schemas.js';
import {
  createProject,
  deleteProject,
  existingServiceIds,
  PROJECT_PHOTO_FOLDER,
  removeProjectPhoto,
  setProjectOrder,
  setProjectPhoto,
  updateProject,
} from './writes.js';
import { imageForm } from '../openapi/forms.js';

const success = z.literal(true);
const projectResponse = z.object({ success, message: z.string().optional(), data: adminProjectSchema });
const done = z.object({ success, message: z.string() });

/**
 * The project gallery: a public read for the pages and API clients, and the admin's add, edit,
 * delete, order and photo calls. Every write that visitors can see empties the page cache.
 */
export const projectsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerImageUploads(app);
    const admin = { access: 'admin' as const };

    const readOr404 = async (id: number) => {
      const project = await readAdminProject(ctx.db, id);
      if (!project) throw notFound('adminProjects.api.notFound');
      return project;
    };
    const checkServices = async (form: ProjectForm) => {
      const found = await existingServiceIds(ctx.db, form.service_ids);
      if (found.size !== form.service_ids.length) {
        throw invalidFields([{ path: 'service_ids', msg: 'adminProjects.validation.unknownService' }]);
      }
    };
    const changed = () => ctx.events.emit('site-changed');

    app.get(
      '/projects',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Published projects with their before/after photos, optionally of one catalogue service',
          querystring: z.object({
            lang: langQuery,
            service: z.string().trim().min(1).max(120).optional(),
            limit: z.coerce.number().int().min(1).max(100).optional(),
          }),
          response: { 200: z.object({ success, data: z.array(publicProjectSchema) }) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPublicProjects(ctx.db, {
          lang: request.lang,
          serviceSlug: request.query.service,
          limit: request.query.limit,
        }),
      }),
    );

    app.get(
      '/admin/projects',
      { config: admin, schema: { response: { 200: z.object({ success, data: z.array(adminProjectSchema) }) } } },
      async () => ({ success: true as const, data: await listAdminProjects(ctx.db) }),
    );

    app.get(
      '/admin/projects/:id',
      { config: admin, schema: { params: projectParams, response: { 200: projectResponse } } },
      async (request) => ({ success: true as const, data: await readOr404(request.params.id) }),
    );

    app.post(
      '/admin/projects',
      { config: admin, schema: { body: projectFormSchema, response: { 201: projectResponse } } },
      async (request, reply) => {
        await checkServices(request.body);
        const id = await createProject(ctx.db, request.body);
        changed();
        const data = await readOr404(id);
        return reply
          .code(201)
          .send({ success: true as const, message: successMessage(request, 'adminProjects.toasts.created'), data });
      },
    );

    app.put(
      '/admin/projects/order',
      { config: admin, schema: { body: projectOrderSchema, errors: [409], response: { 200: done } } },
      async (request) => {
        if (!(await setProjectOrder(ctx.db, request.body.ids))) {
          throw new HttpError(409, 'adminProjects.api.staleOrder');
        }
        changed();
        return { success: true as const, message: successMessage(request, 'adminProjects.toasts.reordered') };
      },
    );

    app.put(
      '/admin/projects/:id',
      { config: admin, schema: { params: projectParams, body: projectFormSchema, response: { 200: projectResponse } } },
      async (request) => {
        await checkServices(request.body);
        if (!(await updateProject(ctx.db, request.params.id, request.body))) {
          throw notFound('adminProjects.api.notFound');
        }
        changed();
        const data = await readOr404(request.params.id);
        return { success: true as const, message: successMessage(request, 'adminProjects.toasts.updated'), data };
      },
    );

    app.delete(
      '/admin/projects/:id',
      { config: admin, schema: { params: projectParams, response: { 200: done } } },
      async (request) => {
        if (!(await deleteProject(ctx, request.params.id))) throw notFound('adminProjects.api.notFound');
        changed();
        return { success: true as const, message: successMessage(request, 'adminProjects.toasts.deleted') };
      },
    );

    app.post(
      '/admin/projects/:id/photos/:kind',
      {
        config: admin,
        schema: {
          summary: 'Upload the before or the after photo (multipart field `image`); replaces the previous one',
          params: photoParams,
          bodies: imageForm(),
          response: { 201: projectResponse },
        },
      },
      async (request, reply) => {
        const { id, kind } = request.params;
        await readOr404(id);
        const { file } = await readImageUpload(request);
        if (!file || file.buffer.length === 0) throw new HttpError(400, 'uploads.noFile');
        let media;
        try {
          media = await storeImage(ctx, file.buffer, {
            folder: PROJECT_PHOTO_FOLDER,
            variantWidths: DEFAULT_VARIANT_WIDTHS,
            maxBytes: IMAGE_UPLOAD_MAX_BYTES,
          });
        } catch (error) {
          throw uploadError(error);
        }
        let attached = false;
        try {
          attached = await setProjectPhoto(ctx, id, kind, media);
        } finally {
          // The project was deleted meanwhile, or the write failed: the new picture goes too.
          if (!attached) await deleteMedia(ctx, media.id);
        }
        if (!attached) throw notFound('adminProjects.api.notFound');
        changed();
        const data = await readOr404(id);
        return reply
          .code(201)
          .send({ success: true as const, message: successMessage(request, `adminProjects.toasts.${kind}Uploaded`), data });
      },
    );

    app.delete(
      '/admin/projects/:id/photos/:kind',
      { config: admin, schema: { params: photoParams, response: { 200: projectResponse } } },
      async (request) => {
        const { id, kind } = request.params;
        await readOr404(id);
        if (!(await removeProjectPhoto(ctx, id, kind))) throw notFound('adminProjects.api.photoNotFound');
        changed();
        const data = await readOr404(id);
        return { success: true as const, message: successMessage(request, 'adminProjects.toasts.photoRemoved'), data };
      },
    );
  };
