import { type AppLoadContext, data, redirect } from 'react-router';
import { clientDetail, clientLeads, clientTimeline, currentClientId, listClients } from '../../server/clients/repository';

export const CLIENTS_PAGE_SIZE = 20;

/** /admin/clients: a page of clients, found by ?search= (name fragment, e-mail, phone digits, address). */
export async function clientsPage(context: AppLoadContext, url: URL) {
  const search = (url.searchParams.get('search') ?? '').slice(0, 200);
  const page = Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const { clients, total } = await listClients(context.app.db, { search, page, limit: CLIENTS_PAGE_SIZE });
  return { search, page, pages: Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE)), total, clients };
}

/** /admin/clients/:id: the client (a merged one's id leads to the client it became), its leads and timeline. */
export async function clientPage(context: AppLoadContext, rawId: string | undefined) {
  const id = await currentClientId(context.app.db, Number(rawId) || 0);
  if (id === null) throw new Response(null, { status: 404 });
  if (String(id) !== rawId) throw redirect(`/admin/clients/${id}`);
  const client = (await clientDetail(context.app.db, id))!;
  const [leads, timeline] = await Promise.all([clientLeads(context.app.db, id), clientTimeline(context.app.db, id)]);
  return { client, leads, timeline };
}

export interface ClientFormResult {
  ok: boolean;
  form: string;
  message: string;
}

const answerOf = (form: string, answer: { status: number; body: { message?: string } }) =>
  data<ClientFormResult>({ ok: answer.status < 300, form, message: answer.body.message ?? '' }, { status: answer.status });

/** The list page's "New client", through the API. */
export async function createClientAction(context: AppLoadContext, request: Request) {
  const form = Object.fromEntries([...(await request.formData())].filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
  const body = Object.fromEntries(Object.entries(form).filter(([k, v]) => k !== 'intent' && v.trim() !== ''));
  const answer = await context.api('POST', '/api/admin/clients', body);
  if (answer.status === 201) {
    const created = answer.body.data as { id: number };
    throw redirect(`/admin/clients/${created.id}`);
  }
  return answerOf('create', answer);
}

/** The client page's forms: details, a property, merge; each through the API. */
export async function clientAction(context: AppLoadContext, request: Request, id: string) {
  const form = Object.fromEntries([...(await request.formData())].filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
  if (form.intent === 'merge') {
    return answerOf('merge', await context.api('POST', `/api/admin/clients/${id}/merge`, { other_id: Number(form.other_id) }));
  }
  if (form.intent === 'property') {
    return answerOf(
      'property',
      await context.api('PATCH', `/api/admin/clients/${id}`, {
        add_property: { address: form.address ?? '', access_notes: form.access_notes ?? '' },
      }),
    );
  }
  const body: Record<string, unknown> = {
    version: Number(form.version),
    name: form.name ?? '',
    language: form.language,
    notes: form.notes ?? '',
    tags: (form.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  };
  if (form.add_email?.trim()) body.add_email = form.add_email.trim();
  if (form.add_phone?.trim()) body.add_phone = form.add_phone.trim();
  return answerOf('details', await context.api('PATCH', `/api/admin/clients/${id}`, body));
}

/** The lead page's client: its name and its other leads (docs/clients.md); null for a lead not linked yet. */
export async function clientOfLead(context: AppLoadContext, type: 'quote' | 'contact', id: number) {
  const table = type === 'quote' ? 'quote_requests' : 'contact_messages';
  const row = await context.app.db.selectFrom(table).select('client_id').where('id', '=', id).executeTakeFirst();
  const clientId = row?.client_id ? await currentClientId(context.app.db, row.client_id) : null;
  if (clientId === null) return null;
  const client = (await clientDetail(context.app.db, clientId))!;
  const others = (await clientLeads(context.app.db, clientId)).filter((l) => !(l.type === type && l.id === id));
  return { id: client.id, name: client.name, others };
}
