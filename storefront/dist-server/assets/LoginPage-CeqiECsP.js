import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { t as TextField } from "./TextField-KlO6ML8K.js";
import { t as AccountCard } from "./AccountCard-BK5P3GUr.js";
import { n as accountErrorMessage, t as FormMessageText } from "./FormMessageText-3gkZ2pAQ.js";
import { t as emailMessage } from "./email-message-BsKGUI1h.js";
import { Q as withNext, U as useSession, V as signIn, Z as safeNextPath } from "../entry-server.js";
import { n as isLoginRequiredState } from "./RequireLogin-D5G79Lyb.js";
import { t as SubmitButton } from "./SubmitButton-B3IWigXo.js";
import { t as useFieldRefs } from "./use-form-focus-fGFvAJw-.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/account/LoginPage.tsx
/** `/page/account/login?next=`: back to `next` (or the dashboard) once signed in. */
function LoginPage() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const location = useLocation();
	const navigate = useNavigate();
	const session = useSession();
	const next = params.get("next");
	const [email, setEmail] = useState("");
	const [password, setPassword] = useState("");
	const [problems, setProblems] = useState({});
	const [failure, setFailure] = useState();
	const [busy, setBusy] = useState(false);
	const fields = useFieldRefs();
	if (session.status === "signed-in" && !busy) return /* @__PURE__ */ jsx(Navigate, {
		to: safeNextPath(next),
		replace: true
	});
	async function submit(event) {
		event.preventDefault();
		const found = {
			email: emailMessage(t, email),
			password: password === "" ? t("account.passwordMissing") : void 0
		};
		setProblems(found);
		setFailure(void 0);
		if (found.email || found.password) {
			fields.focusFirst(["email", "password"], found);
			return;
		}
		setBusy(true);
		try {
			await signIn(email, password);
			await navigate(safeNextPath(next), { replace: true });
		} catch (error) {
			setFailure(accountErrorMessage("login", error));
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsxs(AccountCard, {
		title: t("account.loginTitle"),
		children: [
			isLoginRequiredState(location.state) && /* @__PURE__ */ jsx("p", {
				className: "notice notice--warning",
				role: "status",
				children: t("account.loginRequired")
			}),
			/* @__PURE__ */ jsxs("form", {
				className: "account-form",
				noValidate: true,
				onSubmit: submit,
				"aria-busy": busy,
				children: [
					failure && /* @__PURE__ */ jsx(FormAlert, {
						kind: "error",
						children: /* @__PURE__ */ jsx(FormMessageText, { message: failure })
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
						inputRef: fields.ref("email")
					}),
					/* @__PURE__ */ jsx(TextField, {
						label: t("account.password"),
						name: "password",
						type: "password",
						autoComplete: "current-password",
						value: password,
						onChange: setPassword,
						error: problems.password,
						inputRef: fields.ref("password")
					}),
					/* @__PURE__ */ jsx(SubmitButton, {
						busy,
						busyText: t("account.signingIn"),
						children: t("account.signIn")
					})
				]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "account-card__links",
				children: /* @__PURE__ */ jsx(Link, {
					to: "/page/account/forget-password",
					children: t("account.forgotPassword")
				})
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "account-card__links",
				children: [
					t("account.newHere"),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: withNext("/page/account/register", next),
						children: t("account.createAccount")
					})
				]
			})
		]
	});
}
export { LoginPage };
