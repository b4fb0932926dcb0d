import { type AppLoadContext, data, type HeadersArgs, redirect } from 'react-router';
import { translateKey } from '../../i18n/translate';
import { HttpError } from '../../server/http/errors';
import {
  acceptProposal,
  currentRevisionPath,
  declineProposal,
  limitPageRead,
  openProposal,
  RateLimited,
  requestChanges,
  type Visitor,
} from '../../server/proposals/answers';
import { proposalPath } from '../../server/proposals/links';

export type ProposalIntent = 'accept' | 'decline' | 'changes' | 'current';

export interface ProposalActionResult {
  intent: ProposalIntent | null;
  /** Why nothing happened (already answered, expired, too many attempts), in the visitor's language. */
  message: string;
  /** Field errors by field name, in the visitor's language. */
  errors: Record<string, string>;
  /** What the visitor typed, so nothing is lost. */
  values: Record<string, string>;
  /** A refused acceptance: the optional lines that were ticked (the page shows them and their totals again). */
  chosen?: string[];
}

const visitorOf = (context: AppLoadContext, request?: Request): Visitor => ({
  ip: context.ip,
  userAgent: request?.headers.get('user-agent') ?? null,
  isAdmin: context.user?.role === 'admin',
});

/** When a refused visitor may try again, as a header. */
const retryAfter = (error: unknown): Record<string, string> =>
  error instanceof RateLimited ? { 'Retry-After': String(error.retryAfter) } : {};

/** A wrong link is the not-found page; too many wrong links, or too many readings, is a 429 page. */
function pageError(error: unknown): never {
  if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 429))
    throw data(null, { status: error.statusCode, headers: retryAfter(error) });
  throw error;
}

/**
 * The customer's page: the proposal a link opens (the first opening is recorded). Each reading
 * (the HTML or its .data) counts against the address's allowance of proposal reads, before the link
 * is looked up.
 */
export async function loadProposal(context: AppLoadContext, token: string) {
  try {
    await limitPageRead(context.app, context.ip);
    return { proposal: await openProposal(context.app, token, visitorOf(context)), pdfUrl: `${proposalPath(token)}/pdf` };
  } catch (error) {
    pageError(error);
  }
}

/**
 * The page's forms, with or without JavaScript: one post per answer, the same rules as the API. A
 * success goes back to the page (which then shows the answer); a refusal comes back with its reasons
 * and what was typed.
 */
export async function proposalAction(context: AppLoadContext, request: Request, token: string) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const rawIntent = text('intent');
  const intent = (['accept', 'decline', 'changes', 'current'] as const).find((i) => i === rawIntent) ?? null;
  const values = Object.fromEntries(
    ['signature_name', 'reason', 'message'].flatMap((name) => (text(name) === undefined ? [] : [[name, text(name)!]])),
  );
  // The optional lines ticked: a ticked checkbox sends its value, an unticked one nothing.
  const kept = form.getAll('optional_line_ids').filter((v) => typeof v === 'string');
  const app = context.app;
  const visitor = visitorOf(context, request);
  try {
    switch (intent) {
      case 'accept':
        await acceptProposal(
          app,
          token,
          {
            signature_name: text('signature_name'),
            // A ticked checkbox sends its value; an unticked one sends nothing.
            accepted_terms: text('accepted_terms') === 'true' ? true : undefined,
            optional_line_ids: kept,
          },
          visitor,
        );
        break;
      case 'decline':
        await declineProposal(app, token, { reason: text('reason') ?? '' }, visitor);
        break;
      case 'changes':
        await requestChanges(app, token, { message: text('message') ?? '' }, visitor);
        break;
      case 'current':
        return redirect((await currentRevisionPath(app, token, visitor.ip)) ?? proposalPath(token));
      default:
        throw new HttpError(400, 'apiErrors.badRequest');
    }
    return redirect(proposalPath(token));
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode === 404) pageError(error);
    const errors = Object.fromEntries(
      (error.errors ?? []).map((e) => [e.path.split('.')[0], translateKey(context.lang, e.msg, e.values)]),
    );
    return data<ProposalActionResult>(
      {
        intent,
        message: translateKey(context.lang, error.message, error.values),
        errors,
        values,
        ...(intent === 'accept' ? { chosen: kept } : {}),
      },
      { status: error.statusCode, headers: retryAfter(error) },
    );
  }
}

/**
 * Nobody's cache keeps a proposal page, no search engine lists it, and its link leaks to no other
 * site: no Referer leaves the site. `same-origin` rather than `no-referrer`: under `no-referrer` a
 * browser sends its form posts with `Origin: null`, which the cross-site guard refuses
 * (auth/cross-site.ts). A 429 says when to try again.
 */
export function proposalPageHeaders({ actionHeaders, errorHeaders }: Partial<HeadersArgs> = {}) {
  const retry = errorHeaders?.get('Retry-After') ?? actionHeaders?.get('Retry-After');
  return {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'same-origin',
    ...(retry ? { 'Retry-After': retry } : {}),
  };
}
