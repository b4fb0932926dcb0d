/**
 * A picture that fails to load gives way to its stand-in, without React: the frame of a
 * ResponsiveImage gets `data-failed` (its CSS then shows the fallback image), a service icon's
 * frame `data-icon="emoji"` (its CSS then shows the emoji). `error` does not bubble, so one
 * listener catches it on the way down; pictures that failed before this script ran are found by
 * their state.
 */
export function enhanceImageFallbacks(doc: Document = document): void {
  const failed = (img: HTMLImageElement) => {
    if (img.hasAttribute('data-fallback')) return;
    const frame = img.closest<HTMLElement>('[data-picture-frame]');
    if (frame) frame.dataset.failed = '';
    const icon = img.closest<HTMLElement>('[data-icon]');
    if (icon) icon.dataset.icon = 'emoji';
  };
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) failed(event.target);
    },
    true,
  );
  for (const img of doc.querySelectorAll<HTMLImageElement>('[data-picture-frame] img, [data-icon] img')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) failed(img);
  }
}
