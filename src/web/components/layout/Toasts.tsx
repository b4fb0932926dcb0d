import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from '../../i18n';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/**
 * The toast container (top-right, 5000 ms, pause on hover and on focus loss: docs/decisions/0004-product-rules.md), loaded after
 * hydration and only where toasts are used: public pages declare `handle = { toasts: false }` and
 * do not download it. Toasts raised before it is mounted wait in react-toastify's queue.
 */
export function Toasts() {
  const { t } = useTranslation();
  const matches = useMatches();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const unused = matches.some((match) => (match.handle as { toasts?: boolean } | undefined)?.toasts === false);
  if (unused || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      {/* The region's name in the page's language (the library's own is English only). */}
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        aria-label={t('layout.notifications')}
      />
    </Suspense>
  );
}
