import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { ROUTE_LIMITS } from '../limits/rules.js';
import { proposalForToken, RateLimited } from './answers.js';
import { proposalPdf } from './documents.js';
import { pdfFilename } from './emails.js';
import { sendPdf } from './routes.js';

/** /proposals/{token}/pdf beside the customer's page (outside /api: the link people open and save). */
export const proposalPdfRoute =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { token: string } }>(
      '/proposals/:token/pdf',
      { config: { access: 'public', rateLimit: ROUTE_LIMITS.proposalReads } },
      async (request, reply) => {
        try {
          const row = await proposalForToken(ctx, request.params.token, request.ip);
          return await sendPdf(reply, await proposalPdf(ctx, row), pdfFilename(row));
        } catch (error) {
          if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfter));
          throw error;
        }
      },
    );
  };
