import { type ReactNode, type RefObject, useState } from 'react';
import { useTranslation } from '../../i18n';
import { telHref } from '../../../domain/company-format';
import { formatWeekdayTime } from '../../../domain/format';
import { replyDeadline } from '../../../domain/reply-deadline';
import { useSite } from '../../use-site';

interface Props {
  reference: string;
  email: string;
  /** The visitor's phone, when they gave one: we call them there. */
  phone: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onNewQuote: () => void;
  /** More next steps (a site-visit booking button), shown before 'Start a new quote'. */
  children?: ReactNode;
}

/**
 * 'Quote submitted successfully!' with the reference, then what happens next: who contacts the
 * visitor, how, and by when (the 24-hour promise in the company's hours), and the company's number.
 */
export function SuccessPanel({ reference, email, phone, headingRef, onNewQuote, children }: Props) {
  const { t } = useTranslation();
  const { lang, company } = useSite();
  // Fixed when the request was sent: the panel never re-renders a different promise.
  const [deadline] = useState(() => replyDeadline(new Date(), company.openingHours, company.timeZone));
  const by = deadline
    ? t('quote.success.byTime', { time: formatWeekdayTime(deadline.toISOString(), lang, company.timeZone) })
    : t('quote.success.within24h');
  const steps = [
    phone
      ? t('quote.success.stepCall', { company: company.name, phone, email, by })
      : t('quote.success.stepEmail', { company: company.name, email, by }),
    t('quote.success.stepVisit'),
    t('quote.success.stepProposal'),
  ];
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-lg border-2 border-green-800 bg-green-50 p-6">
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-green-900 outline-none">
        {t('quote.success.title')}
      </h2>
      <p className="text-lg text-stone-900">{t('quote.success.reference', { reference })}</p>
      <p className="text-stone-800">{t('quote.success.sent', { email })}</p>
      <section aria-labelledby="quote-next-steps" className="w-full">
        <h3 id="quote-next-steps" className="text-lg font-semibold text-green-900">
          {t('quote.success.nextHeading')}
        </h3>
        <ol className="mt-2 list-decimal space-y-2 pl-6 text-stone-900">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p className="text-stone-800">
        {t('quote.success.questions')}{' '}
        <a href={telHref(company.phone)} className="font-semibold whitespace-nowrap text-green-800 underline">
          {company.phone}
        </a>
      </p>
      <div className="flex flex-wrap gap-3">
        {children}
        <button
          type="button"
          onClick={onNewQuote}
          className="rounded-md border-2 border-green-800 px-6 py-3 font-semibold text-green-900 hover:bg-white"
        >
          {t('quote.success.newQuote')}
        </button>
      </div>
    </div>
  );
}
