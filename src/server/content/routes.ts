import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLang, type Lang, LANGUAGES } from '../../domain/languages.js';
import { dictionaries } from '../../i18n/index.js';
import type { Messages } from '../../i18n/types.js';
import type { AppContext } from '../context.js';
import { HttpError, staleVersion } from '../http/errors.js';
import { successMessage } from '../http/language.js';
import {
  confirmEntry,
  currentEntries,
  entryHistory,
  entryVersion,
  findEntry,
  findSection,
  insertVersion,
  listLanguages,
  listSections,
  publishedEntries,
} from './repository.js';
import { entryKeyQuery, entrySchema, languageSchema, restoreBody, saveBody, sectionSchema } from './schemas.js';

const list = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) });
const saved = z.object({ success: z.literal(true), data: entrySchema, message: z.string() });

/** The built-in text of a dotted key in a language ('' when the dictionary has none). */
function builtInText(lang: Lang, key: string): string {
  let node: Messages | string | undefined = dictionaries[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

/**
 * Multi-Language Content Management (docs/decisions/0006-api-shapes.md). Visitors' texts and the lists of
 * sections and languages are public; the admin list, saves, history and restore need an admin.
 */
export const contentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const supported = (code: string): Lang => {
      if (!isLang(code)) throw new HttpError(400, 'multilanguage.api.unsupportedLanguage');
      return code;
    };
    const sectionOr400 = async (key: string) => {
      const section = await findSection(ctx.db, key);
      if (!section) throw new HttpError(400, 'multilanguage.api.unknownSection');
      return section;
    };
    /** After a save: pages show the new text at once (the page cache and the overrides listen). */
    const published = () => ctx.events.emit('site-changed');

    app.get(
      '/multilanguage/content/language/:lang',
      {
        config: { access: 'public' },
        schema: {
          params: z.object({ lang: z.string().max(20) }),
          response: {
            200: list(z.object({ section_key: z.string(), content: z.string(), version: z.number(), language_code: z.string() })),
          },
        },
      },
      async (request) => {
        const lang = supported(request.params.lang);
        return { success: true as const, data: await publishedEntries(ctx.db, lang) };
      },
    );

    app.get(
      '/multilanguage/sections',
      { config: { access: 'public' }, schema: { response: { 200: list(sectionSchema) } } },
      async () => {
        const sections = await listSections(ctx.db);
        return {
          success: true as const,
          data: sections.map((s) => ({
            ...s,
            default_content: Object.fromEntries(LANGUAGES.map((lang) => [lang, builtInText(lang, s.section_key)])),
          })),
        };
      },
    );

    app.get(
      '/multilanguage/languages',
      { config: { access: 'public' }, schema: { response: { 200: list(languageSchema) } } },
      async () => ({
        success: true as const,
        data: await listLanguages(ctx.db),
      }),
    );

    app.get(
      '/multilanguage/admin/content',
      {
        config: { access: 'admin' },
        schema: { querystring: entryKeyQuery.partial(), response: { 200: list(entrySchema) } },
      },
      async (request) => {
        const { section_key, language_code } = request.query;
        const lang = language_code ? supported(language_code) : undefined;
        return { success: true as const, data: await currentEntries(ctx.db, { sectionKey: section_key, lang }) };
      },
    );

    app.post(
      '/multilanguage/content',
      { config: { access: 'admin' }, schema: { body: saveBody, response: { 201: saved, 409: conflictSchema } } },
      async (request, reply) => {
        const { section_key, language_code, content, is_published, is_draft, base_version } = request.body;
        const lang = supported(language_code);
        const section = await sectionOr400(section_key);
        const result = await insertVersion(ctx.db, {
          sectionId: section.id,
          lang,
          content,
          isPublished: is_published,
          isDraft: is_draft,
          userId: request.user!.id,
          baseVersion: base_version ?? undefined,
        });
        if ('conflict' in result) throw staleVersion('multilanguage.api.stale', result.conflict);
        published();
        const entry = (await findEntry(ctx.db, result.id))!;
        return reply.code(201).send({
          success: true as const,
          data: entry,
          message: successMessage(request, 'multilanguage.saved', { version: entry.version }),
        });
      },
    );

    app.post(
      '/multilanguage/admin/confirm',
      {
        config: { access: 'admin' },
        schema: {
          summary: "'Still correct': the current text of a section in a language needs no update after another language changed",
          body: entryKeyQuery,
          // 404: the section has no text in that language to confirm.
          errors: [404],
          response: { 200: saved },
        },
      },
      async (request) => {
        const lang = supported(request.body.language_code);
        const section = await sectionOr400(request.body.section_key);
        const id = await confirmEntry(ctx.db, section.id, lang);
        if (id === null) throw new HttpError(404, 'multilanguage.api.versionNotFound');
        return {
          success: true as const,
          data: (await findEntry(ctx.db, id))!,
          message: successMessage(request, 'multilanguage.confirmed'),
        };
      },
    );

    app.get(
      '/multilanguage/admin/history',
      { config: { access: 'admin' }, schema: { querystring: entryKeyQuery, response: { 200: list(entrySchema) } } },
      async (request) => {
        const lang = supported(request.query.language_code);
        const section = await sectionOr400(request.query.section_key);
        return { success: true as const, data: await entryHistory(ctx.db, section.id, lang) };
      },
    );

    app.post(
      '/multilanguage/admin/restore',
      {
        config: { access: 'admin' },
        schema: { body: restoreBody, errors: [404], response: { 201: saved, 409: conflictSchema } },
      },
      async (request, reply) => {
        const { section_key, language_code, version, base_version } = request.body;
        const lang = supported(language_code);
        const section = await sectionOr400(section_key);
        const old = await entryVersion(ctx.db, section.id, lang, version);
        if (!old) throw new HttpError(404, 'multilanguage.api.versionNotFound');
        // Restoring writes the old text and flags as a new version: history only ever grows.
        const result = await insertVersion(ctx.db, {
          sectionId: section.id,
          lang,
          content: old.content,
          isPublished: Boolean(old.is_published),
          isDraft: Boolean(old.is_draft),
          userId: request.user!.id,
          baseVersion: base_version ?? undefined,
        });
        if ('conflict' in result) throw staleVersion('multilanguage.api.stale', result.conflict);
        published();
        const entry = (await findEntry(ctx.db, result.id))!;
        return reply.code(201).send({
          success: true as const,
          data: entry,
          message: successMessage(request, 'multilanguage.history.restored', { version, newVersion: entry.version }),
        });
      },
    );
  };

const conflictSchema = z.object({ success: z.literal(false), message: z.string(), current_version: z.number() });
