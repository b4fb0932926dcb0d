import { isExternalReferrer, type LeadSource, readLeadSource, sourceOfVisit } from '../../domain/lead-source';

/**
 * Where a visit came from, kept for the session in session storage (no cookie, no third party):
 * noted on the visit's first page, sent with a quote request (quote/send-quote.ts) and added to
 * every form marked data-lead-source (the contact and booking forms) when it is sent.
 */
const KEY = 'leadSource';

/** On the first page of a visit: its path, the other site that sent it, the link's utm_* values. */
export function rememberVisitSource(win: Window = window): void {
  try {
    if (win.sessionStorage.getItem(KEY) !== null) return;
    const referrer = win.document.referrer;
    // Arrived from one of our own pages without a note (storage was emptied): the start is unknown.
    if (referrer && !isExternalReferrer(referrer, win.location.origin)) return;
    win.sessionStorage.setItem(KEY, JSON.stringify(sourceOfVisit(new URL(win.location.href), referrer || null)));
  } catch {
    // Storage refused (private mode, settings): leads are then sent without a source.
  }
}

/** The visit's source, if one was noted. */
export function visitSource(win: Window = window): LeadSource | undefined {
  try {
    const stored = win.sessionStorage.getItem(KEY);
    return stored ? readLeadSource(stored) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the visit's source into the data of any form marked data-lead-source, however it is sent (a
 * plain post, or React Router's submit, which builds FormData from the form): the `formdata` event
 * fires for both. A source the server wrote into the form stays when none was noted here.
 */
export function sendSourceWithForms(win: Window = window): void {
  win.addEventListener(
    'formdata',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-lead-source')) return;
      const source = visitSource(win);
      if (source && Object.keys(source).length > 0) event.formData.set('source', JSON.stringify(source));
    },
    true,
  );
}
