import { mkdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.js';
import { accountRoutes } from './account/routes.js';
import { registerAuth } from './auth/plugin.js';
import { authRoutes } from './auth/routes.js';
import { contactRoutes } from './contact/routes.js';
import { contentRoutes } from './content/routes.js';
import { type AppContext, createContext } from './context.js';
import { connectDatabase, type Database } from './db/connect.js';
import { healthRoutes } from './health/routes.js';
import { registerAccessGuard, type RouteRule } from './http/access.js';
import { registerErrorHandler } from './http/errors.js';
import { PageCache } from './http/page-cache.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerSsr } from './http/ssr.js';
import { registerClientAssets, registerMedia } from './http/static-files.js';
import { iconsRoutes } from './icons/routes.js';
import { leadsRoutes } from './leads/routes.js';
import { pageContext } from './pages/context.js';
import { quoteRoutes } from './quotes/routes.js';
import { seoRoutes } from './seo/routes.js';
import { adminServicesRoutes } from './services/admin-routes.js';
import { servicesRoutes } from './services/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { siteImagesRoutes } from './site-images/routes.js';
import { usersRoutes } from './users/routes.js';

export interface BuildOptions {
  /** The React Router server build; without it the app serves the API only (API tests). */
  serverBuild?: ServerBuild;
  /** An already connected database (tests); otherwise one is opened from config. */
  database?: Database;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeRules: RouteRule[];
  }
}

/** Builds the whole server without listening: tests inject requests into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  mkdirSync(config.mediaDir, { recursive: true });
  const database = options.database ?? connectDatabase(config.database);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx = createContext(config, database, app.log);
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.mailer.close());
  app.decorate('routeRules', registerAccessGuard(app));
  if (!options.database) app.addHook('onClose', () => database.close());

  registerErrorHandler(app);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: 'Not found' }));
  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  registerAuth(app, ctx);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Dynamic responses: fast brotli; static assets are precompressed at build time at full strength.
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, { global: false });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(settingsRoutes(ctx));
      await api.register(servicesRoutes(ctx));
      await api.register(adminServicesRoutes(ctx));
      await api.register(contactRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(leadsRoutes(ctx));
      await api.register(usersRoutes(ctx));
      await api.register(quoteRoutes(ctx));
      await api.register(iconsRoutes(ctx));
      await api.register(siteImagesRoutes(ctx));
      await api.register(contentRoutes(ctx));
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes(ctx));
  await registerMedia(app, config.mediaDir);
  if (options.serverBuild) {
    const pageCache = new PageCache();
    ctx.events.on('site-changed', () => pageCache.clear());
    await registerClientAssets(app, path.join(config.buildDir, 'client'));
    await registerSsr(app, options.serverBuild, (request, reply) => pageContext(ctx, request, reply), pageCache);
  }
  return app;
}
