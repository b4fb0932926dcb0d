/** A plain check of an e-mail address's shape; the server applies the full rule. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The message a field shows now: its own words for a missing value or a malformed address, or none. */
function problemOf(field: Field): string {
  const value = field.value.trim();
  if (field.dataset.msgRequired && value === '') return field.dataset.msgRequired;
  if (field.dataset.msgEmail && value !== '' && !EMAIL.test(value)) return field.dataset.msgEmail;
  return '';
}

function show(field: Field, message: string): void {
  const box = field.form?.querySelector<HTMLElement>(`[data-error-for="${field.name}"]`);
  if (box) {
    box.textContent = message;
    box.hidden = message === '';
  }
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/**
 * Inline checks of the forms marked `data-checks` (the contact form), before they are sent: each
 * field says in the page's language what it needs (`data-msg-required`, `data-msg-email`, written
 * by the server), the first wrong field takes the focus and nothing is sent. Without this script
 * the form is sent as it is and the server answers with the same messages.
 */
export function enhanceFormChecks(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-checks')) return;
      const fields = [...form.querySelectorAll<Field>('[data-msg-required], [data-msg-email]')];
      const wrong = fields.filter((field) => {
        const message = problemOf(field);
        show(field, message);
        return message !== '';
      });
      const summary = form.querySelector<HTMLElement>('[data-check-summary]');
      if (summary) summary.hidden = wrong.length === 0;
      if (wrong.length === 0) return;
      event.preventDefault();
      wrong[0]!.focus();
    },
    true,
  );
  // A field put right loses its message as the visitor types.
  doc.addEventListener('input', (event) => {
    const field = event.target as Field;
    if (field.form?.hasAttribute('data-checks') && field.getAttribute('aria-invalid') === 'true' && !problemOf(field))
      show(field, '');
  });
}
