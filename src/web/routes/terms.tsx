import { LegalPage } from '../components/ui/LegalPage';

export const handle = { toasts: false };

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
