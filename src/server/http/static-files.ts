import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DiskMediaStore } from '../storage/disk-store.js';
import type { MediaStore } from '../storage/media-store.js';
import { notFound } from './errors.js';
import type { S3MediaStore } from '../storage/s3-store.js';

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

/** The headers of every media answer: a known type, never sniffed, sandboxed, cached for good. */
function mediaHeaders(reply: FastifyReply, file: string): void {
  const type = MEDIA_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  reply.header('content-type', type);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox");
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  if (type === 'application/pdf') reply.header('content-disposition', 'attachment');
}

/**
 * Uploaded and generated files: the media store's public part. Names are random and never reused,
 * so they are immutable. Only known image types are served, never as HTML, and sandboxed so an SVG
 * cannot run script. Private files (quote attachments) are not inside what is served at all, so
 * no spelling of their address (/media/%70rivate/…) can reach them.
 */
export async function registerMedia(app: FastifyInstance, store: MediaStore): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const ext = path.extname(request.url.split('?')[0]!).toLowerCase();
      if (!MEDIA_TYPES[ext]) throw notFound();
    });
    if (store instanceof DiskMediaStore) {
      await scope.register(fastifyStatic, {
        root: store.publicRoot,
        prefix: '/media/',
        decorateReply: false,
        dotfiles: 'deny',
        index: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => mediaHeaders(reply as unknown as FastifyReply, filePath),
      });
      return;
    }
    // A bucket: the app streams the object with the same headers.
    scope.get('/media/*', async (request, reply) => {
      const relPath = decodeURIComponent((request.params as { '*': string })['*']);
      const file = await (store as S3MediaStore).openPublic(relPath).catch(() => null);
      if (!file) throw notFound();
      mediaHeaders(reply, relPath);
      return reply.header('content-length', String(file.size)).send(file.stream);
    });
  });
}
