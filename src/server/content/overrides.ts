import type { Lang } from '../../domain/languages.js';
import { messagesFor, type TextOverride } from '../../i18n/index.js';
import type { Messages } from '../../i18n/types.js';
import type { AppContext } from '../context.js';
import { publishedEntries } from './repository.js';

/**
 * Published texts per language, read once and kept in memory until the site changes, so pages do
 * not query the database for every render. A load that began before a clear is not kept, so a
 * page never goes back to texts older than the last save.
 */
class OverrideCache {
  private readonly loaded = new Map<Lang, TextOverride[]>();
  /** The dictionary with the overrides laid over it, merged once per set of overrides. */
  private readonly merged = new WeakMap<TextOverride[], Messages>();
  private generation = 0;

  constructor(private readonly ctx: AppContext) {
    // Cleared by the event, not by a direct call: the page renderer (React Router's server build)
    // and the API are bundled apart, so each holds its own copy of this module and of its cache;
    // the app context and its events are the one thing both share.
    ctx.events.on('site-changed', () => this.clear());
  }

  /** The language's published texts; if they cannot be read, none (the built-in texts stay). */
  async forLanguage(lang: Lang): Promise<TextOverride[]> {
    const cached = this.loaded.get(lang);
    if (cached) return cached;
    const generation = this.generation;
    try {
      const rows = await publishedEntries(this.ctx.db, lang);
      const overrides = rows.map((r) => ({ key: r.section_key, content: r.content }));
      if (generation === this.generation) this.loaded.set(lang, overrides);
      return overrides;
    } catch (error) {
      this.ctx.log.warn({ err: error, lang }, 'published content could not be loaded; using the built-in texts');
      return [];
    }
  }

  /** The language's texts as pages show them: built-in, with the published entries laid over. */
  async messages(lang: Lang): Promise<Messages> {
    const overrides = await this.forLanguage(lang);
    let messages = this.merged.get(overrides);
    if (!messages) {
      messages = messagesFor(lang, overrides);
      this.merged.set(overrides, messages);
    }
    return messages;
  }

  clear(): void {
    this.generation += 1;
    this.loaded.clear();
  }
}

const caches = new WeakMap<AppContext, OverrideCache>();

/** The app's cache of published content overrides. */
export function contentOverrides(ctx: AppContext): OverrideCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new OverrideCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}
