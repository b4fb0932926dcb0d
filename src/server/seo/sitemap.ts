import type { Kysely } from 'kysely';
import { LANGUAGES } from '../../domain/languages.js';
import { languageAlternates, PUBLIC_PAGES, pageUrl } from '../../domain/seo.js';
import type { DB } from '../db/schema.js';
import { hasPublicProjects } from '../projects/repository.js';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every public page and active service, in every language, each with its hreflang
 * alternates; the project gallery once it has a project to show.
 */
export async function buildSitemap(db: Kysely<DB>, publicUrl: string): Promise<string> {
  const services = await db
    .selectFrom('services')
    .select(['slug', 'updated_at'])
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const pages = [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...((await hasPublicProjects(db)) ? [{ path: '/projects', lastmod: undefined }] : []),
    ...services.map((s) => ({ path: `/services/${s.slug}`, lastmod: s.updated_at.slice(0, 10) })),
  ];
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = languageAlternates(publicUrl, path)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xml(a.href)}"/>`)
      .join('\n');
    return LANGUAGES.map(
      (lang) =>
        `  <url>\n    <loc>${xml(pageUrl(publicUrl, path, lang))}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** robots.txt: everything public, nothing private, and where the sitemap is. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /api',
    // Customers' proposals: private links, never in an index (docs/proposals.md).
    'Disallow: /proposals',
    // A visit's manage link is its owner's key: never crawled.
    'Disallow: /visits/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
