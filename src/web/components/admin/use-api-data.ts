import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api';

/**
 * GETs an admin API URL whenever it changes; a newer request always wins over an older one.
 * `replace` puts an answer from a write (PATCH/POST) in place without another GET.
 */
export function useApiData<T>(url: string) {
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'notFound'>('loading');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setStatus('loading');
    void apiFetch<{ data: T }>(url).then((result) => {
      if (!current) return;
      if (result.ok) {
        setData(result.body.data);
        setStatus('ready');
      } else setStatus(result.status === 404 ? 'notFound' : 'error');
    });
    return () => {
      current = false;
    };
  }, [url, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, status, reload, replace: setData };
}
