import { t as TextField } from "./TextField-KlO6ML8K.js";
import { r as passwordLength } from "./account-validation-kiccdHON.js";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/account/new-password-message.ts
/** The text for a new password's problem, on the reset and change forms. */
function newPasswordMessage(t, problem) {
	switch (problem) {
		case "tooShort": return t("account.passwordTooShort", { min: passwordLength.min });
		case "tooLong": return t("account.passwordTooLong", { max: passwordLength.max });
		case "differ": return t("account.passwordsDiffer");
	}
}
// src/account/NewPasswordFields.tsx
/** A new password and its repetition, with the rule and what is wrong with them. */
function NewPasswordFields({ password, confirmation, onPassword, onConfirmation, problem, name = "password" }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(TextField, {
		label: t("account.newPassword"),
		name,
		type: "password",
		autoComplete: "new-password",
		value: password,
		onChange: onPassword,
		hint: t("account.passwordRule", passwordLength),
		error: problem && problem !== "differ" ? newPasswordMessage(t, problem) : void 0,
		maxLength: passwordLength.max
	}), /* @__PURE__ */ jsx(TextField, {
		label: t("account.confirmPassword"),
		name: "confirmation",
		type: "password",
		autoComplete: "new-password",
		value: confirmation,
		onChange: onConfirmation,
		error: problem === "differ" ? newPasswordMessage(t, problem) : void 0,
		maxLength: passwordLength.max
	})] });
}
export { NewPasswordFields as t };
