import { n as isLanguage, t as defaultLanguage } from "./languages-BpLRNh2M.js";
import { r as useCurrency } from "./preference-store-rjnqpLdO.js";
import { useTranslation } from "react-i18next";
// src/catalog/use-catalog-locale.ts
/** The language and currency the shopper is browsing in. */
function useCatalogLocale() {
	const { i18n } = useTranslation();
	const currency = useCurrency();
	return {
		lang: isLanguage(i18n.language) ? i18n.language : defaultLanguage,
		currency
	};
}
export { useCatalogLocale as t };
