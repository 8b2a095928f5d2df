import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/account/AccountCard.tsx
/** The narrow column the sign-in, register and password pages sit in. */
function AccountCard({ title, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "container account-card",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			children
		]
	});
}
export { AccountCard as t };
