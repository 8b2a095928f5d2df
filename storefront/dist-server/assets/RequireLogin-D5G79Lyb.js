import { U as useSession, X as loginPath } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { jsx } from "react/jsx-runtime";
// src/account/RequireLogin.tsx
function isLoginRequiredState(state) {
	return typeof state === "object" && state !== null && "loginRequired" in state;
}
/**
* A page for signed-in customers only (spec §6): a guest is sent to the sign-in page, which
* brings them back here afterwards.
*/
function RequireLogin({ children }) {
	const { t } = useTranslation();
	const session = useSession();
	const location = useLocation();
	if (session.status === "unknown") return /* @__PURE__ */ jsx("div", {
		className: "container page-status",
		role: "status",
		children: t("account.checkingSession")
	});
	if (session.status === "guest") return /* @__PURE__ */ jsx(Navigate, {
		to: loginPath(`${location.pathname}${location.search}`),
		replace: true,
		state: { loginRequired: true }
	});
	return children;
}
export { isLoginRequiredState as n, RequireLogin as t };
