import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startSession } from './account/session-store';
import { detectLanguage } from './i18n/detect-language';
import { initI18n } from './i18n/init-i18n';
import { startPreference } from './preference/preference-store';
import { routes } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const language = detectLanguage({
  host: window.location.host,
  cookie: document.cookie,
  navigatorLanguages: navigator.languages,
});

// The saved currency is shown at once; the server's preference follows and may replace it.
void startPreference(window.location);
// Who is shopping: the session lives in an HttpOnly cookie, so only the server can say.
void startSession();

// Rendering waits for i18next so the first paint is already in the shopper's language.
void initI18n(language).then(() => {
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
