import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n';
import { BUDGET_RANGES, type Budget } from '../../../domain/quote/options';
import type { ContactView, QuoteView } from '../../../server/leads/schemas';
import { budgetRangeValues, formatBytes, formatInteger, formatMoney } from '../../../domain/format';
import type { Lang } from '../../../domain/languages';
import { formatJobRange, jobLineAmount, jobLineDetail, jobLineName } from '../../../domain/quote/job-text';
import { Modal } from '../admin-ui/Modal';
import { catalogueName, languageName, optionLabel, optionList } from '../leads/labels';

const card = 'rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-stone-700">{label}</dt>
          <dd className="break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How to reach the person: the same for both kinds of lead. */
export function ContactCard({ lead }: { lead: QuoteView | ContactView }) {
  const { t, i18n } = useTranslation();
  const none = <span className="text-stone-600">{t('leads.fields.none')}</span>;
  const lang = languageName(lead.language_code, i18n.language);
  return (
    <section aria-labelledby="lead-contact" className={card}>
      <h2 id="lead-contact" className="text-lg font-semibold text-green-900">
        {t('admin.lead.contactDetails')}
      </h2>
      <Fields
        rows={[
          [t('leads.fields.name'), lead.name],
          [
            t('leads.fields.email'),
            <a key="e" href={`mailto:${lead.email}`} className="text-green-800 underline">
              {lead.email}
            </a>,
          ],
          [
            t('leads.fields.phone'),
            lead.phone ? (
              <a key="p" href={`tel:${lead.phone}`} className="text-green-800 underline">
                {lead.phone}
              </a>
            ) : (
              none
            ),
          ],
          ...('address' in lead ? [[t('leads.fields.address'), lead.address || none] as [string, ReactNode]] : []),
          [t('leads.fields.language'), lang],
        ]}
      />
    </section>
  );
}

export function ContactMessageCard({ contact }: { contact: ContactView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lead-details" className={card}>
      <h2 id="lead-details" className="text-lg font-semibold text-green-900">
        {t('admin.lead.details')}
      </h2>
      <Fields
        rows={[
          [
            t('leads.fields.serviceInterest'),
            contact.service_interest ? optionLabel(t, 'services', contact.service_interest) : t('leads.fields.none'),
          ],
        ]}
      />
      <h3 className="mt-4 font-medium text-stone-700">{t('leads.fields.message')}</h3>
      <p className="mt-1 whitespace-pre-wrap text-stone-900">{contact.message}</p>
    </section>
  );
}

