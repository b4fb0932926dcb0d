import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { QUOTE_STEPS } from '../../../domain/quote/options';
import { canLeaveStep, draftToRequest, type FieldError, stepOfField } from '../../../domain/quote/draft';
import { useSite } from '../../use-site';
import { PreferencesStep, PropertySizeStep, PropertyTypeStep, ServicesStep, TimelineStep } from './ChoiceSteps';
import { ContactStep } from './ContactStep';
import { EstimatePanel } from './EstimatePanel';
import { ProgressBar } from './ProgressBar';
import { sendQuote } from './send-quote';
import { SuccessPanel } from './SuccessPanel';
import { Summary } from './Summary';
import { UploadStep } from './UploadStep';
import { BookVisitLink } from '../visits/BookVisitLink';
import { type BuilderStart, useQuoteBuilder } from './useQuoteBuilder';

const STEP_KEYS = ['propertyType', 'propertySize', 'services', 'timeline', 'preferences', 'files', 'contact'] as const;

const button = 'rounded-md px-6 py-3 font-semibold disabled:cursor-not-allowed';

/**
 * The seven steps, the summary view and the submission. A failed submission is shown next to the
 * Submit button with focus on it; the success panel says what happens next and offers to book a
 * site visit, prefilled from the request.
 */
export function QuoteBuilder(start: BuilderStart) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const builder = useQuoteBuilder(start);
  const { step, view, draft, uploads } = builder;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState<number | null>(null);
  const [success, setSuccess] = useState<{
    reference: string;
    email: string;
    phone: string;
    visit: Record<string, string>;
  } | null>(null);
  // An object, so the same message twice is still a new failure (focus moves to it again).
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A step opened from the summary's 'Change' goes back to the summary once done.
  const [returnToSummary, setReturnToSummary] = useState(false);

  // A new step, view or result moves focus to its heading, so screen readers start there.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step, view, success]);
  const show = (next: number, nextView: 'form' | 'summary' = 'form') => {
    moved.current = true;
    builder.goTo(next, nextView);
  };

  const showErrors = (list: FieldError[]) => {
    setErrors(Object.fromEntries(list.map((e) => [e.path.replace(/\.\d+$/, ''), e.msg])));
    if (list.length > 0) show(stepOfField(list[0].path));
  };

  /**
   * The request as the API takes it, checked with the API's own schema (loaded now: the page
   * itself does not need it); errors lead back to their step.
   */
  const validRequest = async () => {
    const { issuesToErrors, quoteRequestSchema } = await import('../../../domain/quote/schema');
    const result = quoteRequestSchema.safeParse({ ...draftToRequest(draft), language: lang, website: honeypot });
    if (result.success) return result.data;
    showErrors(issuesToErrors(result.error.issues).map((e) => ({ ...e, msg: t(`quote.errors.${e.msg}`) })));
    return null;
  };

  const review = async () => {
    if (!(await validRequest())) return;
    setErrors({});
    setReturnToSummary(false);
    show(QUOTE_STEPS, 'summary');
  };

  const onSubmitStep = (event: FormEvent) => {
    event.preventDefault();
    if (!canLeaveStep(step, draft)) return;
    if (step === QUOTE_STEPS || returnToSummary) void review();
    else show(step + 1);
  };

  const submit = async () => {
    const request = await validRequest();
    if (!request) return;
    setFailure(null);
    setSending(0);
    const result = await sendQuote(request, uploads, builder.key, setSending);
    setSending(null);
    if (result.ok) {
      moved.current = true;
      const { name, email, phone, address } = draft.contactInfo;
      setSuccess({
        reference: result.reference,
        email,
        phone,
        visit: { lead: result.reference, name, email, phone, address, service: draft.services[0] ?? '' },
      });
      builder.reset();
      return;
    }
    // Shown in the page beside the Submit button, like the success panel: this page does not load the toast library.
    setFailure({ message: result.network ? t('quote.errors.network') : (result.message ?? t('quote.errors.failed')) });
    // The service the visitor came from was withdrawn meanwhile: forget it, say so on step 3.
    if (result.errors.some((e) => e.path === 'catalogueService')) builder.update({ catalogueService: undefined });
    if (result.errors.length > 0)
      showErrors(result.errors.map((e) => (e.path === 'catalogueService' ? { ...e, msg: t('quote.cameFrom.gone') } : e)));
  };

  if (success) {
    return (
      <SuccessPanel
        reference={success.reference}
        email={success.email}
        phone={success.phone}
        headingRef={heading}
        onNewQuote={() => setSuccess(null)}
      >
        <BookVisitLink intro="fromQuote" prefill={success.visit} />
      </SuccessPanel>
    );
  }

  if (view === 'summary') {
    return (
      <div>
        <h2 ref={heading} tabIndex={-1} className="mb-4 scroll-mt-24 text-2xl font-bold text-green-900 outline-none">
          {t('quote.summary.heading')}
        </h2>
        <Summary
          draft={draft}
          uploads={uploads}
          catalogue={start.catalogue}
          book={start.book}
          sending={sending}
          failure={failure}
          onBack={() => {
            setFailure(null);
            show(QUOTE_STEPS);
          }}
          onChange={(changed) => {
            setFailure(null);
            setReturnToSummary(true);
            show(changed);
          }}
          onSubmit={() => void submit()}
        />
      </div>
    );
  }

  const key = STEP_KEYS[step - 1];
  const stepProps = { draft, update: builder.update, errors, catalogue: start.catalogue, book: start.book };
  const allowed = canLeaveStep(step, draft);
  const last = step === QUOTE_STEPS;
  return (
    <form noValidate onSubmit={onSubmitStep}>
      <ProgressBar step={step} />
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-green-900 outline-none">
        {t(`quote.steps.${key}.title`)}
      </h2>
      <p className="mt-1 mb-6 text-stone-700">{t(`quote.steps.${key}.help`)}</p>

      {step === 1 && <PropertyTypeStep {...stepProps} />}
      {step === 2 && <PropertySizeStep {...stepProps} />}
      {step === 3 && <ServicesStep {...stepProps} />}
      {step === 4 && <TimelineStep {...stepProps} />}
      {step === 5 && <PreferencesStep {...stepProps} />}
      {step === 6 && (
        <UploadStep uploads={uploads} addFiles={builder.addFiles} removeFile={builder.removeFile} serverError={errors.files} />
      )}
      {step === 7 && (
        <ContactStep
          contact={draft.contactInfo}
          onChange={(contactInfo) => builder.update({ contactInfo })}
          errors={errors}
          honeypot={honeypot}
          onHoneypot={setHoneypot}
        />
      )}

      {step >= 3 && (
        <div className="mt-8">
          <EstimatePanel draft={draft} catalogue={start.catalogue} book={start.book} />
        </div>
      )}

      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-stone-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {step > 1 ? (
          <button
            type="button"
            onClick={() => show(step - 1)}
            className={`${button} border-2 border-green-800 text-green-900 hover:bg-green-50`}
          >
            {t('quote.nav.previous')}
          </button>
        ) : (
          <span />
        )}
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <button
            type="submit"
            disabled={!allowed}
            aria-describedby={allowed ? undefined : 'quote-next-hint'}
            className={`${button} bg-green-800 text-white hover:bg-green-900 disabled:bg-stone-400 disabled:text-stone-900`}
          >
            {returnToSummary ? t('quote.nav.backToSummary') : last ? t('quote.nav.review') : t('quote.nav.next')}
          </button>
          {!allowed && (
            <p id="quote-next-hint" className="text-sm text-stone-700">
              {last ? t('quote.nav.contactDisabledHint') : t('quote.nav.nextDisabledHint')}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
