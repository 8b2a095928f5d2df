import { catalogues } from './i18n/catalogues';
import { detectLanguage } from './i18n/detect-language';
import { preloadLandingData } from './landing-data';
import { preloadLandingPage } from './pages';
import { defaultPreference } from './preference/preference';
import { readCachedPreference } from './preference/preference-storage';
import { browserStorage } from './storage/key-value-storage';

// The page's first script, small and with few dependencies (no React): it starts the shopper's
// language, the opened page and that page's catalogue calls downloading beside the app
// (`main.tsx`, the next script), rather than after the app has arrived and run. The app asks
// for the same modules and requests and gets these.
const language = detectLanguage({
  host: window.location.host,
  cookie: document.cookie,
  navigatorLanguages: navigator.languages,
});
void catalogues[language]().catch(() => {});
preloadLandingPage(window.location.pathname);
// The currency the app starts with (`preference-store.ts`): the saved one, else the default.
const { currency } = readCachedPreference(browserStorage()) ?? defaultPreference;
preloadLandingData(window.location, { lang: language, currency });
