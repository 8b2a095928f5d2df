import { catalogues } from './i18n/catalogues';
import { detectLanguage } from './i18n/detect-language';
import { preloadLandingPage } from './pages';

// The page's first script, small and with few dependencies: it starts the shopper's language
// and the opened page downloading beside the app (`main.tsx`, the next script), rather than
// after the app has arrived and run. The app asks for the same modules and gets these.
const language = detectLanguage({
  host: window.location.host,
  cookie: document.cookie,
  navigatorLanguages: navigator.languages,
});
void catalogues[language]().catch(() => {});
preloadLandingPage(window.location.pathname);
