import { LegalPage } from '../components/ui/LegalPage';

export const handle = { toasts: false };

const SECTIONS = ['collect', 'use', 'sharing', 'cookies', 'retention', 'rights', 'security', 'children', 'contact'] as const;

export default function Privacy() {
  return <LegalPage area="privacy" path="/privacy" sections={SECTIONS} />;
}
