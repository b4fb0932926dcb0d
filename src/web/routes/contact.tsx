import { useTranslation } from '../i18n';
import { companyAddressLine, telHref } from '../../domain/company-format';
import { AreaMap } from '../components/contact/AreaMap';
import { ContactForm } from '../components/contact/ContactForm';
import { PageMeta } from '../components/seo/PageMeta';
import { PageHero } from '../components/ui/PageHero';
import { useSite } from '../root';
import { contactAction } from '../server/contact.server';
import type { Route } from './+types/contact';

export const handle = { toasts: false };

export async function action({ context, request }: Route.ActionArgs) {
  return contactAction(context, request);
}

const FAQ = ['start', 'estimates', 'area', 'insured'] as const;

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company } = useSite();
  const address = companyAddressLine(company);
  const day = (value: string) => value || t('layout.hours.closed');
  return (
    <>
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} path="/contact" />
      <PageHero title={t('contact.hero.title')} subtitle={t('contact.hero.subtitle')} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-5">
        <section aria-labelledby="contact-form" className="lg:col-span-3">
          <h2 id="contact-form" className="mb-6 text-2xl font-bold text-green-900">{t('contact.form.title')}</h2>
          <ContactForm result={actionData} />
        </section>
        <aside className="space-y-8 lg:col-span-2">
          <section aria-labelledby="contact-info" className="rounded-xl bg-green-50 p-6">
            <h2 id="contact-info" className="text-2xl font-bold text-green-900">{t('contact.info.title')}</h2>
            <dl className="mt-4 space-y-4 text-stone-800">
              <div>
                <dt className="font-semibold">{t('contact.info.address')}</dt>
                <dd>{address}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('contact.info.phone')}</dt>
                <dd>
                  <a href={telHref(company.phone)} className="text-green-800 underline">{company.phone}</a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t('contact.info.email')}</dt>
                <dd>
                  <a href={`mailto:${company.email}`} className="break-all text-green-800 underline">{company.email}</a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{t('contact.info.hours')}</dt>
                <dd>
                  {t('layout.hours.weekdays', { hours: day(company.hours.weekdays) })}
                  <br />
                  {t('layout.hours.saturday', { hours: day(company.hours.saturday) })}
                  <br />
                  {t('layout.hours.sunday', { hours: day(company.hours.sunday) })}
                </dd>
              </div>
            </dl>
            <p className="mt-5 font-semibold text-green-900">{t('contact.info.reply')}</p>
          </section>
          <section aria-labelledby="contact-map">
            <h2 id="contact-map" className="mb-3 text-xl font-bold text-green-900">{t('contact.map.title')}</h2>
            <AreaMap address={address} />
          </section>
        </aside>
      </div>
      <section aria-labelledby="faq" className="bg-stone-50">
        <div className="mx-auto max-w-4xl px-4 py-14">
          <h2 id="faq" className="text-center text-3xl font-bold text-green-900">{t('contact.faq.title')}</h2>
          <dl className="mt-8 space-y-4">
            {FAQ.map((key) => (
              <div key={key} className="rounded-xl bg-white p-6 shadow-sm">
                <dt className="text-lg font-semibold text-green-950">{t(`contact.faq.${key}.question`)}</dt>
                <dd className="mt-2 text-stone-700">{t(`contact.faq.${key}.answer`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
