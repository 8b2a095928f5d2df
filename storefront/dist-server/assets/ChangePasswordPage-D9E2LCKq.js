import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { t as TextField } from "./TextField-KlO6ML8K.js";
import { t as AccountLayout } from "./AccountLayout-C2cjlNmy.js";
import { n as accountErrorMessage, t as FormMessageText } from "./FormMessageText-3gkZ2pAQ.js";
import { n as newPasswordProblem } from "./account-validation-kiccdHON.js";
import { t as NewPasswordFields } from "./NewPasswordFields-D-rXKled.js";
import { t as RequireLogin } from "./RequireLogin-D5G79Lyb.js";
import { t as SubmitButton } from "./SubmitButton-B3IWigXo.js";
import { L as changePassword } from "../entry-server.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/account/ChangePasswordPage.tsx
/** `/page/account/change-password`. */
function ChangePasswordPage() {
	return /* @__PURE__ */ jsx(RequireLogin, { children: /* @__PURE__ */ jsx(ChangePasswordForm, {}) });
}
function ChangePasswordForm() {
	const { t } = useTranslation();
	const [current, setCurrent] = useState("");
	const [password, setPassword] = useState("");
	const [confirmation, setConfirmation] = useState("");
	const [currentMissing, setCurrentMissing] = useState(false);
	const [problem, setProblem] = useState();
	const [outcome, setOutcome] = useState();
	const [busy, setBusy] = useState(false);
	async function submit(event) {
		event.preventDefault();
		const issue = newPasswordProblem(password, confirmation);
		setCurrentMissing(current === "");
		setProblem(issue);
		setOutcome(void 0);
		if (current === "" || issue) return;
		setBusy(true);
		try {
			await changePassword(current, password);
			setOutcome({ done: true });
			setCurrent("");
			setPassword("");
			setConfirmation("");
		} catch (error) {
			setOutcome({ failure: accountErrorMessage("change", error) });
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsx(AccountLayout, {
		title: t("account.changeTitle"),
		children: /* @__PURE__ */ jsxs("form", {
			className: "account-form",
			noValidate: true,
			onSubmit: submit,
			"aria-busy": busy,
			children: [
				outcome && ("done" in outcome ? /* @__PURE__ */ jsx(FormAlert, {
					kind: "success",
					children: t("account.changeDone")
				}) : /* @__PURE__ */ jsx(FormAlert, {
					kind: "error",
					children: /* @__PURE__ */ jsx(FormMessageText, { message: outcome.failure })
				})),
				/* @__PURE__ */ jsx(TextField, {
					label: t("account.currentPassword"),
					name: "currentPassword",
					type: "password",
					autoComplete: "current-password",
					value: current,
					onChange: setCurrent,
					error: currentMissing ? t("account.passwordMissing") : void 0,
					maxLength: 1024
				}),
				/* @__PURE__ */ jsx(NewPasswordFields, {
					name: "newPassword",
					password,
					confirmation,
					onPassword: setPassword,
					onConfirmation: setConfirmation,
					problem
				}),
				/* @__PURE__ */ jsx(SubmitButton, {
					busy,
					busyText: t("account.saving"),
					wide: false,
					children: t("account.savePassword")
				})
			]
		})
	});
}
export { ChangePasswordPage };
