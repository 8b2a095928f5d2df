import { _ as ApiError } from "./decode-Cq8skW8-.js";
import { useTranslation } from "react-i18next";
import { Fragment, jsx } from "react/jsx-runtime";
// src/account/account-errors.ts
/** The spec's messages the server sends in English; the storefront shows them translated. */
var knownMessages = {
	"Your email address is missing!": "emailMissing",
	"Too frequent email.": "tooFrequentEmail"
};
var byStatus = {
	login: {
		401: "invalidCredentials",
		429: "tooManyAttempts"
	},
	register: { 429: "tooManyRequests" },
	forgot: { 429: "tooFrequentEmail" },
	reset: { 400: "resetInvalid" },
	change: { 400: "currentWrong" }
};
/**
* The message for a failed account form: the spec's texts and the statuses the contract names
* (e.g. 429 on the forgotten-password form is "Too frequent email."), else what the server said.
*/
function accountErrorMessage(form, error) {
	if (!(error instanceof ApiError)) return { key: "failed" };
	const known = knownMessages[error.message.trim()];
	if (known) return { key: known };
	const key = byStatus[form][error.status];
	if (key) return { key };
	return error.status < 500 && error.message ? { text: error.message } : { key: "failed" };
}
// src/account/FormMessageText.tsx
function FormMessageText({ message }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Fragment, { children: "key" in message ? t(`account.${message.key}`) : message.text });
}
export { accountErrorMessage as n, FormMessageText as t };
