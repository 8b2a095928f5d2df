import { t as RequireLogin } from "./RequireLogin-D5G79Lyb.js";
import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { r as useCurrency } from "./preference-store-rjnqpLdO.js";
import { _ as CartThumbnail, f as useShippingFee, g as CartTotals, v as VariantNote } from "../entry-server.js";
import { t as ConfirmBox } from "./ConfirmBox-BGTbsgMk.js";
import { n as CartNotices, t as useCartRenewal } from "./use-cart-renewal-Bb7JgHD9.js";
import { _ as roundAmount, a as clearCart, m as canSetQuantity, o as reloadCart, p as useCart, r as changeQuantity, s as removeFromCart, y as subTotal } from "./cart-store-BnLQi_kd.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/cart/LineQuantity.tsx
/**
* A cart line's quantity: − and + and a box to type in. A typed 0 or more than the stock is not
* applied (spec §4); the box goes back to the line's quantity and says what is allowed.
*/
function LineQuantity({ item }) {
	const { t } = useTranslation();
	const id = useId();
	const [draft, setDraft] = useState();
	const [refused, setRefused] = useState(false);
	function apply(quantity) {
		setDraft(void 0);
		const allowed = canSetQuantity(quantity, item.stock);
		setRefused(!allowed);
		if (allowed) changeQuantity(item, quantity);
	}
	function commit() {
		if (draft === void 0) return;
		if (draft.trim() === "") {
			setDraft(void 0);
			return;
		}
		apply(Number(draft));
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "line-quantity",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "line-quantity__controls",
			children: [
				/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button",
					disabled: item.quantity <= 1,
					onClick: () => apply(item.quantity - 1),
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "−"
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("cart.decrease", { title: item.title })
					})]
				}),
				/* @__PURE__ */ jsx("input", {
					id,
					type: "number",
					inputMode: "numeric",
					min: 1,
					max: Math.max(1, item.stock),
					step: 1,
					value: draft ?? item.quantity,
					"aria-label": t("cart.quantityOf", { title: item.title }),
					"aria-describedby": refused ? `${id}-refused` : void 0,
					"aria-invalid": refused || void 0,
					onChange: (event) => setDraft(event.target.value),
					onBlur: commit,
					onKeyDown: (event) => {
						if (event.key === "Enter") commit();
					}
				}),
				/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button",
					disabled: item.quantity >= item.stock,
					onClick: () => apply(item.quantity + 1),
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "+"
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("cart.increase", { title: item.title })
					})]
				})
			]
		}), refused && /* @__PURE__ */ jsx("p", {
			id: `${id}-refused`,
			className: "field-error",
			role: "alert",
			children: t("cart.quantityRange", { stock: item.stock })
		})]
	});
}
// src/cart/CartPage.tsx
/** `/page/account/cart`: needs login (spec §6). */
function CartPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "container cart-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${t("cart.title")} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: t("cart.title")
			}),
			/* @__PURE__ */ jsx(RequireLogin, { children: /* @__PURE__ */ jsx(CartView, {}) })
		]
	});
}
function CartView() {
	const { t } = useTranslation();
	const state = useCart();
	const currency = useCurrency();
	const shippingFee = useShippingFee(currency);
	const checking = useCartRenewal();
	const [confirmingClear, setConfirmingClear] = useState(false);
	if (state.status === "loading" && state.items.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "page-status",
		role: "status",
		children: t("cart.loading")
	});
	if (state.status === "error" && state.items.length === 0) return /* @__PURE__ */ jsxs("div", {
		className: "notice",
		children: [/* @__PURE__ */ jsx("p", { children: t("cart.loadFailed") }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--outline",
			onClick: () => void reloadCart(),
			children: t("cart.retry")
		})]
	});
	const notices = /* @__PURE__ */ jsx(CartNotices, {
		priceChanges: state.priceChanges,
		soldOutItems: state.soldOutItems
	});
	if (state.items.length === 0) return /* @__PURE__ */ jsxs(Fragment, { children: [notices, /* @__PURE__ */ jsxs("div", {
		className: "empty-state",
		children: [/* @__PURE__ */ jsx("p", { children: t("cart.empty") }), /* @__PURE__ */ jsx(Link, {
			className: "button",
			to: "/collection/all",
			children: t("cart.continueShopping")
		})]
	})] });
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		checking && /* @__PURE__ */ jsx("p", {
			className: "page-status",
			role: "status",
			children: t("cart.checking")
		}),
		notices,
		/* @__PURE__ */ jsxs("div", {
			className: "cart-page__layout",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "cart-table",
				children: [/* @__PURE__ */ jsxs("table", { children: [
					/* @__PURE__ */ jsx("caption", {
						className: "visually-hidden",
						children: t("cart.items")
					}),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							colSpan: 2,
							children: t("cart.product")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "amount",
							children: t("cart.price")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: t("cart.quantity")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "amount",
							children: t("cart.lineTotal")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: /* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: t("cart.remove")
							})
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: state.items.map((item) => /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("td", {
							className: "cart-table__image",
							children: /* @__PURE__ */ jsx(CartThumbnail, { src: item.img })
						}),
						/* @__PURE__ */ jsxs("th", {
							scope: "row",
							className: "cart-table__title",
							children: [/* @__PURE__ */ jsx(Link, {
								to: `/product/${item.id}`,
								dir: "auto",
								children: item.title
							}), /* @__PURE__ */ jsx(VariantNote, { name: item.variantName })]
						}),
						/* @__PURE__ */ jsx("td", {
							className: "amount",
							"data-label": t("cart.price"),
							children: formatPrice(item.charged, item.currencyCode)
						}),
						/* @__PURE__ */ jsx("td", {
							"data-label": t("cart.quantity"),
							children: /* @__PURE__ */ jsx(LineQuantity, { item })
						}),
						/* @__PURE__ */ jsx("td", {
							className: "amount",
							"data-label": t("cart.lineTotal"),
							children: formatPrice(roundAmount(item.charged * item.quantity, item.currencyCode), item.currencyCode)
						}),
						/* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "link-button",
							"aria-label": t("cart.removeItem", { title: item.title }),
							onClick: () => removeFromCart(item),
							children: t("cart.remove")
						}) })
					] }, `${item.id}-${item.variantId ?? ""}`)) })
				] }), /* @__PURE__ */ jsx("div", {
					className: "cart-page__clear",
					children: confirmingClear ? /* @__PURE__ */ jsx(ConfirmBox, {
						question: t("cart.clearConfirm"),
						confirmLabel: t("cart.clearYes"),
						cancelLabel: t("cart.keep"),
						onConfirm: () => {
							setConfirmingClear(false);
							clearCart();
						},
						onCancel: () => setConfirmingClear(false)
					}) : /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "button button--outline button--small",
						onClick: () => setConfirmingClear(true),
						children: t("cart.clear")
					})
				})]
			}), /* @__PURE__ */ jsxs("aside", {
				className: "cart-summary",
				"aria-label": t("checkout.summary"),
				children: [
					/* @__PURE__ */ jsx(CartTotals, {
						currency,
						subTotal: subTotal(state.items, currency),
						shippingFee
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mini-cart__note",
						children: t("cart.shippingNote")
					}),
					/* @__PURE__ */ jsx(Link, {
						className: "button button--wide",
						to: "/page/account/checkout",
						children: t("cart.checkout")
					}),
					/* @__PURE__ */ jsx(Link, {
						className: "button button--outline button--wide",
						to: "/collection/all",
						children: t("cart.continueShopping")
					})
				]
			})]
		})
	] });
}
export { CartPage };
