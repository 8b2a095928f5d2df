import { r as useServerValue } from "./store-C_-O5DCv.js";
import "./preference-storage-B-zlVlpp.js";
import { n as cart, t as addToCart, v as sameLine } from "./cart-store-BnLQi_kd.js";
import { t as BasketIcon } from "./BasketIcon-DyupgZwG.js";
import { F as announceAdded, x as CartIcon } from "../entry-server.js";
import { i as withoutSale, r as unitPriceOf } from "./product-price-BkZjh6T8.js";
import { n as isColor } from "./product-Bn5aXtsD.js";
import { t as ProductPrice } from "./ProductPrice-C8SxPmQO.js";
import { t as CheckIcon } from "./CheckIcon-CAF6Pmlb.js";
import { n as ChevronEndIcon, t as ChevronStartIcon } from "./ChevronStartIcon-B1ZTLSc0.js";
import { t as StockIndicator } from "./StockIndicator-CBJruHWX.js";
import { a as variantLabel, i as sizesOf, n as colorsOf, r as imageIndexFor, t as chooseVariant } from "./variant-selection-BtyFwo2e.js";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/product/ImageSlider.tsx
/** The product's images: one large, previous/next, and a thumbnail button for each. */
function ImageSlider({ images, index, onIndexChange, title }) {
	const { t } = useTranslation();
	const [failed, setFailed] = useState(/* @__PURE__ */ new Set());
	const current = images[index] ?? images[0];
	if (!current) return /* @__PURE__ */ jsxs("div", {
		className: "image-slider image-slider--empty",
		children: [/* @__PURE__ */ jsx(BasketIcon, {}), /* @__PURE__ */ jsx("p", { children: t("product.noImage") })]
	});
	const go = (step) => onIndexChange((index + step + images.length) % images.length);
	const altFor = (image) => image.alt ? `${title}, ${image.alt}` : title;
	return /* @__PURE__ */ jsxs("section", {
		className: "image-slider",
		"aria-label": t("product.images"),
		children: [/* @__PURE__ */ jsxs("div", {
			className: "image-slider__stage",
			children: [failed.has(current.src) ? /* @__PURE__ */ jsx("div", {
				className: "image-slider__missing",
				role: "img",
				"aria-label": altFor(current),
				children: /* @__PURE__ */ jsx(BasketIcon, {})
			}) : /* @__PURE__ */ jsx("img", {
				src: current.src,
				alt: altFor(current),
				loading: "lazy",
				decoding: "async",
				width: "600",
				height: "600",
				onError: () => setFailed((previous) => new Set(previous).add(current.src))
			}, current.src), images.length > 1 && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "icon-button image-slider__step image-slider__step--previous icon-directional",
				onClick: () => go(-1),
				children: [/* @__PURE__ */ jsx(ChevronStartIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: t("product.previousImage")
				})]
			}), /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "icon-button image-slider__step image-slider__step--next icon-directional",
				onClick: () => go(1),
				children: [/* @__PURE__ */ jsx(ChevronEndIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: t("product.nextImage")
				})]
			})] })]
		}), images.length > 1 && /* @__PURE__ */ jsx("ul", {
			className: "image-slider__thumbnails",
			children: images.map((image, position) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-pressed": position === index,
				"aria-label": t("product.showImage", {
					index: position + 1,
					count: images.length
				}),
				onClick: () => onIndexChange(position),
				children: /* @__PURE__ */ jsx("img", {
					src: image.src,
					alt: "",
					loading: "lazy",
					decoding: "async",
					width: "80",
					height: "80"
				})
			}) }, `${image.image_id}-${image.src}`))
		})]
	});
}
// src/product/time-left.ts
/**
* Whole days, hours, minutes and seconds from `now` until `endsAt`, or null once it has come
* (or when it is not a date).
*
* @example timeLeft('2026-12-01T00:00:00Z', new Date('2026-11-29T22:58:30Z'))
*   // { days: 1, hours: 1, minutes: 1, seconds: 30 }
*/
function timeLeft(endsAt, now) {
	const ms = Date.parse(endsAt) - now.getTime();
	if (!(ms > 0)) return null;
	const total = Math.floor(ms / 1e3);
	return {
		days: Math.floor(total / 86400),
		hours: Math.floor(total % 86400 / 3600),
		minutes: Math.floor(total % 3600 / 60),
		seconds: total % 60
	};
}
// src/product/SaleCountdown.tsx
var units = [
	"days",
	"hours",
	"minutes",
	"seconds"
];
/**
* Days, hours, minutes and seconds until a sale ends, ticking each second. A timer's ticks are
* not read out (aria-live off); the label and the end date in words are, once. `onEnd` runs
* when the time is up, so the page can stop showing the sale price.
*/
function SaleCountdown({ endsAt, onEnd }) {
	const { t, i18n } = useTranslation();
	const [clock, setNow] = useState(() => /* @__PURE__ */ new Date());
	const left = timeLeft(endsAt, new Date(useServerValue(`sale-now:${endsAt}`, clock.getTime())));
	useEffect(() => {
		if (!left) {
			onEnd();
			return;
		}
		const tick = setTimeout(() => setNow(/* @__PURE__ */ new Date()), 1e3 - Date.now() % 1e3);
		return () => clearTimeout(tick);
	}, [left, onEnd]);
	const written = useMemo(() => new Intl.DateTimeFormat(i18n.language, {
		dateStyle: "long",
		timeStyle: "short"
	}).format(new Date(endsAt)), [endsAt, i18n.language]);
	const date = useServerValue(`sale-ends:${i18n.language}:${endsAt}`, written);
	if (!left) return /* @__PURE__ */ jsx("p", {
		className: "sale-countdown sale-countdown--ended",
		children: t("prices.saleEnded")
	});
	return /* @__PURE__ */ jsxs("section", {
		className: "sale-countdown",
		"aria-label": t("prices.saleEndsAt", { date }),
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "sale-countdown__label",
				children: t("prices.saleEndsIn")
			}),
			/* @__PURE__ */ jsx("div", {
				role: "timer",
				"aria-live": "off",
				"aria-atomic": "true",
				className: "sale-countdown__clock",
				children: units.map((unit) => /* @__PURE__ */ jsxs("span", {
					className: "sale-countdown__part",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "sale-countdown__value",
							children: String(left[unit]).padStart(2, "0")
						}),
						" ",
						/* @__PURE__ */ jsx("span", {
							className: "sale-countdown__unit",
							children: t(`prices.${unit}`)
						})
					]
				}, unit))
			}),
			/* @__PURE__ */ jsx("p", {
				className: "visually-hidden",
				children: t("prices.saleEndsAt", { date })
			})
		]
	});
}
// src/product/VariantPicker.tsx
/** Size buttons and colour swatches; the pressed ones are the chosen variant's. */
function VariantPicker({ sizes, colors, size, color, onSize, onColor }) {
	const { t } = useTranslation();
	const colorName = (value) => isColor(value) ? t(`colors.${value}`) : value;
	return /* @__PURE__ */ jsxs("div", {
		className: "variant-picker",
		children: [sizes.length > 0 && /* @__PURE__ */ jsxs("fieldset", {
			className: "variant-picker__group",
			children: [/* @__PURE__ */ jsxs("legend", {
				className: "variant-picker__label",
				children: [
					t("product.size"),
					": ",
					/* @__PURE__ */ jsx("strong", { children: size })
				]
			}), /* @__PURE__ */ jsx("ul", {
				className: "size-options",
				children: sizes.map((value) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "size-option",
					"aria-pressed": value === size,
					onClick: () => onSize(value),
					children: value
				}) }, value))
			})]
		}), colors.length > 0 && /* @__PURE__ */ jsxs("fieldset", {
			className: "variant-picker__group",
			children: [/* @__PURE__ */ jsxs("legend", {
				className: "variant-picker__label",
				children: [
					t("product.color"),
					": ",
					/* @__PURE__ */ jsx("strong", { children: color && colorName(color) })
				]
			}), /* @__PURE__ */ jsx("ul", {
				className: "swatches",
				children: colors.map((value) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: `swatch swatch--${isColor(value) ? value : "other"}`,
					"aria-pressed": value === color,
					title: colorName(value),
					onClick: () => onColor(value),
					children: [/* @__PURE__ */ jsx(CheckIcon, { className: "swatch__check" }), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: colorName(value)
					})]
				}) }, value))
			})]
		})]
	});
}
// src/product/ProductOptions.tsx
/**
* The price (the chosen variant's), the sale's countdown, the stock and the variant choice, as
* the product page and the quick view show them.
*/
function ProductOptions({ product, variant, onChoose }) {
	const [saleOver, setSaleOver] = useState(false);
	const endSale = useCallback(() => setSaleOver(true), []);
	const shown = saleOver ? withoutSale(product, variant) : {
		product,
		variant
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(ProductPrice, {
			className: "price-tag--large",
			product: shown.product,
			variant: shown.variant
		}),
		product.sale && product.saleEndsAt && /* @__PURE__ */ jsx(SaleCountdown, {
			endsAt: product.saleEndsAt,
			onEnd: endSale
		}),
		/* @__PURE__ */ jsx(StockIndicator, { stock: product.stock }),
		/* @__PURE__ */ jsx(VariantPicker, {
			sizes: sizesOf(product),
			colors: colorsOf(product),
			size: variant?.size,
			color: variant?.color,
			onSize: (size) => onChoose({ size }),
			onColor: (color) => onChoose({ color })
		})
	] });
}
// src/product/cart-item.ts
/** The cart line for `quantity` of a product in the chosen variant, with its image and price. */
function cartItemFor(product, variant, quantity) {
	return {
		id: product.id,
		variantId: variant?.variant_id,
		title: product.title,
		img: product.images.find(({ image_id }) => image_id === variant?.image_id)?.src ?? product.images[0]?.src ?? "",
		charged: unitPriceOf(product, variant).charged,
		...variant && { variantName: variantLabel(variant) },
		stock: product.stock,
		currencyCode: product.currency,
		quantity
	};
}
// src/product/quantity.ts
/**
* The quantity a shopper may ask for: a whole number from 1 up to the stock (and the most a
* cart line takes). A sold-out product
* still shows 1 (the box is disabled then).
*
* @example clampQuantity(0, 5) // 1
* @example clampQuantity(9, 5) // 5
*/
function clampQuantity(wanted, stock) {
	if (!Number.isFinite(wanted)) return 1;
	return Math.min(Math.max(1, Math.round(wanted)), Math.max(1, Math.min(Math.floor(stock), 999)));
}
// src/product/QuantityBox.tsx
/** A quantity from 1 to the stock; typing is free, and the value is brought into range on blur. */
function QuantityBox({ value, stock, onChange }) {
	const { t } = useTranslation();
	const id = useId();
	const [draft, setDraft] = useState(void 0);
	const soldOut = stock <= 0;
	const set = (quantity) => {
		setDraft(void 0);
		onChange(clampQuantity(quantity, stock));
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "quantity-box",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: t("product.quantity")
		}), /* @__PURE__ */ jsxs("div", {
			className: "quantity-box__controls",
			children: [
				/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button",
					disabled: soldOut || value <= 1,
					onClick: () => set(value - 1),
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "−"
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("product.decrease")
					})]
				}),
				/* @__PURE__ */ jsx("input", {
					id,
					type: "number",
					inputMode: "numeric",
					min: 1,
					max: Math.max(1, stock),
					step: 1,
					value: draft ?? value,
					disabled: soldOut,
					onChange: (event) => setDraft(event.target.value),
					onBlur: () => draft !== void 0 && set(Number(draft)),
					onKeyDown: (event) => {
						if (event.key === "Enter" && draft !== void 0) set(Number(draft));
					}
				}),
				/* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button",
					disabled: soldOut || value >= stock,
					onClick: () => set(value + 1),
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "+"
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("product.increase")
					})]
				})
			]
		})]
	});
}
// src/product/PurchaseBox.tsx
/**
* Quantity and "Add to cart". A guest's cart stays in this browser; a customer's goes to the
* server too. What happened is said next to the button, so the shopper can carry on browsing.
*/
function PurchaseBox({ product, variant }) {
	const { t } = useTranslation();
	const statusId = useId();
	const [quantity, setQuantity] = useState(1);
	const [outcome, setOutcome] = useState();
	const soldOut = product.stock <= 0;
	function add() {
		const item = cartItemFor(product, variant, quantity);
		if (addToCart(item)) {
			setOutcome({ added: true });
			announceAdded(product);
			return;
		}
		const inCart = cart.get().items.find((line) => sameLine(line, item))?.quantity ?? 0;
		setOutcome({ full: inCart });
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "purchase-box",
		children: [
			/* @__PURE__ */ jsx(QuantityBox, {
				value: quantity,
				stock: product.stock,
				onChange: setQuantity
			}),
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "button button--wide",
				disabled: soldOut,
				"aria-describedby": outcome ? statusId : void 0,
				onClick: add,
				children: [/* @__PURE__ */ jsx(CartIcon, {}), t("product.addToCart")]
			}),
			/* @__PURE__ */ jsx("p", {
				id: statusId,
				className: "purchase-box__note",
				role: "status",
				children: outcome && ("added" in outcome ? /* @__PURE__ */ jsxs(Fragment, { children: [
					t("product.addedToCart", { title: product.title }),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/page/account/cart",
						children: t("product.viewCart")
					})
				] }) : t("product.stockInCart", { count: outcome.full }))
			})
		]
	});
}
// src/product/use-variant-choice.ts
/** The chosen variant and the image shown for it, as the product page and quick view share. */
function useVariantChoice(product) {
	const [variant, setVariant] = useState(product.variants[0]);
	const [imageIndex, setImageIndex] = useState(() => imageIndexFor(product.images, product.variants[0]) ?? 0);
	function choose(choice) {
		const next = chooseVariant(product.variants, variant, choice);
		setVariant(next);
		const index = imageIndexFor(product.images, next);
		if (index !== void 0) setImageIndex(index);
	}
	return {
		variant,
		imageIndex,
		setImageIndex,
		choose
	};
}
export { ImageSlider as a, ProductOptions as i, PurchaseBox as n, cartItemFor as r, useVariantChoice as t };
