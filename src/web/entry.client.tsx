import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { enhanceBeforeAfter } from './enhance/before-after';
import { rememberVisitSource, sendSourceWithForms } from './enhance/lead-source';

// Plain DOM enhancements first: they do not wait for React (and will move to the public pages'
// enhancement script when those ship without React).
rememberVisitSource();
sendSourceWithForms();
enhanceBeforeAfter();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
