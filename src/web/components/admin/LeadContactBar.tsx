import { telHref } from '../../../domain/company-format';
import { useTranslation } from '../../i18n';
import { PhoneIcon } from '../layout/PhoneIcon';

const smsHref = (phone: string) => telHref(phone).replace(/^tel:/, 'sms:');

/** The lead's phone number as a 44 px tap target under the heading: one tap calls. */
export function LeadPhone({ name, phone }: { name: string; phone: string | null }) {
  const { t } = useTranslation();
  if (!phone) return <p className="mt-2 text-stone-700">{t('admin.lead.noPhone')}</p>;
  return (
    <a
      href={telHref(phone)}
      aria-label={t('admin.lead.phoneLabel', { name, phone })}
      className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-green-800 px-4 font-semibold text-green-900 hover:bg-green-50"
    >
      <PhoneIcon />
      {phone}
    </a>
  );
}

const action = 'flex min-h-11 flex-1 items-center justify-center rounded-md px-3 font-semibold';

/**
 * A phone's sticky Call · Text · Reply bar above the tab bar (wide screens have the number at the
 * top and the reply form beside the details). Reply brings the reply form into view and its text
 * into focus.
 */
export function LeadContactBar({ name, phone }: { name: string; phone: string | null }) {
  const { t } = useTranslation();
  const reply = () => {
    const field = document.querySelector<HTMLTextAreaElement>('#lead-reply-form textarea');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  };
  return (
    <div
      role="group"
      aria-label={t('admin.lead.bar.label', { name })}
      className="fixed inset-x-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-30 flex gap-2 border-t border-stone-300 bg-white/95 px-4 py-2 shadow-[0_-2px_6px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
    >
      {phone && (
        <>
          <a href={telHref(phone)} className={`${action} bg-green-800 text-white hover:bg-green-900`}>
            {t('admin.lead.bar.call')}
          </a>
          <a href={smsHref(phone)} className={`${action} border-2 border-green-800 text-green-900 hover:bg-green-50`}>
            {t('admin.lead.bar.text')}
          </a>
        </>
      )}
      <button type="button" onClick={reply} className={`${action} border-2 border-green-800 text-green-900 hover:bg-green-50`}>
        {t('admin.lead.bar.reply')}
      </button>
    </div>
  );
}
