import { n as isNotFound } from "./use-resource-eiGXM7FF.js";
import { n as isCategory } from "./categories-BVsCVyiL.js";
import { F as announceAdded, G as StatusMessage, U as useSession, W as NotFoundPage, X as loginPath, d as hasProduct, i as useProductDetail, l as compareList, n as useCategories, s as ProductThumbnail, u as wishlist } from "../entry-server.js";
import { n as ProductBadges, t as ProductGrid } from "./ProductGrid-FeeL0Nqh.js";
import { _ as ApiError, d as showError, g as shopApi } from "./decode-Cq8skW8-.js";
import { t as PostDate } from "./PostDate-BUJ6M79M.js";
import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { n as decodeProductReviews, r as decodeReview } from "./reviews-BYCc0UHo.js";
import { t as Stars } from "./Stars-A9MODZWH.js";
import { n as HeartIcon, r as CompareIcon } from "./SearchIcon-G3pjMbIU.js";
import { i as useStore } from "./store-C_-O5DCv.js";
import { t as addToCart } from "./cart-store-BnLQi_kd.js";
import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { t as PriceTag } from "./PriceTag-CEyJ61IO.js";
import { r as unitPriceOf } from "./product-price-BkZjh6T8.js";
import { f as toMinorUnits, l as fromMinorUnits } from "./preference-storage-B-zlVlpp.js";
import { a as ImageSlider, i as ProductOptions, n as PurchaseBox, r as cartItemFor, t as useVariantChoice } from "./use-variant-choice-BGqNLI7Y.js";
import { t as ProductPrice } from "./ProductPrice-C8SxPmQO.js";
import { n as Tabs, t as PlayIcon } from "./PlayIcon-DiSVx2WQ.js";
import { r as productSidebar, t as parseProductLayout } from "./product-layout-Dj_mOCRG.js";
import { Suspense, lazy, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/product/ProductPageSkeleton.tsx
function ProductPageSkeleton() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "container product-page",
		"aria-busy": "true",
		children: [/* @__PURE__ */ jsx("p", {
			className: "visually-hidden",
			role: "status",
			children: t("product.loading")
		}), /* @__PURE__ */ jsxs("div", {
			className: "product-page__main skeleton",
			"aria-hidden": "true",
			children: [/* @__PURE__ */ jsx("div", { className: "skeleton__image" }), /* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("div", { className: "skeleton__line" }),
				/* @__PURE__ */ jsx("div", { className: "skeleton__line skeleton__line--short" }),
				/* @__PURE__ */ jsx("div", { className: "skeleton__line" })
			] })]
		})]
	});
}
// src/reviews/ProductReviews.tsx
/** The product page's reviews: the average, the count, each review, and the form to add one. */
function ProductReviews({ productId }) {
	const { t } = useTranslation();
	const session = useSession();
	const location = useLocation();
	const headingId = useId();
	const [reviews, setReviews] = useState();
	const [rating, setRating] = useState(0);
	const [body, setBody] = useState("");
	const [busy, setBusy] = useState(false);
	const [message, setMessage] = useState();
	const load = useCallback(() => shopApi.request(`/products/${productId}/reviews`).then((raw) => setReviews(decodeProductReviews(raw))), [productId]);
	useEffect(() => {
		load().catch(showError);
	}, [load]);
	async function submit(event) {
		event.preventDefault();
		setMessage(void 0);
		if (rating === 0) {
			setMessage({
				kind: "error",
				text: t("reviews.chooseStars")
			});
			return;
		}
		setBusy(true);
		try {
			decodeReview(await shopApi.request(`/products/${productId}/reviews`, {
				method: "POST",
				body: {
					rating,
					body
				}
			}));
			setMessage({
				kind: "success",
				text: t("reviews.thanks")
			});
			setBody("");
			await load();
		} catch (error) {
			if (error instanceof ApiError && error.code === "not_received") setMessage({
				kind: "error",
				text: t("reviews.notReceived")
			});
			else if (error instanceof ApiError && error.code === "already_reviewed") setMessage({
				kind: "error",
				text: t("reviews.alreadyReviewed")
			});
			else showError(error);
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsxs("section", {
		className: "container product-reviews",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: t("reviews.title")
			}),
			reviews && /* @__PURE__ */ jsx("p", {
				className: "product-reviews__summary",
				children: reviews.count > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsx(Stars, { rating: reviews.average }),
					" ",
					t("reviews.summary", {
						average: reviews.average,
						count: reviews.count
					})
				] }) : t("reviews.none")
			}),
			/* @__PURE__ */ jsx("ol", {
				className: "product-reviews__list",
				children: reviews?.reviews.map((review) => /* @__PURE__ */ jsxs("li", {
					className: "blog-comment",
					children: [/* @__PURE__ */ jsxs("p", {
						className: "blog-teaser__meta",
						children: [
							/* @__PURE__ */ jsx(Stars, { rating: review.rating }),
							" ",
							/* @__PURE__ */ jsx("strong", { children: review.authorName }),
							" ·",
							" ",
							/* @__PURE__ */ jsx(PostDate, { at: review.createdAt })
						]
					}), review.body && /* @__PURE__ */ jsx("p", {
						className: "blog-comment__body",
						dir: "auto",
						children: review.body
					})]
				}, review.id))
			}),
			session.status === "signed-in" ? /* @__PURE__ */ jsxs("form", {
				className: "blog-comment-form",
				noValidate: true,
				onSubmit: submit,
				"aria-busy": busy,
				children: [
					/* @__PURE__ */ jsx("h3", { children: t("reviews.write") }),
					message && /* @__PURE__ */ jsx(FormAlert, {
						kind: message.kind,
						children: message.text
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: "star-picker",
						children: [/* @__PURE__ */ jsx("legend", { children: t("reviews.yourRating") }), [
							1,
							2,
							3,
							4,
							5
						].map((star) => /* @__PURE__ */ jsxs("label", { children: [
							/* @__PURE__ */ jsx("input", {
								type: "radio",
								name: "rating",
								value: star,
								checked: rating === star,
								onChange: () => setRating(star)
							}),
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								children: "★".repeat(star)
							}),
							/* @__PURE__ */ jsx("span", {
								className: "visually-hidden",
								children: t("reviews.starsLabel", { rating: star })
							})
						] }, star))]
					}),
					/* @__PURE__ */ jsxs("label", {
						className: "field",
						children: [t("reviews.yourReview"), /* @__PURE__ */ jsx("textarea", {
							name: "review",
							rows: 4,
							maxLength: 2e3,
							value: body,
							onChange: (event) => setBody(event.target.value),
							dir: "auto"
						})]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button",
						disabled: busy,
						children: t("reviews.submit")
					})
				]
			}) : /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
				to: loginPath(location.pathname),
				children: t("reviews.signIn")
			}) })
		]
	});
}
// src/saved-lists/SaveButtons.tsx
/**
* "Add to wishlist" and "Add to compare". Adding a product already in the list does nothing
* (spec §4), so the buttons stay and a note links to the list instead.
*/
function SaveButtons({ product }) {
	const { t } = useTranslation();
	const inWishlist = hasProduct(useStore(wishlist.store), product.id);
	const inCompare = hasProduct(useStore(compareList.store), product.id);
	return /* @__PURE__ */ jsxs("div", {
		className: "save-buttons",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "save-buttons__item",
			children: [/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: `button button--outline${inWishlist ? " is-saved" : ""}`,
				onClick: () => wishlist.add(product),
				children: [/* @__PURE__ */ jsx(HeartIcon, {}), t("product.addToWishlist")]
			}), inWishlist && /* @__PURE__ */ jsxs("p", {
				className: "save-buttons__note",
				role: "status",
				children: [
					t("product.inWishlist"),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/page/account/wishlist",
						children: t("product.view")
					})
				]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "save-buttons__item",
			children: [/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: `button button--outline${inCompare ? " is-saved" : ""}`,
				onClick: () => compareList.add(product),
				children: [/* @__PURE__ */ jsx(CompareIcon, {}), t("product.addToCompare")]
			}), inCompare && /* @__PURE__ */ jsxs("p", {
				className: "save-buttons__note",
				role: "status",
				children: [
					t("product.inCompare"),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/page/compare",
						children: t("product.view")
					})
				]
			})]
		})]
	});
}
/** The products a bundle can offer with this one: related, in stock, in the same currency. */
function bundlePartners(product, related) {
	return related.filter((other) => other.id !== product.id && other.stock > 0).filter((other) => other.currency === product.currency).slice(0, 2);
}
/**
* The bundle's price, each chosen product once, added in minor units so no float error creeps
* in. All share the first product's currency (`bundlePartners`).
*/
function bundleTotal(products) {
	const currency = products[0]?.currency;
	if (!currency) return 0;
	const minor = products.reduce((sum, product) => sum + toMinorUnits(product.charged, currency), 0);
	return fromMinorUnits(minor, currency);
}
// src/product/BundleOffer.tsx
/**
* The bundle layout's "Frequently bought together": the product and related ones, each
* un-tickable but the product itself, their total and one button that adds them all.
*/
function BundleOffer({ product, variant, related }) {
	const { t } = useTranslation();
	const headingId = useId();
	const partners = bundlePartners(product, related);
	const [left, setLeft] = useState(/* @__PURE__ */ new Set());
	if (partners.length === 0 || product.stock <= 0) return null;
	const variantOf = (item) => item.id === product.id ? variant : item.variants[0];
	const priced = (item) => ({
		...item,
		...unitPriceOf(item, variantOf(item))
	});
	const chosen = [product, ...partners.filter(({ id }) => !left.has(id))];
	function addAll() {
		addToCart(cartItemFor(product, variant, 1));
		for (const partner of chosen.slice(1)) addToCart(cartItemFor(partner, variantOf(partner), 1));
		announceAdded(product);
	}
	return /* @__PURE__ */ jsxs("section", {
		className: "bundle-offer",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: t("bundle.title")
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "bundle-offer__items",
				children: [product, ...partners].map(priced).map((item) => /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsxs("label", {
						className: "bundle-offer__item",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "checkbox",
								checked: item.id === product.id || !left.has(item.id),
								disabled: item.id === product.id,
								onChange: (event) => {
									const next = new Set(left);
									if (event.target.checked) next.delete(item.id);
									else next.add(item.id);
									setLeft(next);
								}
							}),
							/* @__PURE__ */ jsx(ProductThumbnail, {
								product: item,
								className: "bundle-offer__image"
							}),
							/* @__PURE__ */ jsx("span", {
								dir: "auto",
								children: item.id === product.id ? t("bundle.thisItem", { title: item.title }) : item.title
							})
						]
					}),
					item.id !== product.id && /* @__PURE__ */ jsx(Link, {
						to: `/product/${item.id}`,
						className: "bundle-offer__link",
						children: t("bundle.details")
					}),
					/* @__PURE__ */ jsx(PriceTag, {
						charged: item.charged,
						price: item.price,
						currency: item.currency
					})
				] }, item.id))
			}),
			/* @__PURE__ */ jsx("p", {
				className: "bundle-offer__total",
				children: t("bundle.total", {
					count: chosen.length,
					total: formatPrice(bundleTotal(chosen.map(priced)), product.currency)
				})
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button",
				onClick: addAll,
				children: t("bundle.addAll", { count: chosen.length })
			})
		]
	});
}
// src/product/ProductSidebar.tsx
/** The sidebar of the sidebar layouts: related products in brief. */
function ProductSidebar({ related }) {
	const { t } = useTranslation();
	const headingId = useId();
	return /* @__PURE__ */ jsxs("aside", {
		className: "product-sidebar",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t("layouts.sidebarTitle")
		}), related.length === 0 ? /* @__PURE__ */ jsx("p", { children: t("layouts.sidebarEmpty") }) : /* @__PURE__ */ jsx("ul", { children: related.slice(0, 5).map((item) => /* @__PURE__ */ jsxs("li", {
			className: "product-sidebar__item",
			children: [/* @__PURE__ */ jsx(ProductThumbnail, {
				product: item,
				className: "product-sidebar__image"
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Link, {
				to: `/product/${item.id}`,
				dir: "auto",
				children: item.title
			}), /* @__PURE__ */ jsx(ProductPrice, { product: item })] })]
		}, item.id)) })]
	});
}
// src/product/ProductDetails.tsx
/** The details tab: brand, category, weight when the catalogue gives it, tags. */
function ProductDetails({ product, categoryTitle }) {
	const { t, i18n } = useTranslation();
	const weight = product.weight === void 0 ? void 0 : new Intl.NumberFormat(i18n.language, {
		style: "unit",
		unit: "gram"
	}).format(product.weight);
	return /* @__PURE__ */ jsxs("dl", {
		className: "product-details",
		children: [
			product.brand && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("catalog.brand") }), /* @__PURE__ */ jsx("dd", { children: product.brand })] }),
			product.category && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("product.category") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Link, {
				to: `/collection/${product.category}`,
				children: categoryTitle
			}) })] }),
			weight && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("product.weight") }), /* @__PURE__ */ jsx("dd", { children: weight })] }),
			product.tags.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("catalog.tags") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("ul", {
				className: "tag-list",
				children: product.tags.map((tag) => /* @__PURE__ */ jsx("li", { children: tag }, tag))
			}) })] })
		]
	});
}
// src/product/ProductTabs.tsx
function ProductTabs({ product, categoryTitle }) {
	const { t } = useTranslation();
	const [selected, setSelected] = useState("description");
	const items = [{
		key: "description",
		label: t("product.description")
	}, {
		key: "details",
		label: t("product.details")
	}];
	return /* @__PURE__ */ jsx("section", {
		className: "product-tabs",
		children: /* @__PURE__ */ jsx(Tabs, {
			label: t("product.information"),
			items,
			selected,
			onSelect: setSelected,
			children: selected === "description" ? /* @__PURE__ */ jsx("div", {
				className: "product-description",
				children: product.description.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== "").map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph))
			}) : /* @__PURE__ */ jsx(ProductDetails, {
				product,
				categoryTitle
			})
		})
	});
}
// src/product/RelatedProducts.tsx
function RelatedProducts({ products }) {
	const { t } = useTranslation();
	const headingId = useId();
	if (products.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "related-products",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t("product.related")
		}), /* @__PURE__ */ jsx(ProductGrid, { products })]
	});
}
// src/product/VideoButton.tsx
var ProductVideoModal = lazy(() => import("./ProductVideoModal-Cexf20Vi.js"));
/** "Watch the video", on the page of a product that has one; the player loads when asked for. */
function VideoButton({ product }) {
	const { t } = useTranslation();
	const [open, setOpen] = useState(false);
	if (!product.video) return null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("button", {
		type: "button",
		className: "button button--outline",
		"aria-haspopup": "dialog",
		onClick: () => setOpen(true),
		children: [/* @__PURE__ */ jsx(PlayIcon, {}), t("video.watch")]
	}), open && /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(ProductVideoModal, {
			product,
			onClose: () => setOpen(false)
		})
	})] });
}
// src/product/ProductView.tsx
/**
* One product, laid out as `?layout=` asks (`product-layout.ts`); rendered with
* `key={product.id}` so another product starts fresh.
*/
function ProductView({ product, categoryTitle }) {
	const { t } = useTranslation();
	const { variant, imageIndex, setImageIndex, choose } = useVariantChoice(product);
	const layout = parseProductLayout(useSearchParams()[0].get("layout"));
	const sidebar = productSidebar(layout);
	return /* @__PURE__ */ jsxs("div", {
		className: `container product-page product-page--${layout}${sidebar ? ` product-page--sidebar-${sidebar}` : ""}`,
		children: [
			/* @__PURE__ */ jsx("title", { children: `${product.title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: product.description.slice(0, 160)
			}),
			/* @__PURE__ */ jsx("nav", {
				className: "breadcrumb",
				"aria-label": t("layout.breadcrumb"),
				children: /* @__PURE__ */ jsxs("ol", { children: [
					/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/",
						children: t("layout.home")
					}) }),
					product.category && /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: `/collection/${product.category}`,
						children: categoryTitle
					}) }),
					/* @__PURE__ */ jsx("li", {
						"aria-current": "page",
						children: product.title
					})
				] })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "product-page__main",
				children: [/* @__PURE__ */ jsx(ImageSlider, {
					images: product.images,
					index: imageIndex,
					onIndexChange: setImageIndex,
					title: product.title
				}), /* @__PURE__ */ jsxs("div", {
					className: "product-page__info",
					children: [
						product.brand && /* @__PURE__ */ jsx("p", {
							className: "product-page__brand",
							children: product.brand
						}),
						/* @__PURE__ */ jsx("h1", {
							className: "product-page__title",
							dir: "auto",
							children: product.title
						}),
						/* @__PURE__ */ jsx(ProductBadges, { product }),
						/* @__PURE__ */ jsx(ProductOptions, {
							product,
							variant,
							onChoose: choose
						}),
						variant?.sku && /* @__PURE__ */ jsx("p", {
							className: "product-page__sku",
							children: t("product.sku", { sku: variant.sku })
						}),
						/* @__PURE__ */ jsx(PurchaseBox, {
							product,
							variant
						}),
						/* @__PURE__ */ jsx(SaveButtons, { product }),
						/* @__PURE__ */ jsx(VideoButton, { product })
					]
				})]
			}),
			layout === "bundle" && /* @__PURE__ */ jsx(BundleOffer, {
				product,
				variant,
				related: product.related
			}),
			/* @__PURE__ */ jsx(ProductTabs, {
				product,
				categoryTitle
			}),
			/* @__PURE__ */ jsx(ProductReviews, { productId: product.id }),
			/* @__PURE__ */ jsx(RelatedProducts, { products: product.related }),
			sidebar && /* @__PURE__ */ jsx(ProductSidebar, { related: product.related })
		]
	});
}
// src/product/ProductPage.tsx
function productId(param) {
	const id = Number(param);
	return param && /^\d+$/.test(param) && Number.isSafeInteger(id) && id > 0 ? id : void 0;
}
/** `/product/:id`; an id the catalogue does not have is the not-found page. */
function ProductPage() {
	const { t } = useTranslation();
	const id = productId(useParams().id);
	const { data, error } = useProductDetail(id);
	const categories = useCategories();
	if (id === void 0 || isNotFound(error)) return /* @__PURE__ */ jsx(NotFoundPage, {});
	if (error) return /* @__PURE__ */ jsx(StatusMessage, {
		status: 500,
		title: t("error.title"),
		message: t("error.message")
	});
	if (!data) return /* @__PURE__ */ jsx(ProductPageSkeleton, {});
	const categoryTitle = data.categoryTitle ?? categories.data?.find(({ cid }) => cid === data.category)?.title ?? (isCategory(data.category) ? t(`categories.${data.category}`) : data.category);
	return /* @__PURE__ */ jsx(ProductView, {
		product: data,
		categoryTitle
	}, data.id);
}
export { ProductPage };
