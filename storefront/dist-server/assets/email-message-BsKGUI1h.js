import { t as emailProblem } from "./account-validation-kiccdHON.js";
// src/account/email-message.ts
/** What to tell the shopper about the e-mail address typed, or nothing when it looks right. */
function emailMessage(t, email) {
	const problem = emailProblem(email);
	if (!problem) return void 0;
	return t(problem === "missing" ? "account.emailMissing" : "account.emailInvalid");
}
export { emailMessage as t };
