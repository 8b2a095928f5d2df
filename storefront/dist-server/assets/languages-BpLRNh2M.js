// src/i18n/languages.ts
/** The storefront's languages, in the order the language selector lists them. */
var languages = [
	"en-US",
	"ko",
	"ja",
	"zh-CN"
];
var defaultLanguage = "en-US";
/**
* Each language is named in itself, so a shopper who cannot read the current language can
* still find their own.
*/
var languageNames = {
	"en-US": "English (US)",
	ko: "한국어",
	ja: "日本語",
	"zh-CN": "简体中文"
};
function isLanguage(value) {
	return languages.includes(value);
}
export { languages as i, isLanguage as n, languageNames as r, defaultLanguage as t };
