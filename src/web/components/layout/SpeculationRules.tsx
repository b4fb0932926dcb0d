/**
 * Speculation Rules for the pages served without React: Chromium prefetches a same-site link the
 * visitor is about to follow (hover, touch) and prerenders it, so moving between pages of the site
 * is instant. Only pages that are safe to load ahead: never the admin, the account area, sign-out,
 * the API, or a language switch (which sets a cookie).
 */
const RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: ['/admin*', '/dashboard*', '/login*', '/logout*', '/register*', '/api/*', '/media/*', '/*\\?*lang=*'],
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

export function SpeculationRules({ nonce }: { nonce?: string }) {
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: RULES }} />;
}
