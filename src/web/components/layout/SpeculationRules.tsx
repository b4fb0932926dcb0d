import { SPECULATION_RULES } from '../../inline-script';

/**
 * Speculation Rules for the pages served without React (SPECULATION_RULES says which links), so
 * moving between pages of the site is instant. Allowed by the CSP through its hash (staticPageScripts).
 */
export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />;
}
