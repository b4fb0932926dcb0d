import { describe, expect, it } from 'vitest';
import { languagesToUpdate } from './site-blocks-text.js';

const texts = (en: string, es: string, pt: string) => ({ en: { quote: en }, es: { quote: es }, pt: { quote: pt } });

describe('languagesToUpdate', () => {
  const saved = { texts: texts('Great work', 'Gran trabajo', 'Ótimo trabalho'), needs_update: [] };

  it('marks the other written languages when one changes, and not the one edited', () => {
    expect(languagesToUpdate(saved, { texts: texts('Great work, on time', 'Gran trabajo', 'Ótimo trabalho') })).toEqual([
      'es',
      'pt',
    ]);
    expect(languagesToUpdate(saved, { texts: texts('Great work', 'Un gran trabajo', 'Ótimo trabalho') })).toEqual(['en', 'pt']);
  });

  it('leaves an empty translation alone: it is missing, not out of date; writing it marks nothing', () => {
    const noPortuguese = { texts: texts('Great work', 'Gran trabajo', '') };
    expect(languagesToUpdate(noPortuguese, { texts: texts('Superb work', 'Gran trabajo', '') })).toEqual(['es']);
    expect(languagesToUpdate(noPortuguese, { texts: texts('Great work', 'Gran trabajo', 'Ótimo trabalho') })).toEqual([]);
  });

  it('keeps a language marked until it is edited or confirmed; catching up marks nothing else', () => {
    const stale = { texts: texts('Superb work', 'Gran trabajo', 'Ótimo trabalho'), needs_update: ['es', 'pt'] as const };
    const unchanged = { texts: stale.texts };
    expect(languagesToUpdate(stale, unchanged)).toEqual(['es', 'pt']);
    expect(languagesToUpdate(stale, { texts: texts('Superb work', 'Un trabajo soberbio', 'Ótimo trabalho') })).toEqual(['pt']);
    expect(languagesToUpdate(stale, { ...unchanged, confirmed: ['pt'] })).toEqual(['es']);
    // A new English text again: Spanish and Portuguese both wait for an update.
    expect(
      languagesToUpdate({ ...stale, needs_update: ['pt'] }, { texts: texts('Best work', 'Gran trabajo', 'Ótimo trabalho') }),
    ).toEqual(['es', 'pt']);
    // Whitespace is not an edit.
    expect(languagesToUpdate(saved, { texts: texts(' Great work ', 'Gran trabajo', 'Ótimo trabalho') })).toEqual([]);
  });

  it('a new item starts with nothing to update', () => {
    expect(languagesToUpdate(undefined, { texts: texts('New', 'Nuevo', 'Novo') })).toEqual([]);
  });
});
