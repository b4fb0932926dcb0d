import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useRevalidator } from 'react-router';
import { apiFetch } from '../../lib/api';
import { apiUpload } from '../../lib/upload';
import { useSite } from '../../use-site';
import { TextField } from '../forms/fields';
import { buttons, TextAreaField } from '../admin-ui/fields';

/** An Image as the API answers it (docs/decisions/0006-api-shapes.md). */
interface SiteImage {
  id: number;
  file_path: string;
  filename: string;
  alt_text: string;
  title: string;
  description: string;
}

type Info = Pick<SiteImage, 'alt_text' | 'title' | 'description'>;
type Message = { text: string; detail?: string; success: boolean };

const LOGO_URL = '/api/admin/images?purpose=logo';

/**
 * The company logo panel: the current logo or 'No logo uploaded', its information (read-only
 * until Edit Information) and the upload of a new logo. After every change the page's header and
 * footer are reloaded, so the new logo shows at once.
 */
export function LogoPanel() {
  const { t } = useTranslation();
  const { company } = useSite();
  const revalidator = useRevalidator();
  const ids = { file: useId(), heading: useId() };
  const [logo, setLogo] = useState<SiteImage | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [info, setInfo] = useState<Info>({ alt_text: '', title: '', description: '' });
  const [busy, setBusy] = useState<'save' | 'upload' | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const load = useCallback(async () => {
    const result = await apiFetch<{ data: SiteImage[] }>(LOGO_URL);
    setLoadFailed(!result.ok);
    if (!result.ok) return;
    const first = result.body.data[0] ?? null;
    setLogo(first);
  }, []);
  useEffect(() => void load(), [load]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!logo) return;
    setBusy('save');
    const result = await apiFetch(`/api/admin/images/${logo.id}`, { method: 'PUT', body: info });
    setBusy(null);
    if (!result.ok) {
      setMessage({ text: t('content.logo.updateError'), detail: result.body?.message, success: false });
      return;
    }
    setMessage({ text: t('content.logo.updated'), success: true });
    setEditing(false);
    await load();
    void revalidator.revalidate();
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('image') as HTMLInputElement).files?.[0];
    if (!file) {
      setMessage({ text: t('content.logo.uploadError'), detail: t('uploads.noFile'), success: false });
      return;
    }
    const body = new FormData();
    body.append('image', file);
    body.append('upload_purpose', 'logo');
    // The new logo keeps the information of the one it replaces (or a sensible alt text for the first).
    body.append('alt_text', logo?.alt_text || t('layout.logoAlt', { company: company.name }));
    body.append('title', logo?.title ?? '');
    body.append('description', logo?.description ?? '');
    setBusy('upload');
    const result = await apiUpload(`/api/admin/images`, body);
    setBusy(null);
    if (!result.ok) {
      setMessage({ text: t('content.logo.uploadError'), detail: result.body?.message, success: false });
      return;
    }
    form.reset();
    setMessage({ text: t('content.logo.uploaded'), success: true });
    setEditing(false);
    await load();
    void revalidator.revalidate();
  }

  // The form starts from the logo as shown, never from a fetch still on its way: a reply arriving
  // after the admin started typing would overwrite what they typed.
  function startEditing(current: SiteImage) {
    setInfo({ alt_text: current.alt_text, title: current.title, description: current.description });
    setEditing(true);
  }

  const set = (name: keyof Info) => (e: { target: { value: string } }) => setInfo((i) => ({ ...i, [name]: e.target.value }));
  const shown = (value: string) => value || <span className="italic text-stone-700">{t('content.logo.notSet')}</span>;

  return (
    <section aria-labelledby={ids.heading} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={ids.heading} className="text-xl font-bold text-green-900">
        {t('content.logo.heading')}
      </h2>
      <div role="status" aria-live="polite">
        {message && (
          <div
            className={`mt-4 rounded-md border px-4 py-3 font-medium ${
              message.success ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'
            }`}
          >
            <p>{message.text}</p>
            {message.detail && <p className="mt-1 font-normal">{message.detail}</p>}
          </div>
        )}
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          {loadFailed ? (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              <p className="font-medium">{t('content.loadFailed')}</p>
              <button type="button" onClick={() => void load()} className={`mt-3 ${buttons.secondary}`}>
                {t('content.tryAgain')}
              </button>
            </div>
          ) : logo === undefined ? (
            <p className="text-stone-700">{t('content.loading')}</p>
          ) : logo ? (
            <figure className="rounded-lg border border-stone-200 bg-stone-50 p-4">
              <img src={logo.file_path} alt={logo.alt_text} className="mx-auto max-h-32 w-auto max-w-full object-contain" />
              <figcaption className="mt-3 break-all text-sm text-stone-700">
                {t('content.logo.filename', { filename: logo.filename })}
              </figcaption>
            </figure>
          ) : (
            <div className="rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 p-6 text-center">
              <p className="font-semibold text-stone-800">{t('content.logo.none')}</p>
              <p className="mt-1 text-sm text-stone-700">{t('content.logo.builtInNote')}</p>
            </div>
          )}

          {logo && !editing && (
            <div className="mt-4">
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="font-semibold text-stone-800">{t('content.logo.altText')}</dt>
                  <dd className="text-stone-800">{shown(logo.alt_text)}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-800">{t('content.logo.title')}</dt>
                  <dd className="text-stone-800">{shown(logo.title)}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-stone-800">{t('content.logo.description')}</dt>
                  <dd className="text-stone-800">{shown(logo.description)}</dd>
                </div>
              </dl>
              <button type="button" onClick={() => startEditing(logo)} className={`mt-4 ${buttons.secondary}`}>
                {t('content.logo.edit')}
              </button>
            </div>
          )}

          {logo && editing && (
            <form onSubmit={save} className="mt-4 space-y-4">
              <TextField
                label={t('content.logo.altText')}
                name="alt_text"
                value={info.alt_text}
                onChange={set('alt_text')}
                hint={t('content.logo.altHint')}
                maxLength={200}
              />
              <TextField
                label={t('content.logo.title')}
                name="title"
                value={info.title}
                onChange={set('title')}
                maxLength={200}
              />
              <TextAreaField
                label={t('content.logo.description')}
                name="description"
                value={info.description}
                onChange={set('description')}
                maxLength={1000}
              />
              <div className="flex flex-wrap gap-2">
                <button type="submit" disabled={busy !== null} className={buttons.primary}>
                  {busy === 'save' ? t('content.logo.saving') : t('content.logo.save')}
                </button>
                <button type="button" onClick={() => setEditing(false)} className={buttons.secondary}>
                  {t('content.logo.cancel')}
                </button>
              </div>
            </form>
          )}
        </div>

        <form onSubmit={upload} className="rounded-lg border border-stone-200 p-4">
          <h3 className="text-lg font-semibold text-stone-900">{t('content.logo.uploadHeading')}</h3>
          <label htmlFor={ids.file} className="mt-3 block font-medium text-stone-800">
            {t('content.logo.file')}
          </label>
          <input
            id={ids.file}
            name="image"
            type="file"
            accept="image/*"
            aria-describedby={`${ids.file}-hint`}
            className="mt-1 block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-green-800 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          <p id={`${ids.file}-hint`} className="mt-1 text-sm text-stone-700">
            {t('content.logo.fileHint')}
          </p>
          <button type="submit" disabled={busy !== null} className={`mt-4 ${buttons.primary}`}>
            {busy === 'upload' ? t('content.logo.uploading') : t('content.logo.upload')}
          </button>
        </form>
      </div>
    </section>
  );
}
