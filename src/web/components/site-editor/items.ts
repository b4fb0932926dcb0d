import type { Lang } from '../../../domain/languages';
import { LANGUAGES } from '../../../domain/languages';
import { BLOCK_TEXT_FIELDS, blockBodySchema, type SiteBlockKind } from '../../../domain/site-blocks';

/** An item as the editor holds it: any kind's fields, its texts per language, and a key for React. */
export interface EditorItem {
  key: string;
  id?: string;
  texts: Record<Lang, Record<string, string>>;
  /** A team member's photo as GET answers it: changed by its own upload (MemberPhoto), never by the list's save. */
  photo?: { url: string } | null;
  [field: string]: unknown;
}

let counter = 0;
const newKey = () => `new-${(counter += 1)}`;

export function textFieldsOf(kind: SiteBlockKind): string[] {
  return Object.keys(BLOCK_TEXT_FIELDS[kind]);
}

function emptyTexts(kind: SiteBlockKind): EditorItem['texts'] {
  const fields = textFieldsOf(kind);
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, Object.fromEntries(fields.map((f) => [f, '']))]),
  ) as EditorItem['texts'];
}

/** A new item of a kind, with the defaults the server would give it. */
export function newItem(kind: SiteBlockKind): EditorItem {
  const base = { key: newKey(), texts: emptyTexts(kind) };
  switch (kind) {
    case 'testimonials':
      return { ...base, name: '', place: '', rating: 5, source: '', link: '' };
    case 'team':
      return { ...base, name: '' };
    case 'values':
      return { ...base, icon: 'leaf' };
    case 'faq':
      return base;
  }
}

/** Items as the server answered them, each with a React key; missing languages read as empty. */
export function fromServer(kind: SiteBlockKind, items: EditorItem[]): EditorItem[] {
  const empty = emptyTexts(kind);
  return items.map((item) => ({
    ...item,
    key: item.id ?? newKey(),
    texts: Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...empty[lang], ...item.texts?.[lang] }])) as EditorItem['texts'],
  }));
}

/** What the API takes: the editor's own key and the read-only photo left out. */
export function toPayload(items: EditorItem[]) {
  return items.map(({ key: _key, photo: _photo, ...item }) => item);
}

/** The list checked with the server's own rules: field errors by path (items.0.texts.en.quote). */
export function checkItems(kind: SiteBlockKind, items: EditorItem[]): Record<string, string> {
  const parsed = blockBodySchema(kind).safeParse({ items: toPayload(items) });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The item's name in the list: a person's name, else its first English text. */
export function itemLabel(item: EditorItem): string {
  if (typeof item.name === 'string' && item.name.trim()) return item.name.trim();
  return (
    Object.values(item.texts.en ?? {})
      .find((text) => text.trim())
      ?.trim() ?? ''
  );
}
