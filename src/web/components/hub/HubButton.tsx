import { useTranslation } from '../../i18n';

/** On an e-mailed item's page: opens the whole client hub with the item's own link (docs/clients.md). */
export function HubButton({ label }: { label: 'proposals.hubLink' | 'visits.hubLink' }) {
  const { t } = useTranslation();
  return (
    <form method="post" className="text-center">
      <input type="hidden" name="intent" value="hub" />
      <button type="submit" className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900">
        {t(label)}
      </button>
    </form>
  );
}
