import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type AdminProject,
  PHOTO_KINDS,
  PROJECT_TRANSLATED_LANGS,
  projectFormSchema,
  type ProjectText,
  type ProjectTranslatedLang,
} from '../../../../domain/projects';
import { useTranslation } from '../../../i18n';
import { fieldErrorsOf } from '../../../lib/api';
import { CheckboxField, TextAreaField, buttons } from '../../admin-ui/fields';
import { Modal } from '../../admin-ui/Modal';
import { FormMessage, TextField } from '../../forms/fields';
import { saveProject } from './api';
import { PhotoSlot } from './PhotoSlot';

export interface ServiceOption {
  id: number;
  name: string;
  category: string;
}

interface FormState {
  title: string;
  place: string;
  description: string;
  service_ids: number[];
  is_published: boolean;
  translations: Record<ProjectTranslatedLang, ProjectText>;
}

const emptyText = (): ProjectText => ({ title: '', place: '', description: '' });
const stateOf = (p: AdminProject | null): FormState =>
  p
    ? { ...p, translations: { es: { ...p.translations.es }, pt: { ...p.translations.pt } } }
    : {
        title: '',
        place: '',
        description: '',
        service_ids: [],
        is_published: true,
        translations: { es: emptyText(), pt: emptyText() },
      };

const fieldset = 'grid gap-4 rounded-lg border border-stone-200 p-4 sm:grid-cols-2';
const legend = 'px-1 text-lg font-semibold text-green-900';

/**
 * Add or edit a project: texts in English (with Spanish and Portuguese that fall back to it), the
 * services done, shown or hidden; once saved, its before and after photos.
 */
