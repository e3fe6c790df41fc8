// First, before any schema is parsed.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { activateLanguage, pageLanguage, pseudoWanted } from './lib/i18n/intl';
import { hidePageLoaderAfterLoad } from './lib/page-loader';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element');
}

// The server served the page in its language (docs/ARCHITECTURE.md, "Languages"): its messages
// load before the first render, so no English flashes by. English is in the bundle already.
const language = pageLanguage();
const messagesReady =
  language === 'en' && !pseudoWanted()
    ? Promise.resolve()
    : activateLanguage(language).catch(() => undefined);

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
