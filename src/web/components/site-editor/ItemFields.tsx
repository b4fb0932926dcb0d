import type { Lang } from '../../../domain/languages';
import { BLOCK_TEXT_FIELDS, type SiteBlockKind, VALUE_ICONS } from '../../../domain/site-blocks';
import { useTranslation } from '../../i18n';
import { TextField } from '../forms/fields';
import { Options, SelectField, TextAreaField } from '../admin-ui/fields';
import type { EditorItem } from './items';

/** Texts long enough for several lines. */
const LONG = new Set(['quote', 'bio', 'answer', 'text']);
const SOURCES = ['Google', 'Yelp', 'Facebook', 'Houzz', 'Nextdoor', 'Angi'];

interface Props {
  kind: SiteBlockKind;
  item: EditorItem;
  index: number;
  lang: Lang;
  errors: Record<string, string>;
  onChange: (item: EditorItem) => void;
}

/**
 * One item's fields: the texts in the language being edited (with the English text beside a
 * translation), and the fields that are the same in every language (a name, a rating, an icon).
 */
export function ItemFields({ kind, item, index, lang, errors, onChange }: Props) {
  const { t } = useTranslation();
  const path = `items.${index}`;
  const set = (field: string, value: unknown) => onChange({ ...item, [field]: value });
  const setText = (field: string, value: string) =>
    onChange({ ...item, texts: { ...item.texts, [lang]: { ...item.texts[lang], [field]: value } } });
  const plain = (field: string, max: number, extra: { required?: boolean; type?: string; hint?: string; list?: string } = {}) => (
    <TextField
      label={t(`siteContent.fields.${field}`)}
      name={`${path}.${field}`}
      maxLength={max}
      value={String(item[field] ?? '')}
      error={errors[`${path}.${field}`]}
      onChange={(e) => set(field, e.target.value)}
      {...extra}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(kind === 'testimonials' || kind === 'team') && plain('name', 80, { required: true })}
      {kind === 'testimonials' && (
        <>
          {plain('place', 80, { hint: t('siteContent.fields.placeHint') })}
          <SelectField
            label={t('siteContent.fields.rating')}
            value={String(item.rating ?? 5)}
            error={errors[`${path}.rating`]}
            onChange={(e) => set('rating', Number(e.target.value))}
          >
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('siteContent.fields.stars', { count: n })}
              </option>
            ))}
          </SelectField>
          {plain('source', 40, { hint: t('siteContent.fields.sourceHint'), list: 'review-sources' })}
          <datalist id="review-sources">
            {SOURCES.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          <div className="sm:col-span-2">{plain('link', 500, { type: 'url', hint: t('siteContent.fields.linkHint') })}</div>
        </>
      )}
      {kind === 'values' && (
        <SelectField
          label={t('siteContent.fields.icon')}
          value={String(item.icon ?? 'leaf')}
          error={errors[`${path}.icon`]}
          onChange={(e) => set('icon', e.target.value)}
        >
          <Options values={VALUE_ICONS} label={(icon) => t(`siteContent.icons.${icon}`)} />
        </SelectField>
      )}
      {Object.entries(BLOCK_TEXT_FIELDS[kind]).map(([field, rule]) => {
        const english = item.texts.en[field] ?? '';
        const props = {
          lang,
          label: t('siteContent.fields.inLanguage', {
            field: t(`siteContent.fields.${field}`),
            language: t(`siteContent.languages.${lang}`),
          }),
          required: lang === 'en' && rule.required,
          maxLength: rule.max,
          value: item.texts[lang][field] ?? '',
          error: errors[`${path}.texts.${lang}.${field}`],
          hint:
            lang === 'en'
              ? undefined
              : english
                ? t('siteContent.fields.englishHint', { text: english })
                : t('siteContent.fields.noEnglish'),
        };
        return LONG.has(field) ? (
          <TextAreaField
            key={field}
            rows={3}
            className="sm:col-span-2"
            {...props}
            onChange={(e) => setText(field, e.target.value)}
          />
        ) : (
          <TextField
            key={field}
            name={`${path}.texts.${lang}.${field}`}
            {...props}
            onChange={(e) => setText(field, e.target.value)}
          />
        );
      })}
    </div>
  );
}
