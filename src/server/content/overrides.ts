import type { Lang } from '../../domain/languages.js';
import { messagesFor, type TextOverride } from '../../i18n/index.js';
import type { Messages } from '../../i18n/types.js';
import type { AppContext } from '../context.js';
import { publishedEntries } from './repository.js';

/** Kept at most this long even without a 'site-changed' event: a safety net if one is ever missed. */
const TTL_MS = 30_000;

/**
 * Published texts per language, read once and kept in memory until the site changes, so pages do
 * not query the database for every render. A load that began before a clear is not kept, so a
 * page never goes back to texts older than the last save.
 */
export class PublishedTexts {
  private readonly loaded = new Map<Lang, { overrides: TextOverride[]; at: number }>();
  /** The dictionary with the overrides laid over it, merged once per set of overrides. */
  private readonly merged = new WeakMap<TextOverride[], Messages>();
  private generation = 0;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'log' | 'events'>) {
    ctx.events.on('site-changed', () => this.clear());
  }

  /** The language's published texts; null when they cannot be read. */
  async forLanguage(lang: Lang): Promise<TextOverride[] | null> {
    const cached = this.loaded.get(lang);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.overrides;
    const generation = this.generation;
    try {
      const rows = await publishedEntries(this.ctx.db, lang);
      const overrides = rows.map((r) => ({ key: r.section_key, content: r.content }));
      if (generation === this.generation) this.loaded.set(lang, { overrides, at: Date.now() });
      return overrides;
    } catch (error) {
      this.ctx.log.warn({ err: error, lang }, 'published content could not be loaded; using the built-in texts');
      return null;
    }
  }

  /**
   * The language's texts as pages show them: built-in, with the published entries laid over.
   * `complete` is false when the published entries could not be read and the built-in texts stand
   * in: such a page is shown, never cached.
   */
  async messages(lang: Lang): Promise<{ messages: Messages; complete: boolean }> {
    const overrides = await this.forLanguage(lang);
    if (!overrides) return { messages: messagesFor(lang), complete: false };
    let messages = this.merged.get(overrides);
    if (!messages) {
      messages = messagesFor(lang, overrides);
      this.merged.set(overrides, messages);
    }
    return { messages, complete: true };
  }

  clear(): void {
    this.generation += 1;
    this.loaded.clear();
  }
}
