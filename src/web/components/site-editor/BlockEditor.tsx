import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { DEFAULT_LANG, type Lang, LANGUAGES } from '../../../domain/languages';
import { languagesToUpdate, missingTranslations, type SiteBlockKind } from '../../../domain/site-blocks';
import { useTranslation } from '../../i18n';
import { fieldErrorsOf } from '../../lib/api';
import { FormMessage } from '../forms/fields';
import { buttons } from '../admin-ui/fields';
import { type BlockData, getBlock, restoreVersion, saveBlock } from './api';
import { BlockHistory } from './BlockHistory';
import { ItemCard } from './ItemCard';
import { checkItems, type EditorItem, fromServer, newItem, toPayload } from './items';
import { LanguageSwitch } from './LanguageSwitch';

type Message = { text: string; kind: 'success' | 'error' };

/**
 * One of the site's lists (testimonials, team, FAQ, values) as the owner edits it: add, edit,
 * reorder and remove items, in the language chosen in the editor, then save the whole list as a
 * new version. A save made from an older version than the server's is refused (409): the owner's
 * edits stay on screen, with the choice to replace the newer version or to load it.
 */
export function BlockEditor({ kind }: { kind: SiteBlockKind }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [lang, setLang] = useState<Lang>(DEFAULT_LANG);
  const [items, setItems] = useState<EditorItem[] | null>(null);
  // The list as saved, by item id: what each item's translation state is measured from.
  const [saved, setSaved] = useState<Map<string, EditorItem>>(new Map());
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [conflict, setConflict] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);

  const show = useCallback(
    (block: BlockData) => {
      const loaded = fromServer(kind, block.items);
      setItems(loaded);
      setSaved(new Map(loaded.flatMap((item) => (item.id ? [[item.id, item]] : []))));
      setVersion(block.version);
      setDirty(false);
      setErrors({});
      setConflict(null);
      setHistoryKey((k) => k + 1);
    },
    [kind],
  );

  const load = useCallback(async () => {
    const result = await getBlock(kind);
    setLoadFailed(!result.ok);
    if (result.ok) show(result.body.data);
  }, [kind, show]);
  useEffect(() => void load(), [load]);

  const change = (next: EditorItem[]) => {
    setItems(next);
    setDirty(true);
    setMessage(null);
  };

  /** After a refused save, the editor shows the language of the first field to fix. */
  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const paths = Object.keys(found);
    const here = paths.some((p) => !/\.texts\.(en|es|pt)\./.test(p) || p.includes(`.texts.${lang}.`));
    const other = paths.map((p) => /\.texts\.(en|es|pt)\./.exec(p)?.[1]).find(Boolean) as Lang | undefined;
    if (!here && other) setLang(other);
    setMessage({ text: t('common.error.fixBelow'), kind: 'error' });
  }

  async function save(baseVersion = version) {
    if (!items) return;
    const found = checkItems(kind, items);
    if (Object.keys(found).length > 0)
      return showErrors(Object.fromEntries(Object.entries(found).map(([path, key]) => [path, t(key)])));
    setBusy(true);
    const result = await saveBlock(kind, toPayload(items), baseVersion);
    setBusy(false);
    if (result.ok) {
      show(result.body.data);
      setMessage({ text: result.body.message, kind: 'success' });
      void revalidator.revalidate();
      return;
    }
    if (result.status === 409) {
      setConflict((result.body as { current_version?: number } | null)?.current_version ?? version);
      setMessage({ text: result.body?.message ?? t('siteContent.editor.failed'), kind: 'error' });
      return;
    }
    if (!result.network && result.body?.errors?.length) return showErrors(fieldErrorsOf(result.body));
    setMessage({
      text: result.network ? t('siteContent.editor.networkError') : (result.body?.message ?? t('siteContent.editor.failed')),
      kind: 'error',
    });
  }

  async function restore(old: number) {
    if (dirty && !window.confirm(t('siteContent.history.confirmDiscard'))) return;
    setBusy(true);
    const result = await restoreVersion(kind, old, version);
    setBusy(false);
    if (!result.ok) {
      setMessage({ text: result.body?.message ?? t('siteContent.editor.failed'), kind: 'error' });
      if (result.status === 409) void load();
      return;
    }
    show(result.body.data);
    setMessage({ text: result.body.message, kind: 'success' });
    void revalidator.revalidate();
  }

  function add() {
    if (!items) return;
    change([...items, newItem(kind)]);
    // The new item's first field takes the focus once it is drawn.
    requestAnimationFrame(() =>
      listRef.current?.lastElementChild?.querySelector<HTMLElement>('input, textarea, select')?.focus(),
    );
  }

  const move = (index: number, by: -1 | 1) => {
    if (!items) return;
    const next = [...items];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change(next);
  };

  if (loadFailed)
    return (
      <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
        <p className="font-medium">{t('siteContent.editor.loadFailed')}</p>
        <button type="button" onClick={() => void load()} className={`mt-3 ${buttons.secondary}`}>
          {t('siteContent.editor.tryAgain')}
        </button>
      </div>
    );
  if (!items) return <p className="mt-6 text-stone-700">{t('siteContent.editor.loading')}</p>;

  const missing = Object.fromEntries(
    LANGUAGES.map((l) => [l, items.filter((item) => missingTranslations(item.texts).includes(l as 'es' | 'pt')).length]),
  ) as Record<Lang, number>;
  const staleOf = (item: EditorItem) =>
    languagesToUpdate(item.id ? saved.get(item.id) : undefined, item as Parameters<typeof languagesToUpdate>[1]);
  const stale = Object.fromEntries(LANGUAGES.map((l) => [l, items.filter((item) => staleOf(item).includes(l)).length])) as Record<
    Lang,
    number
  >;

  return (
    <form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void save();
      }}
      className="mt-6 space-y-6"
    >
      <LanguageSwitch value={lang} missing={missing} stale={stale} onChange={setLang} />
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {conflict !== null && (
        <div className="rounded-md border border-amber-400 bg-amber-50 p-4 text-stone-900">
          <p>{t('siteContent.editor.conflict', { version: conflict })}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" disabled={busy} onClick={() => void save(conflict)} className={buttons.primary}>
              {t('siteContent.editor.replaceTheirs')}
            </button>
            <button type="button" disabled={busy} onClick={() => void load()} className={buttons.secondary}>
              {t('siteContent.editor.loadTheirs')}
            </button>
          </div>
        </div>
      )}

      {items.length === 0 ? (
        <p className="rounded-lg border-2 border-dashed border-stone-300 p-6 text-center text-stone-700">
          {t(`siteContent.kinds.${kind}.empty`)}
        </p>
      ) : (
        <ol ref={listRef} className="space-y-4">
          {items.map((item, index) => (
            <ItemCard
              key={item.key}
              kind={kind}
              item={item}
              index={index}
              count={items.length}
              lang={lang}
              errors={errors}
              onChange={(next) => change(items.map((it, i) => (i === index ? next : it)))}
              onMove={(by) => move(index, by)}
              onRemove={() => change(items.filter((_, i) => i !== index))}
              stale={staleOf(item)}
              onPhotoChanged={(text) => {
                setMessage({ text, kind: 'success' });
                void refreshPhotos();
              }}
            />
          ))}
        </ol>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
        <button type="button" onClick={add} className={buttons.secondary}>
          {t(`siteContent.kinds.${kind}.add`)}
        </button>
        <button type="submit" disabled={busy} className={buttons.primary}>
          {busy ? t('siteContent.editor.saving') : t('siteContent.editor.save')}
        </button>
        {dirty && (
          <>
            <button type="button" disabled={busy} onClick={() => void load()} className={buttons.secondary}>
              {t('siteContent.editor.discard')}
            </button>
            <p className="text-sm font-medium text-stone-800">{t('siteContent.editor.unsaved')}</p>
          </>
        )}
      </div>

      <BlockHistory kind={kind} reloadKey={historyKey} currentVersion={version} busy={busy} onRestore={(v) => void restore(v)} />
    </form>
  );

  /** A member's photo changed in its own dialog: only the photos are read again, the edits stay. */
  async function refreshPhotos() {
    const result = await getBlock(kind);
    if (!result.ok) return;
    const photos = new Map(result.body.data.items.map((i) => [i.id, i.photo]));
    setItems((current) => current && current.map((item) => (item.id ? { ...item, photo: photos.get(item.id) ?? null } : item)));
    void revalidator.revalidate();
  }
}
