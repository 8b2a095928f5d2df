import { b as Modal, i as useProductDetail } from "../entry-server.js";
import { a as ImageSlider, i as ProductOptions, n as PurchaseBox, t as useVariantChoice } from "./use-variant-choice-BGqNLI7Y.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/merch/QuickViewModal.tsx
/** A product box's quick view (at most 1080 × 600): enough to choose and add without leaving. */
function QuickViewModal({ productId, onClose }) {
	const { t } = useTranslation();
	const { data, error } = useProductDetail(productId);
	return /* @__PURE__ */ jsx(Modal, {
		open: true,
		onClose,
		title: data?.title ?? t("quickView.title"),
		closeLabel: t("modal.close"),
		hideTitle: true,
		children: data ? /* @__PURE__ */ jsx(QuickView, {
			product: data,
			onNavigate: onClose
		}, data.id) : /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "quick-view__status",
			children: error ? t("catalog.unavailable") : t("quickView.loading")
		})
	});
}
function QuickView({ product, onNavigate }) {
	const { t } = useTranslation();
	const { variant, imageIndex, setImageIndex, choose } = useVariantChoice(product);
	return /* @__PURE__ */ jsxs("div", {
		className: "quick-view",
		children: [/* @__PURE__ */ jsx(ImageSlider, {
			images: product.images,
			index: imageIndex,
			onIndexChange: setImageIndex,
			title: product.title
		}), /* @__PURE__ */ jsxs("div", {
			className: "quick-view__info",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "quick-view__title",
					dir: "auto",
					children: product.title
				}),
				/* @__PURE__ */ jsx(ProductOptions, {
					product,
					variant,
					onChoose: choose
				}),
				/* @__PURE__ */ jsx(PurchaseBox, {
					product,
					variant
				}),
				/* @__PURE__ */ jsx(Link, {
					to: `/product/${product.id}`,
					onClick: onNavigate,
					children: t("quickView.fullDetails")
				})
			]
		})]
	});
}
export { QuickViewModal as default };
