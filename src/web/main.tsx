// First, before any schema is parsed.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { activateLanguage, pageLanguage } from './lib/i18n/intl';
import { hidePageLoaderAfterLoad } from './lib/page-loader';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element');
}

// The server served the page in its language (docs/ARCHITECTURE.md, "Languages") and preloads
// that language's messages beside this script: they load before the first render, so no other
// language flashes by. Should its chunk fail to load, English is tried, and the app renders
// either way.
const messagesReady = activateLanguage(pageLanguage())
  .catch(() => activateLanguage('en'))
  .catch(() => undefined);

void messagesReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  hidePageLoaderAfterLoad();
});
