/** The header changes style past 50 px of scroll and back only above 20 px. */
const SCROLLED_AFTER = 50;
const UNSCROLLED_BEFORE = 20;

/**
 * The header's scrolled style: `data-scrolled` on the header, which its CSS reads. Shrinking the
 * header moves the page up by the height it loses, which would bring a page resting at 51-65 px
 * back under 50 and switch the style again, over and over: the way back waits until the page is
 * above 20 px (hysteresis).
 */
export function enhanceHeader(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const win = doc.defaultView!;
  let scrolled = false;
  header.dataset.scrolled = 'false';
  const update = () => {
    const next = scrolled ? win.scrollY >= UNSCROLLED_BEFORE : win.scrollY > SCROLLED_AFTER;
    if (next === scrolled) return;
    scrolled = next;
    header.dataset.scrolled = String(next);
  };
  update();
  win.addEventListener('scroll', update, { passive: true });
}

/**
 * The header's menus are <details> elements, open and closed by the browser without any script.
 * With it they also close on Escape (focus back on their summary), on a click outside, and once a
 * link or button inside them was chosen (a page changed in place keeps the header).
 */
export function enhanceMenus(doc: Document = document): void {
  const menus = () => [...doc.querySelectorAll<HTMLDetailsElement>('details[data-menu]')];
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus()) {
      if (!menu.open) continue;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    for (const menu of menus()) {
      if (!menu.open) continue;
      const inside = target && menu.contains(target);
      const chose = inside && target.closest('a, button[type="submit"]');
      if (!inside || chose) menu.open = false;
    }
  });
}
