import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockBodySchema,
  type BlockItem,
  isBlockKind,
  languagesToUpdate,
  SITE_BLOCK_KINDS,
  type SiteBlockKind,
  type TeamMember,
} from '../../domain/site-blocks.js';
import type { AppContext } from '../context.js';
import { fromZodError, HttpError, notFound, staleVersion } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import { readTeamPhotos, removeDepartedPhotos } from '../media-library/team-photos.js';
import { slugify } from '../services/admin-writes.js';
import { type BlockVersion, blockHistory, blockVersion, currentBlock, insertBlockVersion } from './repository.js';

const kindParams = z.object({ kind: z.string().max(40) });
const anyItem = z.record(z.string(), z.unknown());
const blockSchema = z.object({
  kind: z.enum(SITE_BLOCK_KINDS),
  version: z.number(),
  items: z.array(anyItem),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
const versionSchema = z.object({
  version: z.number(),
  items: z.array(anyItem),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
const saved = z.object({ success: z.literal(true), data: blockSchema, message: z.string() });
const conflictSchema = z.object({ success: z.literal(false), message: z.string(), current_version: z.number() });
const restoreBody = z.object({
  version: z.number('siteContent.errors.version').int().min(1, 'siteContent.errors.version'),
  base_version: z.number('siteContent.errors.version').int().min(0).nullish(),
});

/** A readable, unique id for a new item: "ana-lopez-3f9a1c". */
function newItemId(item: BlockItem<SiteBlockKind>): string {
  const label = 'name' in item ? item.name : (Object.values(item.texts.en)[0] ?? '');
  return `${slugify(label).slice(0, 30)}-${randomBytes(3).toString('hex')}`;
}

/**
 * The site's editable lists (docs/admin-content.md): GET and PUT /api/admin/site-blocks/{kind},
 * with history and restore. Every call needs an admin; visitors see the lists on the pages.
 */
export const siteBlocksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const access = { access: 'admin' as const };
    const kindOr404 = (kind: string): SiteBlockKind => {
      if (!isBlockKind(kind)) throw notFound('siteContent.errors.unknownKind');
      return kind;
    };

    /** The list as the editor reads it, each item with the languages that need an update; a team member with their photo. */
    const view = async (kind: SiteBlockKind, block: BlockVersion | null) => {
      // Items saved before translation states existed have none: nothing to update.
      let items: Record<string, unknown>[] = (block?.items ?? []).map((item) => ({
        ...item,
        needs_update: item.needs_update ?? [],
      }));
      if (kind === 'team') {
        const photos = await readTeamPhotos(ctx.db);
        items = (items as TeamMember[]).map((m) => {
          const photo = photos.get(m.id);
          return { ...m, photo: photo ? { url: photo.picture.src, alt: photo.alt } : null };
        });
      }
      return {
        kind,
        version: block?.version ?? 0,
        items,
        updated_at: block?.created_at ?? null,
        updated_by: block?.created_by_name ?? null,
      };
    };

    /** After a save or restore: pages show the list at once; photos of members who left go. */
    const changed = async (kind: SiteBlockKind, items: BlockItem<SiteBlockKind>[]) => {
      if (kind === 'team')
        await removeDepartedPhotos(
          ctx,
          items.map((m) => m.id),
        );
      ctx.events.emit('site-changed');
    };

    app.get(
      '/admin/site-blocks/:kind',
      {
        config: access,
        schema: { params: kindParams, response: { 200: z.object({ success: z.literal(true), data: blockSchema }) } },
      },
      async (request) => {
        const kind = kindOr404(request.params.kind);
        return { success: true as const, data: await view(kind, await currentBlock(ctx.db, kind)) };
      },
    );

    app.put(
      '/admin/site-blocks/:kind',
      {
        config: access,
        schema: {
          params: kindParams,
          // Each kind has its own item shape: checked in the handler, failures reported per field.
          body: z.record(z.string(), z.unknown()),
          bodies: { 'application/json': z.union(SITE_BLOCK_KINDS.map((kind) => blockBodySchema(kind))) },
          response: { 200: saved, 409: conflictSchema },
        },
      },
      async (request) => {
        const kind = kindOr404(request.params.kind);
        const parsed = blockBodySchema(kind).safeParse(request.body);
        if (!parsed.success) throw fromZodError(parsed.error);
        // Each item's translation state follows from what this save changed (languagesToUpdate).
        const previous = new Map((await currentBlock(ctx.db, kind))?.items.map((item) => [item.id, item]) ?? []);
        const items = parsed.data.items.map(({ confirmed, ...item }) => ({
          ...item,
          id: item.id ?? newItemId(item as BlockItem<SiteBlockKind>),
          needs_update: languagesToUpdate(item.id ? previous.get(item.id) : undefined, { ...item, confirmed }),
        }));
        const result = await insertBlockVersion(ctx.db, {
          kind,
          items: items as BlockItem<SiteBlockKind>[],
          userId: request.user!.id,
          baseVersion: parsed.data.base_version ?? undefined,
        });
        if ('conflict' in result) throw staleVersion('siteContent.api.stale', result.conflict);
        await changed(kind, items as BlockItem<SiteBlockKind>[]);
        const message = successMessage(request, 'siteContent.api.saved', { version: result.version });
        return { success: true as const, data: await view(kind, await currentBlock(ctx.db, kind)), message };
      },
    );

    app.get(
      '/admin/site-blocks/:kind/history',
      {
        config: access,
        schema: {
          params: kindParams,
          response: { 200: z.object({ success: z.literal(true), data: z.array(versionSchema) }) },
        },
      },
      async (request) => {
        const kind = kindOr404(request.params.kind);
        const versions = await blockHistory(ctx.db, kind);
        return { success: true as const, data: versions.map(({ kind: _kind, ...v }) => v) };
      },
    );

    app.post(
      '/admin/site-blocks/:kind/restore',
      {
        config: access,
        schema: { params: kindParams, body: restoreBody, response: { 201: saved, 409: conflictSchema } },
      },
      async (request, reply) => {
        const kind = kindOr404(request.params.kind);
        const { version, base_version } = request.body;
        const old = await blockVersion(ctx.db, kind, version);
        if (!old) throw new HttpError(404, 'siteContent.api.versionNotFound');
        // Restoring writes the old list as a new version: history only ever grows.
        const result = await insertBlockVersion(ctx.db, {
          kind,
          items: old.items,
          userId: request.user!.id,
          baseVersion: base_version ?? undefined,
        });
        if ('conflict' in result) throw staleVersion('siteContent.api.stale', result.conflict);
        await changed(kind, old.items);
        return reply.code(201).send({
          success: true as const,
          data: await view(kind, await currentBlock(ctx.db, kind)),
          message: successMessage(request, 'siteContent.api.restored', { version, newVersion: result.version }),
        });
      },
    );
  };
