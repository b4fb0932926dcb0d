import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { FormMessage } from '../../components/forms/fields';
import { useCompanyTime } from '../../components/admin/use-company-time';
import { requireAdmin } from '../../server/auth.server';
import { clientAction, clientPage } from '../../server/clients.server';
import type { Route } from './+types/client';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return clientPage(context, params.id);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireAdmin(context, request);
  return clientAction(context, request, params.id);
}

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
const input = 'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900';
const button = 'rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900';
const heading = 'text-lg font-semibold text-green-900';

/** /admin/clients/:id: contact details, properties, leads, timeline, notes and tags, merge. */
export default function ClientPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dateTime } = useCompanyTime();
  const { client, leads, timeline } = loaderData;
  const result = (form: string) =>
    actionData?.form === form ? (
      <FormMessage kind={actionData.ok ? 'success' : 'error'}>
        {actionData.ok ? t(form === 'merge' ? 'clients.admin.merged' : 'clients.admin.saved') : actionData.message}
      </FormMessage>
    ) : null;
  return (
    <>
      <title>{`${client.name} · ${t('clients.admin.title')}`}</title>
      <p>
        <Link to="/admin/clients" className="text-green-800 underline underline-offset-2">
          {t('clients.admin.title')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-green-900 sm:text-3xl">{client.name}</h1>
      <p className="text-stone-700">#{client.id}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="client-contact" className={card}>
          <h2 id="client-contact" className={heading}>
            {t('clients.admin.contact')}
          </h2>
          <ul className="mt-2 space-y-1 text-stone-900">
            {client.emails.map((e) => (
              <li key={e.id}>
                <a href={`mailto:${e.email}`} className="text-green-800 underline underline-offset-2">
                  {e.email}
                </a>
                {e.verified && <span className="ml-2 text-sm text-stone-700">({t('clients.admin.verified')})</span>}
              </li>
            ))}
            {client.phones.map((p) => (
              <li key={p.id}>
                <a href={`tel:${p.phone}`} className="text-green-800 underline underline-offset-2">
                  {p.phone}
                </a>
              </li>
            ))}
          </ul>
          {result('details')}
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="details" />
            <input type="hidden" name="version" value={client.version} />
            <div>
              <label htmlFor="client-name" className="font-medium text-stone-800">
                {t('clients.admin.name')}
              </label>
              <input id="client-name" name="name" defaultValue={client.name} required className={input} />
            </div>
            <div>
              <label htmlFor="client-email" className="font-medium text-stone-800">
                {t('clients.admin.email')}
              </label>
              <input id="client-email" name="add_email" type="email" className={input} />
            </div>
            <div>
              <label htmlFor="client-phone" className="font-medium text-stone-800">
                {t('clients.admin.phone')}
              </label>
              <input id="client-phone" name="add_phone" className={input} />
            </div>
            <div>
              <label htmlFor="client-language" className="font-medium text-stone-800">
                {t('clients.admin.language')}
              </label>
              <select id="client-language" name="language" defaultValue={client.language} className={input}>
                <option value="en">English</option>
                <option value="es">Español</option>
                <option value="pt">Português</option>
              </select>
            </div>
            <div>
              <label htmlFor="client-tags" className="font-medium text-stone-800">
                {t('clients.admin.tags')}
              </label>
              <input id="client-tags" name="tags" defaultValue={client.tags.join(', ')} className={input} />
            </div>
            <div>
              <label htmlFor="client-notes" className="font-medium text-stone-800">
                {t('clients.admin.notes')}
              </label>
              <textarea id="client-notes" name="notes" defaultValue={client.notes} rows={4} className={input} />
            </div>
            <button type="submit" className={button}>
              {t('clients.admin.save')}
            </button>
          </Form>
        </section>
        <section aria-labelledby="client-properties" className={card}>
          <h2 id="client-properties" className={heading}>
            {t('clients.admin.properties')}
          </h2>
          <ul className="mt-2 space-y-2">
            {client.properties.map((p) => (
              <li key={p.id}>
                <p className="font-medium text-stone-900">{p.address}</p>
                {p.access_notes && <p className="text-sm text-stone-700">{p.access_notes}</p>}
              </li>
            ))}
          </ul>
          {result('property')}
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="property" />
            <div>
              <label htmlFor="property-address" className="font-medium text-stone-800">
                {t('clients.admin.address')}
              </label>
              <input id="property-address" name="address" required className={input} />
            </div>
            <div>
              <label htmlFor="property-notes" className="font-medium text-stone-800">
                {t('clients.admin.accessNotes')}
              </label>
              <input id="property-notes" name="access_notes" className={input} />
            </div>
            <button type="submit" className={button}>
              {t('clients.admin.addProperty')}
            </button>
          </Form>
          <h2 className={`${heading} mt-6`}>{t('clients.admin.leads')}</h2>
          <ul className="mt-2 space-y-1">
            {leads.map((l) => (
              <li key={`${l.type}-${l.id}`}>
                <Link to={`/admin/leads/${l.type}/${l.id}`} className="text-green-800 underline underline-offset-2">
                  {l.reference ?? t('clients.admin.kinds.message')} · {dateTime(l.created_at)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="client-timeline" className={`${card} mt-6`}>
        <h2 id="client-timeline" className={heading}>
          {t('clients.admin.timeline')}
        </h2>
        <ol className="mt-3 space-y-3">
          {timeline.map((e) => (
            <li key={`${e.kind}-${e.ref_id}`} className="border-l-4 border-green-700 pl-3">
              <p className="font-medium text-stone-900">
                {t(`clients.admin.kinds.${e.kind}`)}
                {e.title ? ` · ${e.title}` : ''}
              </p>
              {e.detail && <p className="whitespace-pre-wrap text-stone-800">{e.detail}</p>}
              <p className="text-sm text-stone-700">
                <time dateTime={e.at}>{dateTime(e.at)}</time>
                {e.lead_type && e.lead_id !== null && (
                  <>
                    {' · '}
                    <Link to={`/admin/leads/${e.lead_type}/${e.lead_id}`} className="text-green-800 underline underline-offset-2">
                      {t('clients.admin.leads')}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="client-merge" className={`${card} mt-6`}>
        <h2 id="client-merge" className={heading}>
          {t('clients.admin.merge')}
        </h2>
        {result('merge')}
        <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="merge" />
          <div>
            <label htmlFor="merge-id" className="font-medium text-stone-800">
              {t('clients.admin.mergeId')}
            </label>
            <input id="merge-id" name="other_id" type="number" min={1} required className={input} />
          </div>
          <button type="submit" className={button}>
            {t('clients.admin.mergeButton')}
          </button>
        </Form>
      </section>
    </>
  );
}