export function ProjectFormModal({
  project: initial,
  services,
  onClose,
  onChanged,
}: {
  project: AdminProject | null;
  services: ServiceOption[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [project, setProject] = useState(initial);
  const [state, setState] = useState(() => stateOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const bind = (key: 'title' | 'place' | 'description') => ({
    value: state[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setState((s) => ({ ...s, [key]: e.target.value })),
  });
  const bindText = (lang: ProjectTranslatedLang, key: keyof ProjectText) => ({
    lang,
    value: state.translations[lang][key],
    error: errors[`translations.${lang}.${key}`],
    onChange: (e: { target: { value: string } }) =>
      setState((s) => ({
        ...s,
        translations: { ...s.translations, [lang]: { ...s.translations[lang], [key]: e.target.value } },
      })),
  });
  const toggleService = (id: number, on: boolean) =>
    setState((s) => ({ ...s, service_ids: on ? [...s.service_ids, id] : s.service_ids.filter((x) => x !== id) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = projectFormSchema.safeParse(state);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= t(issue.message);
      setErrors(found);
      setNotice({ ok: false, text: t('common.error.fixBelow') });
      return;
    }
    setBusy(true);
    const result = await saveProject(parsed.data, project?.id);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.network ? {} : fieldErrorsOf(result.body));
      setNotice({ ok: false, text: result.body?.message ?? t('adminProjects.toasts.saveError') });
      return;
    }
    setErrors({});
    setNotice({ ok: true, text: project ? result.body.message : t('adminProjects.form.createdAddPhotos') });
    setProject(result.body.data);
    onChanged();
  }

  const categories = [...new Set(services.map((s) => s.category))];
  return (
    <Modal
      title={project ? t('adminProjects.form.editTitle', { title: project.title }) : t('adminProjects.form.addTitle')}
      closeLabel={t('adminProjects.form.close')}
      onClose={onClose}
      size="xl"
    >
      {notice && <FormMessage kind={notice.ok ? 'success' : 'error'}>{notice.text}</FormMessage>}
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-6">
        <fieldset className={fieldset}>
          <legend className={legend}>{t('adminProjects.form.basics')}</legend>
          <TextField label={t('adminProjects.form.title')} name="title" required maxLength={120} {...bind('title')} />
          <TextField
            label={t('adminProjects.form.place')}
            name="place"
            required
            maxLength={120}
            hint={t('adminProjects.form.placeHint')}
            {...bind('place')}
          />
          <TextAreaField
            label={t('adminProjects.form.description')}
            rows={3}
            maxLength={2000}
            className="sm:col-span-2"
            {...bind('description')}
          />
          <div className="sm:col-span-2">
            <CheckboxField
              label={t('adminProjects.form.published')}
              checked={state.is_published}
              onChange={(on) => setState((s) => ({ ...s, is_published: on }))}
            />
            <p className="mt-1 text-sm text-stone-700">{t('adminProjects.form.publishedHint')}</p>
          </div>
        </fieldset>

        <fieldset
          className="rounded-lg border border-stone-200 p-4"
          aria-describedby={errors.service_ids ? 'project-services-error' : undefined}
        >
          <legend className={legend}>
            {t('adminProjects.form.services')}
            <span aria-hidden="true" className="text-red-800">
              {' '}
              *
            </span>
          </legend>
          <p className="text-sm text-stone-700">{t('adminProjects.form.servicesHint')}</p>
          {errors.service_ids && (
            <p id="project-services-error" className="mt-1 text-sm font-medium text-red-800">
              {errors.service_ids}
            </p>
          )}
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <div key={category}>
                <p className="font-semibold text-stone-900">{category}</p>
                <ul className="mt-1 space-y-1">
                  {services
                    .filter((s) => s.category === category)
                    .map((service) => (
                      <li key={service.id}>
                        <CheckboxField
                          label={service.name}
                          checked={state.service_ids.includes(service.id)}
                          onChange={(on) => toggleService(service.id, on)}
                        />
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset className="rounded-lg border border-stone-200 p-4">
          <legend className={legend}>{t('adminProjects.form.translations')}</legend>
          <p className="text-stone-700">{t('adminProjects.form.translationsHint')}</p>
          {PROJECT_TRANSLATED_LANGS.map((lang) => {
            const language = t(`adminProjects.form.inLanguage.${lang}`);
            return (
              <details
                key={lang}
                open={Object.keys(errors).some((path) => path.startsWith(`translations.${lang}.`)) || undefined}
                className="mt-3 rounded-md border border-stone-200"
              >
                <summary className="cursor-pointer px-3 py-2 font-semibold text-stone-900">
                  {t(`adminProjects.form.languages.${lang}`)}
                </summary>
                <div className="grid gap-4 border-t border-stone-200 p-3 sm:grid-cols-2">
                  <TextField
                    label={t('adminProjects.form.langTitle', { language })}
                    name={`${lang}-title`}
                    maxLength={120}
                    {...bindText(lang, 'title')}
                  />
                  <TextField
                    label={t('adminProjects.form.langPlace', { language })}
                    name={`${lang}-place`}
                    maxLength={120}
                    {...bindText(lang, 'place')}
                  />
                  <TextAreaField
                    label={t('adminProjects.form.langDescription', { language })}
                    rows={3}
                    className="sm:col-span-2"
                    {...bindText(lang, 'description')}
                  />
                </div>
              </details>
            );
          })}
        </fieldset>

        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-stone-400 px-4 py-2 font-semibold text-stone-800 hover:bg-stone-100"
          >
            {t('adminProjects.form.close')}
          </button>
          <button type="submit" disabled={busy} className={buttons.primary}>
            {busy ? t('adminProjects.form.saving') : t(project ? 'adminProjects.form.save' : 'adminProjects.form.create')}
          </button>
        </div>
      </form>

      <section aria-labelledby="project-photos" className="mt-6 border-t border-stone-200 pt-4">
        <h3 id="project-photos" className="text-lg font-semibold text-green-900">
          {t('adminProjects.photos.title')}
        </h3>
        {project ? (
          <>
            <p className="mt-1 text-sm text-stone-700">{t('adminProjects.photos.hint')}</p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              {PHOTO_KINDS.map((kind) => (
                <PhotoSlot
                  key={kind}
                  project={project}
                  kind={kind}
                  onSaved={(saved) => {
                    setProject(saved);
                    onChanged();
                  }}
                />
              ))}
            </div>
          </>
        ) : (
          <p className="mt-1 text-stone-700">{t('adminProjects.photos.saveFirst')}</p>
        )}
      </section>
    </Modal>
  );
}
