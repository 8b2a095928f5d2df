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

export function usePreference(): Preference;
/** One field of the preference: the component renders again when that field changes only. */
export function usePreference<T>(select: (preference: Preference) => T): T;
export function usePreference<T>(select?: (preference: Preference) => T): Preference | T {
  return useStore<Preference, Preference | T>(store, select ?? whole);
}

const whole = (preference: Preference) => preference;

/** The currency catalogue prices are asked in. */
export function useCurrency(): CurrencyCode {
  return usePreference(currencyOf);
}

const currencyOf = (preference: Preference) => preference.currency;

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
 * The preference's load at startup and its saves, one at a time: each change is saved with the
 * token the one before brought (two changes sent together on a first visit made two preferences,
 * and the later answer undid the earlier change) and applied on top of what came before.
 */
let turns: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = turns.then(work);
  turns = turn.catch(() => {});
  return turn;
}

/**
 * Applies a change at once (so prices reload in the new currency without waiting), then saves it
 * on the server, whose answer becomes the preference. The affiliate id, if any, goes along.
 */
export async function changePreference(change: PreferenceChange): Promise<void> {
  store.set({ ...store.get(), ...change });
  await inTurn(async () => {
    // Again: an answer that came meanwhile (the kept preference, an earlier change) replaced it.
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
  });
}

let known: () => void = () => {};
const keptPreferenceSettled = new Promise<void>((resolve) => {
  known = resolve;
});

/**
 * Settles once the preference kept for this browser has come at startup, or failed to come.
 *
 * A page the browser renders itself (site 2's are never rendered by the server) waits for it, so
 * site 2's name is in the texts before anything shows. Rendered first, a header caught between
 * its render and its subscription to `siteRenamedEvent` (React subscribes a tick after it
 * commits) missed the rename for good and showed the shop's own name.
 */
export function preferenceKnown(): Promise<void> {
  return keptPreferenceSettled;
}

/**
 * Loads the preference kept for this browser (run once at startup) and passes on an affiliate
 * id the URL brought.
 */
export async function startPreference(location: Pick<Location, 'hostname' | 'search'>) {
  showSiteName(store.get());
  const newAffiliateId = rememberAffiliateId(storage, location.search);
  const kept = await inTurn(() => loadKeptPreference(location.hostname)).finally(known);
  if (!kept) return;
  if (newAffiliateId && store.get().affiliateId !== newAffiliateId) {
    await changePreference({ affiliateId: newAffiliateId });
  }
}

/** Whether the preference kept for this browser came (else the shopper was told why not). */
async function loadKeptPreference(hostname: string): Promise<boolean> {
  try {
    const answer = await track(
      shopApi.request(`/get-preference?host=${encodeURIComponent(hostname)}`, {
        headers: tokenHeader(),
      }),
    );
    accept(decodePreference(answer));
    return true;
  } catch (error) {
    showError(error);
    return false;
  }
}
