import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { type AdminUser, type Role, ROLES } from '../../../domain/auth';
import { buttons, compactControl, Options } from '../../components/admin-ui/fields';
import { Table } from '../../components/admin-ui/Table';
import { Pagination } from '../../components/admin/Pagination';
import { useApiData } from '../../components/admin/use-api-data';
import { apiFetch } from '../../lib/api';
import { useSite } from '../../use-site';
import { requireAdmin } from '../../server/auth.server';
import type { Route } from './+types/users';
import { useCompanyTime } from '../../components/admin/use-company-time';
import { AddCrewMember } from '../../components/admin/users/AddCrewMember';
import { CrewColour } from '../../components/admin/users/CrewColour';

export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return null;
}

interface UserPage {
  users: AdminUser[];
  pagination: { page: number; pages: number; total: number };
}

/** /admin/users: add a crew member, search accounts, change a role or a crew colour, disable or enable an account. */
export default function Users() {
  const { t } = useTranslation();
  const { date } = useCompanyTime();
  const { user: me } = useSite();
  const ids = { search: useId(), role: useId() };
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  if (role) query.set('role', role);
  const { data, status, replace, reload } = useApiData<UserPage>(`/api/admin/users?${query}`);

  async function update(user: AdminUser, changes: { role?: Role; is_disabled?: boolean; colour?: string }, success: string) {
    setMessage(null);
    const result = await apiFetch<{ data: AdminUser }>(`/api/admin/users/${user.id}`, { method: 'PATCH', body: changes });
    if (!result.ok) {
      setMessage({
        kind: 'error',
        text: result.network ? t('auth.networkError') : (result.body?.message ?? t('admin.users.saveFailed')),
      });
      return;
    }
    const saved = result.body.data;
    if (data) replace({ ...data, users: data.users.map((u) => (u.id === saved.id ? saved : u)) });
    setMessage({ kind: 'success', text: success });
  }

  return (
    <>
      <title>{t('admin.users.title')}</title>
      <h1 className="text-3xl font-bold text-green-900">{t('admin.users.heading')}</h1>
      <p className="mt-2 text-stone-700">{t('admin.users.intro')}</p>
      <AddCrewMember
        onAdded={(_user, text) => {
          setMessage({ kind: 'success', text });
          // Newest first: the new member heads the first page.
          setPage(1);
          reload();
        }}
      />
      <section aria-labelledby="users-list" className="mt-6 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="users-list" className="sr-only">
          {t('admin.users.caption')}
        </h2>
        <form
          role="search"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(String(new FormData(e.currentTarget).get('search') ?? '').trim());
            setPage(1);
          }}
        >
          <div className="min-w-48 flex-1">
            <label htmlFor={ids.search} className="mb-1 block text-sm font-medium text-stone-800">
              {t('admin.users.search')}
            </label>
            <input id={ids.search} name="search" type="search" className={`${compactControl} w-full`} />
          </div>
          <div>
            <label htmlFor={ids.role} className="mb-1 block text-sm font-medium text-stone-800">
              {t('admin.users.role')}
            </label>
            <select
              id={ids.role}
              value={role}
              onChange={(e) => {
                setRole(e.target.value);
                setPage(1);
              }}
              className={compactControl}
            >
              <option value="">{t('admin.users.allRoles')}</option>
              <Options values={ROLES} label={(r) => t(`auth.roles.${r}`)} />
            </select>
          </div>
          <button type="submit" className={buttons.primary}>
            {t('admin.users.searchButton')}
          </button>
        </form>

        <div role="status" aria-live="polite" className="mt-4 space-y-2">
          {message && (
            <p
              className={`rounded-md border px-4 py-3 font-medium ${message.kind === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'}`}
            >
              {message.text}
            </p>
          )}
          {status === 'loading' && !data && <p className="text-stone-700">{t('admin.users.loading')}</p>}
          {status === 'error' && <p className="font-medium text-red-800">{t('admin.users.loadFailed')}</p>}
          {status === 'ready' && data?.users.length === 0 && <p className="text-stone-700">{t('admin.users.empty')}</p>}
        </div>

        {data && data.users.length > 0 && (
          <div className="mt-2 overflow-x-auto">
            <Table
              caption={t('admin.users.caption')}
              columns={[
                t('admin.users.name'),
                t('admin.users.email'),
                t('admin.users.role'),
                t('admin.users.registered'),
                t('admin.users.status'),
                t('admin.users.actions'),
              ]}
              className="min-w-[48rem]"
            >
              {data.users.map((user) => {
                const name = `${user.first_name} ${user.last_name}`;
                const self = user.email === me?.email;
                return (
                  <tr key={user.id} className="border-b border-stone-200 align-middle">
                    <th scope="row" className="py-3 pr-3 font-semibold text-stone-900">
                      {user.role === 'crew' && (
                        <CrewColour
                          name={name}
                          colour={user.colour}
                          onSave={(colour) => void update(user, { colour }, t('admin.users.crew.colourSaved', { name }))}
                        />
                      )}
                      {name}
                      {self && <span className="font-normal text-stone-700"> ({t('admin.users.you')})</span>}
                      {user.company_name && <span className="block font-normal text-stone-700">{user.company_name}</span>}
                    </th>
                    <td className="break-all py-3 pr-3 text-stone-800">{user.email}</td>
                    <td className="py-3 pr-3">
                      <select
                        aria-label={t('admin.users.roleOf', { name })}
                        value={user.role}
                        disabled={self}
                        onChange={(e) => {
                          const next = e.target.value as Role;
                          void update(user, { role: next }, t('admin.users.roleSaved', { name, role: t(`auth.roles.${next}`) }));
                        }}
                        className={compactControl}
                      >
                        <Options values={ROLES} label={(r) => t(`auth.roles.${r}`)} />
                      </select>
                    </td>
                    <td className="py-3 pr-3 text-stone-800">
                      <time dateTime={user.created_at}>{date(user.created_at)}</time>
                    </td>
                    <td className="py-3 pr-3">
                      <span className={`font-semibold ${user.is_disabled ? 'text-red-800' : 'text-green-800'}`}>
                        {user.is_disabled ? t('admin.users.disabled') : t('admin.users.active')}
                      </span>
                    </td>
                    <td className="py-3">
                      {!self && (
                        <button
                          type="button"
                          aria-label={t(user.is_disabled ? 'admin.users.enableLabel' : 'admin.users.disableLabel', { name })}
                          onClick={() =>
                            void update(
                              user,
                              { is_disabled: !user.is_disabled },
                              t(user.is_disabled ? 'admin.users.enabledDone' : 'admin.users.disabledDone', { name }),
                            )
                          }
                          className="rounded-md border border-stone-400 px-3 py-1.5 font-semibold text-stone-800 hover:bg-stone-100"
                        >
                          {user.is_disabled ? t('admin.users.enable') : t('admin.users.disable')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </Table>
          </div>
        )}
        {data && <Pagination page={data.pagination.page} pages={data.pagination.pages} onPage={setPage} />}
      </section>
    </>
  );
}
