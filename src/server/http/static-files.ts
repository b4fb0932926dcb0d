import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Built client files. Hashed names under /assets are cached for a year; build/client holds .br/.gz twins. */
export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(clientDir)) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * Uploaded and generated files. Names are random and never reused, so they are immutable.
 * Only known image types are served, never as HTML, and sandboxed so an SVG cannot run script.
 */
export async function registerMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const ext = path.extname(request.url.split('?')[0]).toLowerCase();
      // Quote attachments live under /media/private and are only served through an admin route.
      if (!MEDIA_TYPES[ext] || request.url.startsWith('/media/private/')) {
        return reply.code(404).send({ success: false, message: 'Not found' });
      }
    });
    await scope.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      dotfiles: 'deny',
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const type = MEDIA_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
        reply.header('content-type', type);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        if (type === 'application/pdf') reply.header('content-disposition', 'attachment');
      },
    });
  });
}
