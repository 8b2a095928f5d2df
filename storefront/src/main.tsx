import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startSession } from './account/session-store';
import { reloadAfterChunkError, takeChunkReloadNote } from './feedback/chunk-reload';
import { showNotice } from './feedback/toasts';
import { detectLanguage } from './i18n/detect-language';
import { initI18n } from './i18n/init-i18n';
import { prefetchLinksInView } from './layout/idle-prefetch';
import { finishStartupIndicator, startStartupIndicator } from './layout/startup-indicator';
import { startPreference } from './preference/preference-store';
import { prefetchRoute } from './route-prefetch';
import { routerReady } from './router-ready';
import { routes } from './routes';
import { browserStorage } from './storage/key-value-storage';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
startStartupIndicator(document);

const language = detectLanguage({
  host: window.location.host,
  cookie: document.cookie,
  navigatorLanguages: navigator.languages,
});

// A chunk of an older release that the server no longer has: one reload fetches the new ones.
const tab = browserStorage('sessionStorage');
window.addEventListener('vite:preloadError', (event) => {
  const { payload } = event as Event & { payload?: unknown };
  if (reloadAfterChunkError(payload, { storage: tab, reload: () => window.location.reload() })) {
    event.preventDefault();
  }
});

// The saved currency is shown at once; the server's preference follows and may replace it.
void startPreference(window.location);
// Who is shopping: the session lives in an HttpOnly cookie, so only the server can say.
void startSession();

// The router starts fetching the first page's chunk at once. Rendering waits for it and for
// i18next, so the first paint is the page, already in the shopper's language.
const router = createBrowserRouter(routes);
void Promise.all([initI18n(language), routerReady(router)]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  finishStartupIndicator(document);
  if (takeChunkReloadNote(tab, performance.timeOrigin)) showNotice('pageReloaded');
  // Pages behind the links in view load while the shopper reads, unless data is scarce.
  prefetchLinksInView(document, (pathname) => prefetchRoute(routes, pathname));
});
