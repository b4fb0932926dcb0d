import { useTranslation } from '../i18n';
import { companyAddressLine, telHref } from '../../domain/company-format';
import { AreaMap } from '../components/contact/AreaMap';
import { ContactForm } from '../components/contact/ContactForm';
import { OpeningHoursLines } from '../components/layout/OpeningHours';
import { PageMeta } from '../components/seo/PageMeta';
import { PageHero } from '../components/ui/PageHero';
import { StickyActions } from '../components/layout/StickyActions';
import { BookVisitLink } from '../components/visits/BookVisitLink';
import { type PageHandle } from '../root';
import { useSite } from '../use-site';
import { contactAction, loadContact } from '../server/contact.server';
import { landingSource } from '../server/lead-source.server';
import type { Route } from './+types/contact';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

/** The FAQ, and where a visit that starts here came from: the form carries it, even without JavaScript. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await loadContact(context)), landingSource: landingSource(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return contactAction(context, request);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company } = useSite();
  const address = companyAddressLine(company);
  return (
    <>
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} path="/contact" />
      <PageHero title={t('contact.hero.title')} subtitle={t('contact.hero.subtitle')} />
      {/* On a phone the ways to reach us come first, then the form; on a wide screen they sit beside it. */}
      <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-10 px-4 py-14 lg:grid-cols-5 lg:items-start">
        <section aria-labelledby="contact-info" className="rounded-xl bg-green-50 p-6 lg:col-span-2 lg:col-start-4">
          <h2 id="contact-info" className="text-2xl font-bold text-green-900">
            {t('contact.info.title')}
          </h2>
          <dl className="mt-4 space-y-4 text-stone-800">
            <div>
              <dt className="font-semibold">{t('contact.info.address')}</dt>
              <dd>{address}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('contact.info.phone')}</dt>
              <dd>
                <a href={telHref(company.phone)} className="text-green-800 underline">
                  {company.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('contact.info.email')}</dt>
              <dd>
                <a href={`mailto:${company.email}`} className="text-green-800 underline [overflow-wrap:anywhere]">
                  {company.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('contact.info.hours')}</dt>
              <dd>
                <OpeningHoursLines hours={company.openingHours} />
              </dd>
            </div>
          </dl>
          <p className="mt-5 font-semibold text-green-900">{t('contact.info.reply')}</p>
          <div className="mt-5">
            <BookVisitLink intro="fromContact" />
          </div>
        </section>
        <section aria-labelledby="contact-form" className="lg:col-span-3 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {/* The form posts to #contact-form: the answer opens at this heading, clear of the sticky header. */}
          <h2 id="contact-form" className="mb-6 scroll-mt-24 text-2xl font-bold text-green-900">
            {actionData?.status === 'sent' ? t('contact.form.sentTitle') : t('contact.form.title')}
          </h2>
          <ContactForm result={actionData} landingSource={loaderData.landingSource} />
        </section>
        <section aria-labelledby="contact-map" className="lg:col-span-2 lg:col-start-4">
          <h2 id="contact-map" className="mb-3 text-xl font-bold text-green-900">
            {t('contact.map.title')}
          </h2>
          <AreaMap address={address} />
        </section>
      </div>
      {loaderData.faq.length > 0 && (
        <section aria-labelledby="faq" className="bg-stone-50">
          <div className="mx-auto max-w-4xl px-4 py-14">
            <h2 id="faq" className="text-center text-3xl font-bold text-green-900">
              {t('contact.faq.title')}
            </h2>
            <dl className="mt-8 space-y-4">
              {loaderData.faq.map((item) => (
                <div key={item.id} className="rounded-xl bg-white p-6 shadow-sm">
                  <dt className="text-lg font-semibold text-green-950">{item.question}</dt>
                  <dd className="mt-2 text-stone-700">{item.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      )}
      <StickyActions />
    </>
  );
}
