import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// Pages that run React (the quote builder, accounts, the admin). What every page needs without it
// (header, menus, language, where the visit came from) is the site's small script: src/web/enhance.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
