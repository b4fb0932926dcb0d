import { LegalPage } from '../components/ui/LegalPage';
import type { PageHandle } from '../root';

/** Complete HTML: no React in the browser, only the site's small script (root.tsx). */
export const handle: PageHandle = { hydrate: false };

const SECTIONS = [
  'services',
  'estimates',
  'scheduling',
  'payment',
  'guarantee',
  'liability',
  'cancellation',
  'website',
  'law',
  'contact',
] as const;

export default function Terms() {
  return <LegalPage area="terms" path="/terms" sections={SECTIONS} />;
}
