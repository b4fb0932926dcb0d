/**
 * Moves the divider of every before/after pair (components/projects/BeforeAfter.tsx) as its range
 * input moves: the pair's --reveal is how much of the width shows the before photo. One listener
 * for the whole document, so it works on server-rendered HTML without React and on pairs that
 * appear later, and it never touches what React renders besides that one style property.
 */
export function enhanceBeforeAfter(doc: Document = document): void {
  doc.addEventListener('input', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute('data-before-after-range')) return;
    const value = Math.min(100, Math.max(0, Number(input.value) || 0));
    input.closest<HTMLElement>('[data-before-after]')?.style.setProperty('--reveal', `${value}%`);
  });
}
