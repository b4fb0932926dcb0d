import { LegalPage } from '../components/ui/LegalPage';
import type { PageHandle } from '../root';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

const SECTIONS = ['collect', 'use', 'sharing', 'cookies', 'retention', 'rights', 'security', 'children', 'contact'] as const;

export default function Privacy() {
  return <LegalPage area="privacy" path="/privacy" sections={SECTIONS} />;
}
