/**
 * A page the server rendered after a refused form (a wrong field, a taken time) marks what should
 * have the focus with `data-autofocus`: the first wrong field, or the message. A script-free page
 * would leave the focus at the top; this puts it where the visitor has to act.
 */
export function focusMarked(doc: Document = document): void {
  doc.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}
