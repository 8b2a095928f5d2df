import type { CurrencyCode } from '@shop/core/shared';
import i18next from 'i18next';
import { shopApi } from '../api/shop-api';
import { track } from '../feedback/activity';
import { showError } from '../feedback/toasts';
import { applySiteName } from '../i18n/site-name';
import { browserStorage } from '../storage/key-value-storage';
import { createStore, useStore } from '../storage/store';
import {
  decodePreference,
  decodeSetPreferenceAnswer,
  defaultPreference,
  type Preference,
  type PreferenceChange,
} from './preference';
import {
  readAffiliateId,
  readCachedPreference,
  readPreferenceToken,
  rememberAffiliateId,
  savePreference,
} from './preference-storage';

const storage = browserStorage();
let firstView: Preference = defaultPreference;
const store = createStore<Preference>(
  readCachedPreference(storage) ?? defaultPreference,
  () => firstView,
);

/**
 * The currency the server renders the page in (`entry-server.tsx`), and so the one hydration
 * shows first (`main.tsx`); a returning shopper's saved one follows.
 */
export function setFirstViewCurrency(currency: CurrencyCode): void {
  firstView = { ...defaultPreference, currency };
}

export function usePreference(): Preference {
  return useStore(store);
}

/** The currency catalogue prices are asked in. */
export function useCurrency(): CurrencyCode {
  return usePreference().currency;
}

function tokenHeader(): Record<string, string> {
  const token = readPreferenceToken(storage);
  return token ? { Preference: token } : {};
}

function accept(preference: Preference): void {
  savePreference(storage, preference);
  store.set(preference);
  showSiteName(preference);
}

/** The regional reseller's host (site 2) shows its own name instead of the shop's. */
function showSiteName({ siteId, siteName }: Preference): void {
  if (siteId === 2) applySiteName(i18next, siteName);
}

/**
 * Applies a change at once (so prices reload in the new currency without waiting), then saves it
 * on the server, whose answer becomes the preference. The affiliate id, if any, goes along.
 */
export async function changePreference(change: PreferenceChange): Promise<void> {
  store.set({ ...store.get(), ...change });
  const affiliateId = readAffiliateId(storage);
  try {
    const answer = await track(
      shopApi.request('/set-preference', {
        method: 'POST',
        headers: tokenHeader(),
        body: affiliateId ? { affiliateId, ...change } : change,
      }),
    );
    accept(decodeSetPreferenceAnswer(answer));
  } catch (error) {
    showError(error);
  }
}

/**
 * Loads the preference kept for this browser (run once at startup) and passes on an affiliate
 * id the URL brought.
 */
export async function startPreference(location: Pick<Location, 'hostname' | 'search'>) {
  showSiteName(store.get());
  const newAffiliateId = rememberAffiliateId(storage, location.search);
  try {
    const answer = await track(
      shopApi.request(`/get-preference?host=${encodeURIComponent(location.hostname)}`, {
        headers: tokenHeader(),
      }),
    );
    accept(decodePreference(answer));
  } catch (error) {
    showError(error);
    return;
  }
  if (newAffiliateId && store.get().affiliateId !== newAffiliateId) {
    await changePreference({ affiliateId: newAffiliateId });
  }
}