/** The job as the visitor described it and the range they read, priced when they sent it (docs/price-book.md). */
function QuotedJob({ quote }: { quote: QuoteView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { job } = quote;
  return (
    <section aria-labelledby="lead-job" className={card}>
      <h2 id="lead-job" className="text-lg font-semibold text-green-900">
        {t('quoteJob.admin.heading')}
      </h2>
      {job ? (
        <>
          <p className="mt-2 text-stone-800">
            {t('quoteJob.range.label')}:{' '}
            <span className="text-lg font-bold text-green-900" data-testid="lead-range">
              {formatJobRange(lang, job)}
            </span>
          </p>
          <p className="text-sm text-stone-700">{t('quoteJob.admin.note')}</p>
          <Fields
            rows={job.lines.map((line) => [
              jobLineName(t, lang, line),
              `${jobLineDetail(t, lang, line)} = ${jobLineAmount(lang, line)}`,
            ])}
          />
        </>
      ) : (
        <p className="mt-2 text-stone-700">{t('quoteJob.admin.none')}</p>
      )}
    </section>
  );
}

/** Every field of the quote request, then its job, its starting estimate and files. */
export function QuoteCards({ quote }: { quote: QuoteView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (n: number) => formatMoney(n, lang);
  const e = quote.estimate;
  const area = quote.area_estimate;
  const budget = quote.budget as Budget | null;
  return (
    <>
      <section aria-labelledby="lead-details" className={card}>
        <h2 id="lead-details" className="text-lg font-semibold text-green-900">
          {t('admin.lead.details')}
        </h2>
        <Fields
          rows={[
            [t('leads.fields.propertyType'), optionLabel(t, 'propertyTypes', quote.property_type)],
            [t('leads.fields.propertySize'), optionLabel(t, 'sizes', quote.property_size)],
            ...(area
              ? [
                  [t('leads.fields.area'), t('leads.fields.areaValue', { area: formatInteger(area.areaSqft, lang) })] as [
                    string,
                    string,
                  ],
                ]
              : []),
            ...(quote.catalogue_service
              ? [[t('leads.fields.catalogueService'), catalogueName(quote.catalogue_service, lang)] as [string, string]]
              : []),
            [t('leads.fields.services'), optionList(t, 'services', quote.services)],
            [t('leads.fields.timeline'), optionLabel(t, 'timelines', quote.timeline)],
            [
              t('leads.fields.budget'),
              budget && budget in BUDGET_RANGES
                ? t(`quote.options.budget.${budget}`, budgetRangeValues(BUDGET_RANGES[budget], lang))
                : t('leads.fields.none'),
            ],
            [t('leads.fields.urgency'), optionLabel(t, 'urgency', quote.urgency)],
            [t('leads.fields.plants'), optionList(t, 'plants', quote.plant_preferences)],
            [t('leads.fields.styles'), optionList(t, 'styles', quote.style_preferences)],
            [t('leads.fields.materials'), optionList(t, 'materials', quote.material_selection)],
          ]}
        />
        {quote.message && (
          <>
            <h3 className="mt-4 font-medium text-stone-700">{t('leads.fields.message')}</h3>
            <p className="mt-1 whitespace-pre-wrap text-stone-900">{quote.message}</p>
          </>
        )}
      </section>

      <QuotedJob quote={quote} />

      <section aria-labelledby="lead-estimate" className={card}>
        <h2 id="lead-estimate" className="text-lg font-semibold text-green-900">
          {t('admin.lead.estimateHeading')}
        </h2>
        {e ? (
          <table className="mt-3 w-full text-left">
            <thead className="border-b border-stone-300 text-sm text-stone-700">
              <tr>
                <th scope="col" className="py-2 font-semibold">
                  {t('leads.estimate.service')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('leads.estimate.cost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {e.breakdown.map((line) => (
                <tr key={line.service} className="border-b border-stone-200">
                  <th scope="row" className="py-2 font-normal text-stone-900">
                    {optionLabel(t, 'services', line.service)}
                    {line.description && <span className="block text-sm text-stone-700">{line.description}</span>}
                  </th>
                  <td className="py-2 text-right text-stone-900">{money(line.cost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="text-stone-800">
              <tr>
                <th scope="row" className="pt-3 text-left font-medium">
                  {t('leads.estimate.serviceCosts')}
                </th>
                <td className="pt-3 text-right">{money(e.serviceCosts)}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-medium">
                  {t('leads.estimate.propertyMultiplier')}
                </th>
                <td className="text-right">×{e.propertyMultiplier}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-medium">
                  {t('leads.estimate.timelineMultiplier')}
                </th>
                <td className="text-right">×{e.timelineMultiplier}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-medium">
                  {t('leads.estimate.urgencyMultiplier')}
                </th>
                <td className="text-right">×{e.urgencyMultiplier}</td>
              </tr>
              <tr className="text-lg">
                <th scope="row" className="pt-2 text-left font-bold text-green-900">
                  {t('leads.estimate.total')}
                </th>
                <td className="pt-2 text-right font-bold text-green-900">{money(e.totalPrice)}</td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <p className="mt-3 text-stone-700">{t('admin.lead.noEstimate')}</p>
        )}
      </section>

      <section aria-labelledby="lead-files" className={card}>
        <h2 id="lead-files" className="text-lg font-semibold text-green-900">
          {t('admin.lead.filesHeading')}
        </h2>
        {quote.files.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('admin.lead.noFiles')}</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {quote.files.map((file) => (
              <li key={file.id} className={file.mime.startsWith('image/') ? '' : 'col-span-2 sm:col-span-3'}>
                <QuoteFile file={file} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const fileUrl = (id: number) => `/api/admin/leads/quote-files/${id}`;

/** A photo as a thumbnail that opens full size; any other file (a PDF) as a link that downloads it. */
function QuoteFile({ file }: { file: QuoteView['files'][number] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const size = formatBytes(file.size, i18n.language);
  if (!file.mime.startsWith('image/')) {
    return (
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="break-all text-stone-900">
          {file.name} <span className="text-stone-700">({size})</span>
        </span>
        <a
          href={fileUrl(file.id)}
          download={file.name}
          aria-label={t('admin.lead.downloadLabel', { name: file.name })}
          className="rounded-md border border-green-800 px-3 py-1 text-sm font-semibold text-green-900 hover:bg-green-50"
        >
          {t('admin.lead.download')}
        </a>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('admin.lead.openPhoto', { name: file.name })}
        className="block w-full overflow-hidden rounded-md border border-stone-300 text-left hover:border-green-800"
      >
        <img src={fileUrl(file.id)} alt="" loading="lazy" className="aspect-[4/3] w-full bg-stone-100 object-cover" />
        <span className="block truncate px-2 py-1 text-sm text-stone-800">{file.name}</span>
      </button>
      {open && (
        <Modal title={file.name} closeLabel={t('admin.lead.closePhoto')} onClose={() => setOpen(false)} size="xl">
          <img src={fileUrl(file.id)} alt={file.name} className="mx-auto h-auto max-w-full" />
          <p className="mt-3 text-sm text-stone-700">
            {size} ·{' '}
            <a href={fileUrl(file.id)} download={file.name} className="font-semibold text-green-800 underline">
              {t('admin.lead.download')}
            </a>
          </p>
        </Modal>
      )}
    </>
  );
}
