import { seedAnswers } from './api/shared-fetch';
import { catalogues } from './i18n/catalogues';
import { pageLanguage } from './i18n/detect-language';
import { preloadLandingData } from './landing-data';
import { preloadLandingPage } from './pages';
import { defaultPreference } from './preference/preference';
import { readCachedPreference } from './preference/preference-storage';
import { holdEarlyTaps } from './ssr/early-taps';
import { serverState } from './ssr/ssr-state';
import { browserStorage } from './storage/key-value-storage';

// The page's first script, small and with few dependencies (no React): it starts the shopper's
// language, the opened page and that page's catalogue calls downloading beside the app
// (`main.tsx`, the next script), rather than after the app has arrived and run. The app asks
// for the same modules and requests and gets these.
// A page the server rendered carries its language and the answers it read (`ssr-state.ts`).
const ssr = serverState(document);
if (ssr) {
  seedAnswers(ssr.answers);
  // Its buttons do nothing until React has the page: taps on them wait for it (`early-taps.ts`).
  holdEarlyTaps(document);
}
const language = pageLanguage(ssr?.language);
void catalogues[language]().catch(() => {});
preloadLandingPage(window.location.pathname);
// The currency the app starts with (`preference-store.ts`): the saved one, else the default.
// The page's answers are inline when the server rendered it, and its images in the HTML.
if (!ssr) {
  const { currency } = readCachedPreference(browserStorage()) ?? defaultPreference;
  preloadLandingData(window.location, { lang: language, currency });
}
