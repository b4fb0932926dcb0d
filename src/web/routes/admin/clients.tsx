import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { FormMessage } from '../../components/forms/fields';
import { requireAdmin } from '../../server/auth.server';
import { clientsPage, createClientAction } from '../../server/clients.server';
import type { Route } from './+types/clients';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return clientsPage(context, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context, request);
  return createClientAction(context, request);
}

const card = 'mt-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';
const input = 'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900';
const button = 'rounded-md bg-green-800 px-4 py-2 font-semibold text-white hover:bg-green-900';

/** /admin/clients: search clients by name, e-mail, phone or address, page through them, add one who phoned. */
export default function Clients({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { clients, search, page, pages } = loaderData;
  const pageLink = (p: number) => `/admin/clients?${new URLSearchParams({ ...(search ? { search } : {}), page: String(p) })}`;
  return (
    <>
      <title>{t('clients.admin.title')}</title>
      <h1 className="text-2xl font-bold text-green-900 sm:text-3xl">{t('clients.admin.title')}</h1>
      <section aria-labelledby="clients-list" className={card}>
        <h2 id="clients-list" className="sr-only">
          {t('clients.admin.title')}
        </h2>
        <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <label htmlFor="clients-search" className="font-medium text-stone-800">
              {t('clients.admin.search')}
            </label>
            <input id="clients-search" name="search" type="search" defaultValue={search} className={input} />
          </div>
          <button type="submit" className={button}>
            {t('clients.admin.searchButton')}
          </button>
        </Form>
        {clients.length === 0 ? (
          <p className="mt-4 text-stone-700">{t('clients.admin.none')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200">
            {clients.map((c) => (
              <li key={c.id} className="py-3">
                <Link to={`/admin/clients/${c.id}`} className="font-semibold text-green-800 underline underline-offset-2">
                  {c.name}
                </Link>
                <p className="text-sm text-stone-700">{[...c.emails, ...c.phones].join(' · ')}</p>
                {c.addresses.length > 0 && <p className="text-sm text-stone-700">{c.addresses.join(' · ')}</p>}
                {c.tags.length > 0 && <p className="text-sm text-stone-800">{c.tags.join(', ')}</p>}
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label={t('clients.admin.page', { page, pages })} className="mt-4 flex items-center gap-3">
            {page > 1 && <Link to={pageLink(page - 1)}>{t('clients.admin.previous')}</Link>}
            <span>{t('clients.admin.page', { page, pages })}</span>
            {page < pages && <Link to={pageLink(page + 1)}>{t('clients.admin.next')}</Link>}
          </nav>
        )}
      </section>
      <section aria-labelledby="new-client" className={card}>
        <h2 id="new-client" className="text-lg font-semibold text-green-900">
          {t('clients.admin.newClient')}
        </h2>
        {actionData && !actionData.ok && <FormMessage kind="error">{actionData.message}</FormMessage>}
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
          {(['name', 'email', 'phone', 'address'] as const).map((field) => (
            <div key={field}>
              <label htmlFor={`new-${field}`} className="font-medium text-stone-800">
                {t(`clients.admin.${field}`)}
              </label>
              <input
                id={`new-${field}`}
                name={field}
                type={field === 'email' ? 'email' : 'text'}
                required={field === 'name'}
                className={input}
              />
            </div>
          ))}
          <div>
            <label htmlFor="new-language" className="font-medium text-stone-800">
              {t('clients.admin.language')}
            </label>
            <select id="new-language" name="language" className={input} defaultValue="en">
              <option value="en">English</option>
              <option value="es">Español</option>
              <option value="pt">Português</option>
            </select>
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={button}>
              {t('clients.admin.create')}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
