import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { t as AccountCard } from "./AccountCard-BK5P3GUr.js";
import { n as accountErrorMessage, t as FormMessageText } from "./FormMessageText-3gkZ2pAQ.js";
import { n as newPasswordProblem } from "./account-validation-kiccdHON.js";
import { t as NewPasswordFields } from "./NewPasswordFields-D-rXKled.js";
import { t as SubmitButton } from "./SubmitButton-B3IWigXo.js";
import { B as resetPassword } from "../entry-server.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/account/ResetPasswordPage.tsx
/** `/page/account/reset-password?token=`: the link from the reset e-mail. */
function ResetPasswordPage() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const token = params.get("token")?.trim() ?? "";
	const [password, setPassword] = useState("");
	const [confirmation, setConfirmation] = useState("");
	const [problem, setProblem] = useState();
	const [outcome, setOutcome] = useState();
	const [busy, setBusy] = useState(false);
	async function submit(event) {
		event.preventDefault();
		const issue = newPasswordProblem(password, confirmation);
		setProblem(issue);
		setOutcome(void 0);
		if (issue) return;
		setBusy(true);
		try {
			await resetPassword(token, password);
			setOutcome({ done: true });
		} catch (error) {
			setOutcome({ failure: accountErrorMessage("reset", error) });
		} finally {
			setBusy(false);
		}
	}
	if (!token) return /* @__PURE__ */ jsxs(AccountCard, {
		title: t("account.resetTitle"),
		children: [/* @__PURE__ */ jsx("p", {
			className: "notice notice--warning",
			children: t("account.resetNoToken")
		}), /* @__PURE__ */ jsx("p", {
			className: "account-card__links",
			children: /* @__PURE__ */ jsx(Link, {
				to: "/page/account/forget-password",
				children: t("account.requestNewLink")
			})
		})]
	});
	if (outcome && "done" in outcome) return /* @__PURE__ */ jsxs(AccountCard, {
		title: t("account.resetTitle"),
		children: [/* @__PURE__ */ jsx(FormAlert, {
			kind: "success",
			children: t("account.resetDone")
		}), /* @__PURE__ */ jsx(Link, {
			className: "button",
			to: "/page/account/login",
			children: t("account.signIn")
		})]
	});
	return /* @__PURE__ */ jsx(AccountCard, {
		title: t("account.resetTitle"),
		children: /* @__PURE__ */ jsxs("form", {
			className: "account-form",
			noValidate: true,
			onSubmit: submit,
			"aria-busy": busy,
			children: [
				outcome && /* @__PURE__ */ jsxs(FormAlert, {
					kind: "error",
					children: [/* @__PURE__ */ jsx(FormMessageText, { message: outcome.failure }), "key" in outcome.failure && outcome.failure.key === "resetInvalid" && /* @__PURE__ */ jsxs(Fragment, { children: [" ", /* @__PURE__ */ jsx(Link, {
						to: "/page/account/forget-password",
						children: t("account.requestNewLink")
					})] })]
				}),
				/* @__PURE__ */ jsx(NewPasswordFields, {
					name: "password",
					password,
					confirmation,
					onPassword: setPassword,
					onConfirmation: setConfirmation,
					problem
				}),
				/* @__PURE__ */ jsx(SubmitButton, {
					busy,
					busyText: t("account.saving"),
					children: t("account.savePassword")
				})
			]
		})
	});
}
export { ResetPasswordPage };
