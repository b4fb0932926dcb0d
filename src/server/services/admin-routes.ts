import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminServiceSchema, paginationSchema } from '../../domain/service-admin-shapes.js';
import {
  ADMIN_SERVICES_PAGE_SIZE,
  activeToggleSchema,
  featuredToggleSchema,
  type ServiceForm,
  serviceFormSchema,
  serviceUpdateSchema,
} from '../../domain/service-admin.js';
import type { AppContext } from '../context.js';
import { fromZodError, HttpError, invalidFields, notFound } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { drawNewServicePicture } from '../images/site-pictures.js';
import { adminImageRoutes } from './admin-image-routes.js';
import { makePrimaryImage } from './admin-images.js';
import { listAdminServices, readAdminService } from './admin-repository.js';
import { categoryExists, createService, deleteService, setServiceFlag, updateService } from './admin-writes.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const serviceResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: adminServiceSchema });
/** Query flags as links and forms send them; empty means "no filter". */
const flagQuery = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** Service Management API (docs/admin-services.md, docs/decisions/0006-api-shapes.md): every call needs an admin. */
export const adminServicesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const access = { access: 'admin' as const };

    const readOr404 = async (request: FastifyRequest, id: number) => {
      const service = await readAdminService(ctx.db, request.lang, id);
      if (!service) throw notFound('adminServices.api.notFound');
      return service;
    };
    const checkCategory = async (request: FastifyRequest, form: ServiceForm) => {
      if (await categoryExists(ctx.db, form.category_id)) return;
      throw invalidFields([{ path: 'category_id', msg: 'adminServices.validation.categoryRequired' }]);
    };

    app.get(
      '/admin/services',
      {
        config: access,
        schema: {
          querystring: z.object({
            page: z.coerce.number().int().min(1).default(1),
            limit: z.coerce.number().int().min(1).max(100).default(ADMIN_SERVICES_PAGE_SIZE),
            search: z.string().trim().max(200).optional(),
            category_id: z.coerce.number().int().min(0).optional(),
            is_active: flagQuery,
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ services: z.array(adminServiceSchema), pagination: paginationSchema }),
            }),
          },
        },
      },
      async (request) => {
        const { page, limit, search, category_id, is_active } = request.query;
        const { services, total } = await listAdminServices(ctx.db, request.lang, {
          page,
          limit,
          search: search || undefined,
          categoryId: category_id || undefined,
          isActive: is_active,
        });
        const pages = Math.max(1, Math.ceil(total / limit));
        return { success: true as const, data: { services, pagination: { page, limit, total, pages } } };
      },
    );

    app.get(
      '/admin/services/:id',
      { config: access, schema: { params: idParams, response: { 200: serviceResponse } } },
      async (request) => ({ success: true as const, data: await readOr404(request, request.params.id) }),
    );

    app.post(
      '/admin/services',
      { config: access, schema: { body: serviceFormSchema, response: { 201: serviceResponse } } },
      async (request, reply) => {
        await checkCategory(request, request.body);
        const id = await createService(ctx.db, request.body);
        // Drawn like the catalogue's own pictures, so a new card never shows a placeholder of another style.
        await drawNewServicePicture(ctx, id);
        ctx.events.emit('site-changed');
        const message = successMessage(request, 'adminServices.toasts.created');
        return reply.code(201).send({ success: true as const, message, data: await readOr404(request, id) });
      },
    );

    app.put(
      '/admin/services/:id',
      {
        config: access,
        schema: {
          params: idParams,
          // A full edit (with version), or only {is_active}, or only {is_featured}: told apart in the handler.
          body: z.record(z.string(), z.unknown()),
          bodies: { 'application/json': z.union([serviceUpdateSchema, activeToggleSchema, featuredToggleSchema]) },
          errors: [409],
          response: { 200: serviceResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        const keys = Object.keys(request.body);
        const toggle = keys.length === 1 && (keys[0] === 'is_active' || keys[0] === 'is_featured');
        if (toggle) {
          const parsed = (keys[0] === 'is_active' ? activeToggleSchema : featuredToggleSchema).safeParse(request.body);
          if (!parsed.success) throw fromZodError(parsed.error);
          if (!(await setServiceFlag(ctx.db, id, parsed.data))) throw notFound('adminServices.api.notFound');
          ctx.events.emit('site-changed');
          const message = successMessage(
            request,
            keys[0] === 'is_active' ? 'adminServices.toasts.statusUpdated' : 'adminServices.toasts.featuredUpdated',
          );
          return { success: true as const, message, data: await readOr404(request, id) };
        }
        const parsed = serviceUpdateSchema.safeParse(request.body);
        if (!parsed.success) throw fromZodError(parsed.error);
        const { version, ...form } = parsed.data;
        await checkCategory(request, form);
        const outcome = await updateService(ctx.db, id, form, version);
        if (outcome === 'not_found') throw notFound('adminServices.api.notFound');
        if (outcome === 'stale') throw new HttpError(409, 'adminServices.api.stale');
        ctx.events.emit('site-changed');
        return {
          success: true as const,
          message: successMessage(request, 'adminServices.toasts.updated'),
          data: await readOr404(request, id),
        };
      },
    );

    app.delete(
      '/admin/services/:id',
      {
        config: access,
        schema: { params: idParams, response: { 200: z.object({ success: z.literal(true), message: z.string() }) } },
      },
      async (request) => {
        if (!(await deleteService(ctx, request.params.id))) throw notFound('adminServices.api.notFound');
        ctx.events.emit('site-changed');
        return { success: true as const, message: successMessage(request, 'adminServices.toasts.deleted') };
      },
    );

    // 'Use as main picture' takes no body: it stays outside the image routes' multipart scope.
    app.put(
      '/admin/services/:id/images/:imageId/primary',
      {
        config: access,
        schema: {
          params: idParams.extend({ imageId: z.coerce.number().int().positive() }),
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (request) => {
        if (!(await makePrimaryImage(ctx.db, request.params.id, request.params.imageId))) {
          throw notFound('adminServices.api.imageNotFound');
        }
        ctx.events.emit('site-changed');
        return { success: true as const, message: successMessage(request, 'adminServices.toasts.madePrimary') };
      },
    );

    await app.register(adminImageRoutes(ctx));
  };
