import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { t as TextField } from "./TextField-KlO6ML8K.js";
import { t as AccountCard } from "./AccountCard-BK5P3GUr.js";
import { n as accountErrorMessage, t as FormMessageText } from "./FormMessageText-3gkZ2pAQ.js";
import { i as passwordProblem, r as passwordLength } from "./account-validation-kiccdHON.js";
import { t as emailMessage } from "./email-message-BsKGUI1h.js";
import { Q as withNext, R as register, U as useSession, Z as safeNextPath } from "../entry-server.js";
import { t as SubmitButton } from "./SubmitButton-B3IWigXo.js";
import { t as useFieldRefs } from "./use-form-focus-fGFvAJw-.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/account/RegisterPage.tsx
var order = [
	"displayName",
	"email",
	"password"
];
/**
* `/page/account/register`: the new customer is signed in at once; for an address that has an
* account already the server mails its owner, and the page says to look in the mailbox.
*/
function RegisterPage() {
	const { t, i18n } = useTranslation();
	const [params] = useSearchParams();
	const navigate = useNavigate();
	const session = useSession();
	const next = params.get("next");
	const [displayName, setDisplayName] = useState("");
	const [email, setEmail] = useState("");
	const [password, setPassword] = useState("");
	const [problems, setProblems] = useState({});
	const [failure, setFailure] = useState();
	const [checkMail, setCheckMail] = useState(false);
	const [busy, setBusy] = useState(false);
	const fields = useFieldRefs();
	if (session.status === "signed-in" && !busy) return /* @__PURE__ */ jsx(Navigate, {
		to: safeNextPath(next),
		replace: true
	});
	async function submit(event) {
		event.preventDefault();
		const passwordIssue = passwordProblem(password);
		const found = {
			displayName: displayName.trim() === "" ? t("account.displayNameMissing") : void 0,
			email: emailMessage(t, email),
			password: passwordIssue && (passwordIssue === "tooShort" ? t("account.passwordTooShort", { min: passwordLength.min }) : t("account.passwordTooLong", { max: passwordLength.max }))
		};
		setProblems(found);
		setFailure(void 0);
		setCheckMail(false);
		if (order.some((field) => found[field])) {
			fields.focusFirst(order, found);
			return;
		}
		setBusy(true);
		try {
			if (await register({
				email,
				password,
				displayName,
				language: i18n.language
			}) === "check-mail") setCheckMail(true);
			else await navigate(safeNextPath(next), { replace: true });
		} catch (error) {
			setFailure(accountErrorMessage("register", error));
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsxs(AccountCard, {
		title: t("account.registerTitle"),
		children: [/* @__PURE__ */ jsxs("form", {
			className: "account-form",
			noValidate: true,
			onSubmit: submit,
			"aria-busy": busy,
			children: [
				failure && /* @__PURE__ */ jsx(FormAlert, {
					kind: "error",
					children: /* @__PURE__ */ jsx(FormMessageText, { message: failure })
				}),
				checkMail && /* @__PURE__ */ jsx(FormAlert, {
					kind: "info",
					children: t("account.registeredCheckMail")
				}),
				/* @__PURE__ */ jsx(TextField, {
					label: t("account.displayName"),
					name: "displayName",
					autoComplete: "nickname",
					value: displayName,
					onChange: setDisplayName,
					error: problems.displayName,
					maxLength: 100,
					inputRef: fields.ref("displayName")
				}),
				/* @__PURE__ */ jsx(TextField, {
					label: t("account.email"),
					name: "email",
					type: "email",
					inputMode: "email",
					autoComplete: "email",
					value: email,
					onChange: setEmail,
					error: problems.email,
					maxLength: 320,
					inputRef: fields.ref("email")
				}),
				/* @__PURE__ */ jsx(TextField, {
					label: t("account.password"),
					name: "password",
					type: "password",
					autoComplete: "new-password",
					value: password,
					onChange: setPassword,
					error: problems.password,
					hint: t("account.passwordRule", passwordLength),
					maxLength: passwordLength.max,
					inputRef: fields.ref("password")
				}),
				/* @__PURE__ */ jsx(SubmitButton, {
					busy,
					busyText: t("account.registering"),
					children: t("account.register")
				})
			]
		}), /* @__PURE__ */ jsxs("p", {
			className: "account-card__links",
			children: [
				t("account.haveAccount"),
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: withNext("/page/account/login", next),
					children: t("account.signIn")
				})
			]
		})]
	});
}
export { RegisterPage };
