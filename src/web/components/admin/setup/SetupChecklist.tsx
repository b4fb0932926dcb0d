import { useState } from 'react';
import { Link } from 'react-router';
import type { SetupChecklist as Checklist, SetupItem } from '../../../../domain/setup';
import { useTranslation } from '../../../i18n';
import { apiFetch } from '../../../lib/api';
import { buttons } from '../../admin-ui/fields';

/** A tick in a green circle for a done item, an empty circle for one to do. */
function Mark({ done }: { done: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="mt-0.5 shrink-0">
      {done ? (
        <>
          <circle cx="12" cy="12" r="11" fill="#166534" />
          <path
            d="M7 12.5l3.2 3.2L17 9"
            fill="none"
            stroke="#fff"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <circle cx="12" cy="12" r="10" fill="none" stroke="#57534e" strokeWidth="2" />
      )}
    </svg>
  );
}

/** One item: done or to do, what it means and the screen that does it; the prices are ticked by hand. */
function ItemRow({ item, busy, onTick }: { item: SetupItem; busy: boolean; onTick: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const title = t(`setup.items.${item.key}.title`);
  return (
    <li className="flex gap-3 py-3">
      <Mark done={item.done} />
      <div className="min-w-0 flex-1">
        <p className={`font-semibold ${item.done ? 'text-stone-700' : 'text-stone-900'}`}>
          {title}
          <span className="sr-only">: {item.done ? t('setup.done') : t('setup.todo')}</span>
          {item.progress && (
            <span className="ml-2 text-sm font-normal text-stone-700">
              {t('setup.counted', { done: item.progress.done, total: item.progress.total })}
            </span>
          )}
        </p>
        {!item.done && <p className="text-sm text-stone-700">{t(`setup.items.${item.key}.hint`)}</p>}
        <div className="mt-1 flex flex-wrap gap-2">
          <Link
            to={item.path}
            aria-label={`${t('setup.open')}: ${title}`}
            className="text-sm font-semibold text-green-800 underline underline-offset-2 hover:text-green-900"
          >
            {t('setup.open')}
          </Link>
          {item.key === 'pricesChecked' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onTick(!item.done)}
              className="rounded-md border border-green-800 px-2 py-0.5 text-sm font-semibold text-green-900 hover:bg-green-50 disabled:opacity-60"
            >
              {item.done ? t('setup.items.pricesChecked.untick') : t('setup.items.pricesChecked.tick')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * 'Make the site yours' on /admin (docs/admin-content.md#make-the-site-yours): what a new owner
 * replaces or sets before going live, each item ticked from what the site holds and linked to its
 * screen. Gone once everything is done, or when the owner hides it.
 */
export function SetupChecklist({ checklist, onChange }: { checklist: Checklist; onChange: (next: Checklist) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (checklist.hidden) return null;
  const done = checklist.items.filter((i) => i.done).length;

  async function update(body: { prices_checked?: boolean; dismissed?: boolean }) {
    setBusy(true);
    const result = await apiFetch<{ data: Checklist }>('/api/admin/setup', { method: 'PUT', body });
    setBusy(false);
    setFailed(!result.ok);
    if (result.ok) onChange(result.body.data);
  }

  return (
    <section
      id="setup"
      aria-labelledby="setup-heading"
      className="scroll-mt-20 rounded-lg border border-amber-300 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-heading" className="text-xl font-semibold text-green-900">
          {t('setup.heading')}
        </h2>
        <p className="font-semibold text-stone-800">{t('setup.progress', { done, total: checklist.items.length })}</p>
      </div>
      <p className="mt-1 text-stone-700">{t('setup.intro')}</p>
      <ul className="mt-2 divide-y divide-stone-200 lg:grid lg:grid-cols-2 lg:gap-x-8 lg:divide-y-0">
        {checklist.items.map((item) => (
          <ItemRow key={item.key} item={item} busy={busy} onTick={(checked) => void update({ prices_checked: checked })} />
        ))}
      </ul>
      <div role="status" aria-live="polite">
        {failed && <p className="mt-2 font-medium text-red-800">{t('setup.saveFailed')}</p>}
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => void update({ dismissed: true })}
        className={`mt-3 ${buttons.secondary}`}
      >
        {t('setup.dismiss')}
      </button>
    </section>
  );
}

/** Above the leads, which come first: one line that leads down to the list. */
export function SetupSummaryLink({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation();
  if (checklist.hidden) return null;
  const done = checklist.items.filter((i) => i.done).length;
  return (
    <a
      href="#setup"
      className="rounded-full border border-amber-400 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-950 hover:bg-amber-100"
    >
      {t('setup.summary', { done, total: checklist.items.length })}
    </a>
  );
}
