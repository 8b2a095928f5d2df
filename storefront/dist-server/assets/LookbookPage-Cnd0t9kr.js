import { n as useLooks, o as ContentState } from "./use-content-D904_m2Q.js";
import { t as PriceTag } from "./PriceTag-CEyJ61IO.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages-content/LookPhoto.tsx
/**
* A look's photo with a button on each product in it (placed in percent, so it stays on the
* product at any width). A button opens a card with the product's title, price and link;
* Escape or the close button shuts it and gives focus back to the point.
*/
function LookPhoto({ look }) {
	const { t } = useTranslation();
	const baseId = useId();
	const [open, setOpen] = useState(null);
	const shown = open === null ? void 0 : look.hotspots[open];
	function close(event) {
		if (event && event.key !== "Escape") return;
		const index = open;
		setOpen(null);
		if (index !== null) document.getElementById(`${baseId}-point-${index}`)?.focus();
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "look-photo",
		onKeyDown: close,
		children: [
			/* @__PURE__ */ jsx("img", {
				src: look.image,
				alt: look.title,
				width: 600,
				height: 600,
				loading: "lazy"
			}),
			look.hotspots.map((hotspot, index) => /* @__PURE__ */ jsx("button", {
				id: `${baseId}-point-${index}`,
				type: "button",
				className: "look-photo__point",
				style: {
					insetInlineStart: `${hotspot.x}%`,
					insetBlockStart: `${hotspot.y}%`
				},
				"aria-label": t("pages.lookbook.point", { product: hotspot.product.title }),
				"aria-expanded": open === index,
				"aria-controls": open === index ? `${baseId}-card` : void 0,
				onClick: () => setOpen(open === index ? null : index),
				children: /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "+"
				})
			}, `${hotspot.product.id}-${hotspot.x}-${hotspot.y}`)),
			shown && /* @__PURE__ */ jsxs("section", {
				id: `${baseId}-card`,
				className: `look-photo__card${shown.y > 55 ? " look-photo__card--above" : ""}`,
				style: {
					insetInlineStart: `clamp(0%, calc(${shown.x}% - 130px), calc(100% - 260px))`,
					insetBlockStart: shown.y > 55 ? void 0 : `calc(${shown.y}% + 28px)`,
					insetBlockEnd: shown.y > 55 ? `calc(${100 - shown.y}% + 28px)` : void 0
				},
				"aria-label": shown.product.title,
				children: [
					shown.product.image && /* @__PURE__ */ jsx("img", {
						src: shown.product.image,
						alt: "",
						width: 64,
						height: 64,
						loading: "lazy"
					}),
					/* @__PURE__ */ jsxs("div", { children: [
						/* @__PURE__ */ jsx("h3", { children: shown.product.title }),
						/* @__PURE__ */ jsx(PriceTag, {
							charged: shown.product.charged,
							price: shown.product.price,
							currency: shown.product.currency
						}),
						/* @__PURE__ */ jsx(Link, {
							to: `/product/${shown.product.id}`,
							children: t("pages.lookbook.viewProduct")
						})
					] }),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "look-photo__close",
						"aria-label": t("pages.lookbook.close"),
						onClick: () => close(),
						children: /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "×"
						})
					})
				]
			})
		]
	});
}
// src/pages-content/LookbookPage.tsx
/** `/page/lookbook`: staff's looks, each a photo whose points open the products in it. */
function LookbookPage() {
	const { t } = useTranslation();
	const { data, loading, error } = useLooks();
	const title = t("pages.lookbook.title");
	return /* @__PURE__ */ jsxs("div", {
		className: "container content-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: t("pages.lookbook.description")
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "content-page__intro",
				children: t("pages.lookbook.description")
			}),
			/* @__PURE__ */ jsxs("div", {
				"aria-busy": loading,
				children: [/* @__PURE__ */ jsx(ContentState, {
					loading: loading && !data,
					error,
					empty: data?.length === 0,
					emptyText: t("pages.lookbook.empty")
				}), /* @__PURE__ */ jsx("div", {
					className: "looks",
					children: data?.map((look) => /* @__PURE__ */ jsxs("article", {
						className: "look",
						"aria-labelledby": `look-${look.id}`,
						children: [
							/* @__PURE__ */ jsx(LookPhoto, { look }),
							/* @__PURE__ */ jsx("h2", {
								id: `look-${look.id}`,
								children: look.title
							}),
							/* @__PURE__ */ jsx("p", { children: look.description })
						]
					}, look.id))
				})]
			})
		]
	});
}
export { LookbookPage };
