import { useEffect, useRef, useState } from 'react';

export type ImageStatus = 'loading' | 'loaded' | 'failed';

/**
 * Tracks whether an <img> has loaded or failed. A server-rendered image may settle before the
 * page hydrates, when its load or error event has already passed: the mount effect reads it then.
 */
export function useImageStatus() {
  const ref = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<ImageStatus>('loading');
  useEffect(() => {
    const img = ref.current;
    if (img?.complete) setStatus(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  return {
    status,
    imageProps: { ref, onLoad: () => setStatus('loaded'), onError: () => setStatus('failed') },
  };
}
