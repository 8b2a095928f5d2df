import { t as CloseIcon } from "./CloseIcon-BnhFyNqc.js";
import { M as markDismissed, N as offerKeys, P as offerMemory } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/merch/OfferBox.tsx
/**
* The sliding offer box (`use-offer-box.ts` says when): it slides in from the bottom corner at
* the start side without blocking the page; once closed it stays closed for this shopper.
*/
function OfferBox({ onHide }) {
	const { t } = useTranslation();
	const close = () => {
		markDismissed(offerMemory, offerKeys.offerBox);
		onHide();
	};
	return /* @__PURE__ */ jsxs("aside", {
		className: "offer-box",
		"aria-labelledby": "offer-box-title",
		children: [
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "icon-button offer-box__close",
				onClick: close,
				children: [/* @__PURE__ */ jsx(CloseIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: t("offerBox.close")
				})]
			}),
			/* @__PURE__ */ jsx("h2", {
				id: "offer-box-title",
				children: t("offerBox.title")
			}),
			/* @__PURE__ */ jsx("p", { children: t("offerBox.message") }),
			/* @__PURE__ */ jsx(Link, {
				className: "button",
				to: "/collection/all",
				onClick: onHide,
				children: t("offerBox.shop")
			})
		]
	});
}
export { OfferBox as default };
