/**
 * Where the focus goes on a page the server rendered. A page after a refused form (a wrong field, a
 * taken time) or a sent one marks what should have the focus with `data-autofocus`: the first wrong
 * field, the message or the thank-you. Otherwise a page opened at a fragment whose target can take
 * the focus (`tabindex="-1"`: the next step of a booking, docs/visits.md) gets it there. The
 * browser already scrolled the target into view (html's scroll-padding keeps it clear of the
 * sticky header); a script-free page would leave the focus at the top. A page prerendered by the
 * Speculation Rules does this once it is shown.
 */
export function focusMarked(doc: Document = document): void {
  const focus = () => {
    const marked = doc.querySelector<HTMLElement>('[data-autofocus]');
    if (marked) {
      marked.focus();
      return;
    }
    const id = decodeURIComponent(doc.defaultView!.location.hash.slice(1));
    const target = id ? doc.getElementById(id) : null;
    if (target?.getAttribute('tabindex') === '-1') target.focus({ preventScroll: true });
  };
  if ((doc as Document & { prerendering?: boolean }).prerendering)
    doc.addEventListener('prerenderingchange', focus, { once: true });
  else focus();
}
