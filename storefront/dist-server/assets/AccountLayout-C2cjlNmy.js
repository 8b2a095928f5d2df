import { H as signOut, U as useSession } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/account/AccountLayout.tsx
/** The account pages' frame: the side menu (a row above the page on small screens). */
function AccountLayout({ title, children }) {
	const { t } = useTranslation();
	const session = useSession();
	const navigate = useNavigate();
	const name = session.status === "signed-in" ? session.user.displayName || session.user.email : "";
	return /* @__PURE__ */ jsxs("div", {
		className: "container account-layout",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsxs("nav", {
				className: "account-menu",
				"aria-label": t("account.menu"),
				children: [name && /* @__PURE__ */ jsx("p", {
					className: "account-menu__hello",
					children: t("account.hello", { name })
				}), /* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: "/page/account/dashboard",
						children: t("orders.title")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: "/page/account/wallet",
						children: t("wallet.title")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: "/page/account/cart",
						children: t("cart.title")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: "/page/account/wishlist",
						children: t("layout.wishlist")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: "/page/account/change-password",
						children: t("account.changeTitle")
					}) }),
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "account-menu__sign-out",
						onClick: async () => {
							await signOut();
							await navigate("/");
						},
						children: t("account.signOut")
					}) })
				] })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "account-layout__content",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "page-title",
					children: title
				}), children]
			})
		]
	});
}
export { AccountLayout as t };
