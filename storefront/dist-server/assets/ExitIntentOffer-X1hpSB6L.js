import { t as ProductGrid } from "./ProductGrid-FeeL0Nqh.js";
import { M as markDismissed, N as offerKeys, P as offerMemory, a as useProductList, b as Modal } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/merch/ExitIntentOffer.tsx
/** The exit-intent offer: what is on sale now, before the shopper goes. */
function ExitIntentOffer({ onClose }) {
	const { t } = useTranslation();
	const sale = useProductList({
		collection: "on sale",
		pageSize: 4
	});
	const dismiss = () => {
		markDismissed(offerMemory, offerKeys.exitIntent);
		onClose();
	};
	return /* @__PURE__ */ jsxs(Modal, {
		open: true,
		onClose: dismiss,
		title: t("exitOffer.title"),
		closeLabel: t("modal.close"),
		children: [
			/* @__PURE__ */ jsx("p", { children: t("exitOffer.message") }),
			sale.data && sale.data.items.length > 0 && /* @__PURE__ */ jsx(ProductGrid, { products: sale.data.items }),
			/* @__PURE__ */ jsxs("div", {
				className: "added-to-cart__actions",
				children: [/* @__PURE__ */ jsx(Link, {
					className: "button",
					to: "/collection/all",
					onClick: onClose,
					children: t("exitOffer.shop")
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "button button--outline",
					onClick: dismiss,
					children: t("exitOffer.noThanks")
				})]
			})
		]
	});
}
export { ExitIntentOffer as default };
