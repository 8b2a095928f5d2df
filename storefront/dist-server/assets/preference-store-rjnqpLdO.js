import { d as showError, g as shopApi, m as track } from "./decode-Cq8skW8-.js";
import { t as browserStorage } from "./key-value-storage-CsrvWb7t.js";
import { i as useStore, t as createStore } from "./store-C_-O5DCv.js";
import { a as decodeSetPreferenceAnswer, i as savePreference, n as readCachedPreference, o as defaultPreference, r as readPreferenceToken, t as readAffiliateId } from "./preference-storage-B-zlVlpp.js";
import i18next from "i18next";
// src/i18n/site-name.ts
var siteName;
/**
* A catalogue with site 2's own name (a brand, the same in every language) where the shop's
* name stands: `shop.name`, which titles and the header show, and the footer's copyright.
*
* @example withSiteName(enUS, 'Seoul Snack Depot').shop.name // 'Seoul Snack Depot'
*/
function withSiteName(messages, name = siteName) {
	if (!name) return messages;
	return {
		...messages,
		shop: {
			...messages.shop,
			name
		},
		footer: {
			...messages.footer,
			copyright: messages.footer.copyright.replace(messages.shop.name, name)
		}
	};
}
/**
* Shows `name` as the shop's name from now on: in the catalogues loaded already (the pages
* re-render) and in any loaded later. Undefined keeps the catalogues' own names (site 1).
*/
function applySiteName(i18n, name) {
	if (!name || name === siteName) return;
	siteName = name;
	for (const language of Object.keys(i18n.store?.data ?? {})) {
		const messages = i18n.getResourceBundle(language, "translation");
		if (!messages?.shop) continue;
		const renamed = withSiteName(messages, name);
		i18n.addResourceBundle(language, "translation", renamed, true, true);
	}
}
// src/preference/preference-store.ts
var storage = browserStorage();
var firstView = defaultPreference;
var store = createStore(readCachedPreference(storage) ?? defaultPreference, () => firstView);
/**
* The currency the server renders the page in (`entry-server.tsx`), and so the one hydration
* shows first (`main.tsx`); a returning shopper's saved one follows.
*/
function setFirstViewCurrency(currency) {
	firstView = {
		...defaultPreference,
		currency
	};
}
function usePreference() {
	return useStore(store);
}
/** The currency catalogue prices are asked in. */
function useCurrency() {
	return usePreference().currency;
}
function tokenHeader() {
	const token = readPreferenceToken(storage);
	return token ? { Preference: token } : {};
}
function accept(preference) {
	savePreference(storage, preference);
	store.set(preference);
	showSiteName(preference);
}
/** The regional reseller's host (site 2) shows its own name instead of the shop's. */
function showSiteName({ siteId, siteName }) {
	if (siteId === 2) applySiteName(i18next, siteName);
}
/**
* Applies a change at once (so prices reload in the new currency without waiting), then saves it
* on the server, whose answer becomes the preference. The affiliate id, if any, goes along.
*/
async function changePreference(change) {
	store.set({
		...store.get(),
		...change
	});
	const affiliateId = readAffiliateId(storage);
	try {
		const answer = await track(shopApi.request("/set-preference", {
			method: "POST",
			headers: tokenHeader(),
			body: affiliateId ? {
				affiliateId,
				...change
			} : change
		}));
		accept(decodeSetPreferenceAnswer(answer));
	} catch (error) {
		showError(error);
	}
}
export { usePreference as i, setFirstViewCurrency as n, useCurrency as r, changePreference as t };
