import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startSession } from './account/session-store';
import { seedAnswers } from './api/shared-fetch';
import { reloadAfterChunkError, takeChunkReloadNote } from './feedback/chunk-reload';
import { showNotice } from './feedback/toasts';
import { pageLanguage } from './i18n/detect-language';
import { initI18n } from './i18n/init-i18n';
import { prefetchLinksInView } from './layout/idle-prefetch';
import { finishStartupIndicator, startStartupIndicator } from './layout/startup-indicator';
import {
  preferenceKnown,
  setFirstViewCurrency,
  startPreference,
} from './preference/preference-store';
import { prefetchRoute } from './route-prefetch';
import { routerReady } from './router-ready';
import { routes } from './routes';
import { replayEarlyTaps } from './ssr/early-taps';
import { serverState } from './ssr/ssr-state';
import { browserStorage } from './storage/key-value-storage';
import { renderFirstViews } from './storage/store';
import { wait } from './timing/wait';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
startStartupIndicator(document);

// A page the server rendered (`entry-server.tsx`) carries what it was rendered with: the
// browser's first render uses the same, so React takes the HTML over instead of redrawing it.
const ssr = serverState(document);
if (ssr) {
  seedAnswers(ssr.answers);
  setFirstViewCurrency(ssr.currency);
  renderFirstViews('hydrate', ssr.computed);
}
const language = pageLanguage(ssr?.language);

// A chunk of an older release that the server no longer has: one reload fetches the new ones.
const tab = browserStorage('sessionStorage');
window.addEventListener('vite:preloadError', (event) => {
  const { payload } = event as Event & { payload?: unknown };
  if (reloadAfterChunkError(payload, { storage: tab, reload: () => window.location.reload() })) {
    event.preventDefault();
  }
});

// Evaluating the app's code, starting i18next with the shopper's preference and session, and
// making the router are each a long moment on a slow phone: each has a task of its own
// (`nextTask`), so that the page the server drew answers a tap between them.
const texts = nextTask().then(() => {
  // The saved currency is shown at once; the server's preference follows and may replace it.
  void startPreference(window.location);
  // Who is shopping: the session lives in an HttpOnly cookie, so only the server can say.
  void startSession();
  return initI18n(language);
});
// The router is made two tasks later (the one above comes between), while the texts download.
void nextTask()
  .then(nextTask)
  .then(() => startApp(root, texts));

/** Makes the router and renders the app (takes the server's page over, when there is one). */
function startApp(root: HTMLElement, texts: Promise<void>): Promise<void> {
  // The router starts fetching the first page's chunk at once. Rendering waits for it and for
  // i18next, so the first paint is the page, already in the shopper's language.
  const router = createBrowserRouter(routes, ssr ? { hydrationData: ssr.router } : {});
  // A page the server did not render (every page of site 2) also waits for the shopper's kept
  // preference, which names site 2 (`preferenceKnown`); no longer than a moment, should the
  // server be slow to answer.
  const named = ssr ? undefined : Promise.race([preferenceKnown(), wait(preferenceWaitMs)]);
  return Promise.all([texts, routerReady(router), named]).then(() => {
    const app = (
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    );
    if (ssr) {
      // React takes the header, the page and the footer over one at a time (the Suspense
      // boundaries in `Layout.tsx`), yielding between them; a tap on a part not yet taken over
      // takes that part over at once and then acts. Not as a transition: a link tapped while a
      // transition hydrated the page did nothing. A mismatch React cannot take over makes it
      // render that part afresh: logged, not shown.
      hydrateRoot(root, app, { onRecoverableError: (error) => console.warn('hydration:', error) });
      // Taps held since the boot script are made again once React has taken every part over
      // (`TakenOver` in `Layout.tsx`); this is only the fallback should a part never report.
      setTimeout(replayEarlyTaps, 10_000);
    } else {
      createRoot(root).render(app);
    }
    finishStartupIndicator(document);
    if (takeChunkReloadNote(tab, performance.timeOrigin)) showNotice('pageReloaded');
    // Pages behind the links in view load while the shopper reads, unless data is scarce.
    prefetchLinksInView(document, (pathname) => prefetchRoute(routes, pathname));
  });
}

/** How long a page the browser renders itself waits at most for the kept preference. */
const preferenceWaitMs = 3_000;

/** Resolves in a later task, so the browser can handle input and paint in between. */
function nextTask(): Promise<void> {
  return wait(0);
}
