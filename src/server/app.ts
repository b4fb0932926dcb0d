import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.js';
import { accountRoutes } from './account/routes.js';
import { setupRoutes } from './setup/routes.js';
import { analyticsRoutes } from './analytics/routes.js';
import { registerAuth } from './auth/plugin.js';
import { authRoutes } from './auth/routes.js';
import { contactRoutes } from './contact/routes.js';
import { contentRoutes } from './content/routes.js';
import { sharedSessionSecret } from './auth/secret.js';
import { type AppConfig, type AppContext, closeContext, createContext } from './context.js';
import { connectDatabase, type Database } from './db/connect.js';
import { healthRoutes } from './health/routes.js';
import { registerAccessGuard, type RouteRule } from './http/access.js';
import { frameworkErrors, HttpError, registerErrorHandler, registerNotFound } from './http/errors.js';
import { PageCache } from './http/page-cache.js';
import { registerRequestLanguage } from './http/language.js';
import { requestSerializer } from './http/log-redaction.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerSsr } from './http/ssr.js';
import { registerClientAssets, registerMedia } from './http/static-files.js';
import { iconsRoutes } from './icons/routes.js';
import { leadsRoutes } from './leads/routes.js';
import { mailRoutes } from './mail/routes.js';
import { pageContext, readPageAssets } from './pages/context.js';
import { proposalPdfRoute } from './proposals/pdf-route.js';
import { proposalRoutes } from './proposals/routes.js';
import { leadReplyRoutes } from './leads/replies.js';
import { projectsRoutes } from './projects/routes.js';
import { rateLimitStore } from './limits/fastify-store.js';
import { priceBookRoutes } from './price-book/routes.js';
import { quoteRoutes } from './quotes/routes.js';
import { seoRoutes } from './seo/routes.js';
import { adminServicesRoutes } from './services/admin-routes.js';
import { servicesRoutes } from './services/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { siteBlocksRoutes } from './site-blocks/routes.js';
import { siteImagesRoutes } from './site-images/routes.js';
import { mediaLibraryRoutes } from './media-library/routes.js';
import { registerOpenApiDocument } from './openapi/document.js';
import { openApiRoutes } from './openapi/routes.js';
import { usersRoutes } from './users/routes.js';
import { adminVisitRoutes } from './visits/admin-routes.js';
import { jobRoutes } from './jobs/routes.js';
import { calendarFeedRoute, calendarFeedRoutes } from './calendar-feed/routes.js';
import { visitRoutes } from './visits/routes.js';
import { adminClientRoutes } from './clients/routes.js';
import { hubRoutes } from './clients/hub-routes.js';

/** The API's version in its OpenAPI document: the package's version. */
const API_VERSION = '1.0.0';

export interface BuildOptions {
  /** The React Router server build; without it the app serves the API only (API tests). */
  serverBuild?: ServerBuild;
  /** An already connected database (tests); otherwise one is opened from config. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what the request log holds). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeRules: RouteRule[];
  }
}

/** Fastify's trustProxy from TRUST_PROXY: a hop count trusts that many proxies nearest to the app, no more. */
function trustedHops(trust: Config['trustProxy']): string | false | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole server without listening: tests inject requests into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? connectDatabase(config.database);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // On close, idle keep-alive connections are dropped at once instead of holding the process.
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
    trustProxy: trustedHops(config.trustProxy),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Many API clients send Content-Type: application/json on every call, bodiless ones too (GET,
  // DELETE): an empty body is no body, not invalid JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  const appConfig: AppConfig = {
    ...config,
    sessionSecret: config.sessionSecret ?? (await sharedSessionSecret(database.db, config.dataDir)),
  };
  const ctx = createContext(appConfig, database, app.log);
  await ctx.limiter.store.ready();
  await ctx.media.prepare();
  app.decorate('ctx', ctx);
  // onClose hooks run last-added first: the database closes after the workers have stopped, so a
  // mail being delivered at shutdown is still marked sent (and not sent again by the next process).
  if (!options.database) app.addHook('onClose', () => database.close());
  app.addHook('onClose', () => closeContext(ctx));
  app.decorate('routeRules', registerAccessGuard(app));

  registerErrorHandler(app);
  registerNotFound(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: appConfig.sessionSecret });
  registerRequestLanguage(app);
  registerAuth(app, ctx);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Dynamic responses: fast brotli; static assets are precompressed at build time at full strength.
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Route limits (config.rateLimit) count in the same shared store as the app's limiter.
  // Their 429 answers are written by the error handler, in the request's language.
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(ctx.limiter.store),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'apiErrors.tooManyRequests', undefined, { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
  });

  await registerOpenApiDocument(app, API_VERSION, config.publicUrl);
  await app.register(
    async (api) => {
      await api.register(openApiRoutes(ctx));
      await api.register(healthRoutes(ctx));
      await api.register(settingsRoutes(ctx));
      await api.register(servicesRoutes(ctx));
      await api.register(adminServicesRoutes(ctx));
      await api.register(contactRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(leadsRoutes(ctx));
      await api.register(adminClientRoutes(ctx));
      await api.register(hubRoutes(ctx));
      await api.register(leadReplyRoutes(ctx));
      await api.register(proposalRoutes(ctx));
      await api.register(usersRoutes(ctx));
      await api.register(quoteRoutes(ctx));
      await api.register(priceBookRoutes(ctx));
      await api.register(iconsRoutes(ctx));
      await api.register(siteImagesRoutes(ctx));
      await api.register(contentRoutes(ctx));
      await api.register(mailRoutes(ctx));
      await api.register(siteBlocksRoutes(ctx));
      await api.register(mediaLibraryRoutes(ctx));
      await api.register(visitRoutes(ctx));
      await api.register(adminVisitRoutes(ctx));
      await api.register(jobRoutes(ctx));
      await api.register(calendarFeedRoutes(ctx));
      await api.register(projectsRoutes(ctx));
      await api.register(analyticsRoutes(ctx));
      await api.register(setupRoutes(ctx));
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes(ctx));
  await app.register(proposalPdfRoute(ctx));
  await app.register(calendarFeedRoute(ctx));
  await registerMedia(app, ctx.media);
  if (options.serverBuild) {
    const pageCache = new PageCache(ctx.config);
    ctx.events.on('site-changed', () => pageCache.clear());
    await registerClientAssets(app, path.join(config.buildDir, 'client'));
    const assets = readPageAssets(config.buildDir);
    await registerSsr(app, options.serverBuild, (request, reply) => pageContext(ctx, request, reply, assets), pageCache);
  }
  return app;
}
