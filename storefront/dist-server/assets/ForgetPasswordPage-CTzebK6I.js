import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { t as TextField } from "./TextField-KlO6ML8K.js";
import { t as AccountCard } from "./AccountCard-BK5P3GUr.js";
import { n as accountErrorMessage, t as FormMessageText } from "./FormMessageText-3gkZ2pAQ.js";
import { t as emailMessage } from "./email-message-BsKGUI1h.js";
import { t as SubmitButton } from "./SubmitButton-B3IWigXo.js";
import { z as requestPasswordReset } from "../entry-server.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/account/ForgetPasswordPage.tsx
/**
* `/page/account/forget-password`: asks for a reset link. The answer is the same whether the
* address has an account or not, so the page cannot be used to find out who shops here.
*/
function ForgetPasswordPage() {
	const { t } = useTranslation();
	const [email, setEmail] = useState("");
	const [problem, setProblem] = useState();
	const [outcome, setOutcome] = useState();
	const [busy, setBusy] = useState(false);
	async function submit(event) {
		event.preventDefault();
		const issue = emailMessage(t, email);
		setProblem(issue);
		setOutcome(void 0);
		if (issue) return;
		setBusy(true);
		try {
			await requestPasswordReset(email);
			setOutcome({ sent: true });
		} catch (error) {
			setOutcome({ failure: accountErrorMessage("forgot", error) });
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsxs(AccountCard, {
		title: t("account.forgotTitle"),
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "account-card__intro",
				children: t("account.forgotIntro")
			}),
			/* @__PURE__ */ jsxs("form", {
				className: "account-form",
				noValidate: true,
				onSubmit: submit,
				"aria-busy": busy,
				children: [
					outcome && ("sent" in outcome ? /* @__PURE__ */ jsx(FormAlert, {
						kind: "success",
						children: t("account.resetLinkSent")
					}) : /* @__PURE__ */ jsx(FormAlert, {
						kind: "error",
						children: /* @__PURE__ */ jsx(FormMessageText, { message: outcome.failure })
					})),
					/* @__PURE__ */ jsx(TextField, {
						label: t("account.email"),
						name: "email",
						type: "email",
						inputMode: "email",
						autoComplete: "email",
						value: email,
						onChange: setEmail,
						error: problem,
						maxLength: 320
					}),
					/* @__PURE__ */ jsx(SubmitButton, {
						busy,
						busyText: t("account.sending"),
						children: t("account.sendResetLink")
					})
				]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "account-card__links",
				children: /* @__PURE__ */ jsx(Link, {
					to: "/page/account/login",
					children: t("account.backToSignIn")
				})
			})
		]
	});
}
export { ForgetPasswordPage };
