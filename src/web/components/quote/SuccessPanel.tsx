import type { RefObject } from 'react';
import { useTranslation } from '../../i18n';

interface Props {
  reference: string;
  email: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onNewQuote: () => void;
}

/** 'Quote submitted successfully!' with the reference number, in the page and announced. */
export function SuccessPanel({ reference, email, headingRef, onNewQuote }: Props) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-lg border-2 border-green-800 bg-green-50 p-6">
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-green-900 outline-none">
        {t('quote.success.title')}
      </h2>
      <p className="text-lg text-stone-900">{t('quote.success.reference', { reference })}</p>
      <p className="text-stone-800">{t('quote.success.next', { email })}</p>
      <button
        type="button"
        onClick={onNewQuote}
        className="rounded-md bg-green-800 px-6 py-3 font-semibold text-white hover:bg-green-900"
      >
        {t('quote.success.newQuote')}
      </button>
    </div>
  );
}
