import { n as CategoryIcon, t as BlogCard } from "./BlogCard-CBkCeT9e.js";
import { t as useBlogList } from "./use-blog-DW3twkv8.js";
import { t as categories } from "./categories-BVsCVyiL.js";
import { a as useProductList, n as useCategories } from "../entry-server.js";
import { t as ProductGrid } from "./ProductGrid-FeeL0Nqh.js";
import { t as ProductGridSkeleton } from "./ProductGridSkeleton-Bbl94K6X.js";
import { n as Tabs, t as PlayIcon } from "./PlayIcon-DiSVx2WQ.js";
import { n as ChevronEndIcon, t as ChevronStartIcon } from "./ChevronStartIcon-B1ZTLSc0.js";
import { t as Icon } from "./Icon-C9C-l1fH.js";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/home/BlogStrip.tsx
var latestCount = 3;
/** The latest posts; nothing at all while the blog has none (or has not answered). */
function BlogStrip() {
	const { t } = useTranslation();
	const headingId = useId();
	const { data } = useBlogList({ limit: latestCount });
	if (!data || data.posts.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "container home-section",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: t("home.blogTitle")
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "blog-strip",
				children: data.posts.map((post) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(BlogCard, { post }) }, post.slug))
			}),
			/* @__PURE__ */ jsx("p", {
				className: "blog-strip__more",
				children: /* @__PURE__ */ jsx(Link, {
					to: "/blog",
					children: t("blog.allPosts")
				})
			})
		]
	});
}
// src/home/CategoryShowcase.tsx
/** The hero's call to action scrolls here. */
var categoryShowcaseId = "categories";
function CategoryShowcase() {
	const { t } = useTranslation();
	const headingId = useId();
	const { data } = useCategories();
	const tiles = data ? data.map(({ cid, title, badgeValue }) => ({
		cid,
		title,
		count: badgeValue
	})) : categories.map((cid) => ({
		cid,
		title: t(`categories.${cid}`)
	}));
	return /* @__PURE__ */ jsxs("section", {
		id: categoryShowcaseId,
		className: "container showcase",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t("home.categoriesTitle")
		}), /* @__PURE__ */ jsx("ul", {
			className: "showcase__grid",
			children: tiles.map(({ cid, title, count }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				className: "showcase__tile",
				to: `/collection/${cid}`,
				children: [
					/* @__PURE__ */ jsx(CategoryIcon, {
						category: cid,
						className: "showcase__icon"
					}),
					/* @__PURE__ */ jsx("span", { children: title }),
					count !== void 0 && /* @__PURE__ */ jsx("span", {
						className: "count-badge",
						children: t("home.productCount", { count })
					})
				]
			}) }, cid))
		})]
	});
}
// src/catalog/collection-labels.ts
/** Where each collection label's name is in the translations (`collections.<key>`). */
var collectionLabelKeys = {
	"new products": "newProducts",
	"best sellers": "bestSellers",
	"featured products": "featuredProducts",
	"on sale": "onSale",
	"new arrival": "newArrival",
	"trending product": "trendingProduct"
};
// src/home/CollectionProducts.tsx
/** The first products of a collection label, for the home page's grids and tabs. */
function CollectionProducts({ label, count }) {
	const { t } = useTranslation();
	const { data, latest, loading, error } = useProductList({
		collection: label,
		pageSize: count
	});
	const products = data ?? (loading ? void 0 : latest);
	if (error) return /* @__PURE__ */ jsx("p", {
		className: "notice",
		children: t("catalog.unavailable")
	});
	if (!products) return /* @__PURE__ */ jsx(ProductGridSkeleton, { count });
	if (products.items.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "notice",
		children: t("catalog.emptyCollection")
	});
	return /* @__PURE__ */ jsx(ProductGrid, { products: products.items });
}
// src/home/CollectionShelf.tsx
/** A titled grid of one collection label's products. */
function CollectionShelf({ label }) {
	const { t } = useTranslation();
	const headingId = useId();
	return /* @__PURE__ */ jsxs("section", {
		className: "container home-section",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t(`collections.${collectionLabelKeys[label]}`)
		}), /* @__PURE__ */ jsx(CollectionProducts, {
			label,
			count: 4
		})]
	});
}
// src/home/CollectionTabs.tsx
var tabLabels = [
	"new products",
	"best sellers",
	"featured products",
	"on sale",
	"trending product"
];
/** The collection labels as tabs; a tab loads its products when it is opened. */
function CollectionTabs() {
	const { t } = useTranslation();
	const headingId = useId();
	const [selected, setSelected] = useState(tabLabels[0]);
	const items = tabLabels.map((label) => ({
		key: label,
		label: t(`collections.${collectionLabelKeys[label]}`)
	}));
	return /* @__PURE__ */ jsxs("section", {
		className: "container home-section",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t("home.specialProducts")
		}), /* @__PURE__ */ jsx(Tabs, {
			label: t("home.specialProducts"),
			items,
			selected,
			onSelect: setSelected,
			children: /* @__PURE__ */ jsx(CollectionProducts, {
				label: selected,
				count: 8
			})
		})]
	});
}
// src/icons/PauseIcon.tsx
function PauseIcon({ className }) {
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: /* @__PURE__ */ jsx("path", { d: "M9 5v14M15 5v14" })
	});
}
// src/home/slides.ts
/** The home slider's slides: their texts are under `home.slides.<key>` in each language. */
var slides = [
	{
		key: "japaneseSweets",
		category: "sweets"
	},
	{
		key: "americanSnacks",
		category: "snacks"
	},
	{
		key: "teaTime",
		category: "teas"
	}
];
/** How long a slide shows before the next one while the slider plays. */
var slideIntervalMs = 6e3;
// src/home/use-slider.ts
function prefersReducedMotion() {
	return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
/**
* The slider's position and play state. It moves on by itself only while playing and not held
* (the pointer or keyboard focus is on it), and starts paused for shoppers who ask for less
* motion.
*/
function useSlider(count, intervalMs) {
	const [index, setIndex] = useState(0);
	const [playing, setPlaying] = useState(() => !prefersReducedMotion());
	const [held, setHeld] = useState(false);
	const go = useCallback((step) => setIndex((at) => (at + step + count) % count), [count]);
	useEffect(() => {
		if (!playing || held || count < 2) return;
		const timer = setInterval(() => go(1), intervalMs);
		return () => clearInterval(timer);
	}, [
		playing,
		held,
		count,
		intervalMs,
		go
	]);
	return {
		index,
		setIndex,
		go,
		playing,
		setPlaying,
		held,
		setHeld
	};
}
// src/home/HeroSlider.tsx
/** An accessible carousel (WAI-ARIA APG): pause button first, previous/next, slide pickers. */
function HeroSlider() {
	const { t } = useTranslation();
	const slider = useSlider(slides.length, slideIntervalMs);
	const rotating = slider.playing && !slider.held;
	function onKeyDown(event) {
		const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
		if (event.key === "ArrowLeft") slider.go(rtl ? 1 : -1);
		else if (event.key === "ArrowRight") slider.go(rtl ? -1 : 1);
		else return;
		event.preventDefault();
	}
	return /* @__PURE__ */ jsxs("section", {
		className: "slider",
		"aria-roledescription": t("home.slider.carousel"),
		"aria-label": t("home.slider.label"),
		onKeyDown,
		onMouseEnter: () => slider.setHeld(true),
		onMouseLeave: () => slider.setHeld(false),
		onFocus: () => slider.setHeld(true),
		onBlur: (event) => {
			if (!event.currentTarget.contains(event.relatedTarget)) slider.setHeld(false);
		},
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "slider__controls",
				children: [
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "icon-button",
						onClick: () => slider.setPlaying(!slider.playing),
						children: [slider.playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {}), /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: slider.playing ? t("home.slider.pause") : t("home.slider.play")
						})]
					}),
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "icon-button icon-directional",
						onClick: () => slider.go(-1),
						children: [/* @__PURE__ */ jsx(ChevronStartIcon, {}), /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: t("home.slider.previous")
						})]
					}),
					/* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "icon-button icon-directional",
						onClick: () => slider.go(1),
						children: [/* @__PURE__ */ jsx(ChevronEndIcon, {}), /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: t("home.slider.next")
						})]
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "slider__slides",
				"aria-live": rotating ? "off" : "polite",
				children: slides.map(({ key, category }, index) => /* @__PURE__ */ jsxs("div", {
					className: `slide slide--${category}`,
					role: "group",
					"aria-roledescription": t("home.slider.slide"),
					"aria-label": t("home.slider.position", {
						index: index + 1,
						count: slides.length
					}),
					hidden: index !== slider.index,
					children: [/* @__PURE__ */ jsxs("div", {
						className: "slide__text",
						children: [
							/* @__PURE__ */ jsx("h2", { children: t(`home.slides.${key}.title`) }),
							/* @__PURE__ */ jsx("p", { children: t(`home.slides.${key}.text`) }),
							/* @__PURE__ */ jsx(Link, {
								className: "button",
								to: `/collection/${category}`,
								children: t(`home.slides.${key}.cta`)
							})
						]
					}), /* @__PURE__ */ jsx(CategoryIcon, {
						category,
						className: "slide__art"
					})]
				}, key))
			}),
			/* @__PURE__ */ jsx("div", {
				className: "slider__pickers",
				children: slides.map(({ key }, index) => /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "slider__picker",
					"aria-pressed": index === slider.index,
					onClick: () => slider.setIndex(index),
					children: /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("home.slider.goTo", { index: index + 1 })
					})
				}, key))
			})
		]
	});
}
// src/home/Hero.tsx
function Hero() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("section", {
		className: "hero",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container hero__inner",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "hero__text",
				children: [
					/* @__PURE__ */ jsx("h1", { children: t("home.title") }),
					/* @__PURE__ */ jsx("p", {
						className: "hero__description",
						children: t("home.description")
					}),
					/* @__PURE__ */ jsx(Link, {
						className: "button",
						to: { hash: categoryShowcaseId },
						children: t("home.browseCategories")
					})
				]
			}), /* @__PURE__ */ jsx(HeroSlider, {})]
		})
	});
}
// src/home/PhotoStrip.tsx
/** How many photos the strip shows. */
var photoCount = 6;
/**
* The Instagram-style strip: square photos of our own products, each leading to its product.
* Nothing comes from outside the shop; a product without a photo is left out.
*/
function PhotoStrip() {
	const { t } = useTranslation();
	const headingId = useId();
	const { data } = useProductList({
		collection: "new products",
		pageSize: 8
	});
	const photos = (data?.items ?? []).filter((product) => product.images[0]).slice(0, photoCount);
	if (photos.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "photo-strip",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: "container",
			children: t("photoStrip.title")
		}), /* @__PURE__ */ jsx("ul", {
			className: "photo-strip__list",
			children: photos.map((product) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: `/product/${product.id}`,
				children: /* @__PURE__ */ jsx("img", {
					src: product.images[0]?.src,
					alt: t("photoStrip.photoOf", { title: product.title }),
					loading: "lazy",
					decoding: "async",
					width: "240",
					height: "240"
				})
			}) }, product.id))
		})]
	});
}
// src/home/HomePage.tsx
function HomePage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: t("home.title") }),
		/* @__PURE__ */ jsx("meta", {
			name: "description",
			content: t("home.description")
		}),
		/* @__PURE__ */ jsx(Hero, {}),
		/* @__PURE__ */ jsx(CategoryShowcase, {}),
		/* @__PURE__ */ jsx(CollectionShelf, { label: "new arrival" }),
		/* @__PURE__ */ jsx(CollectionTabs, {}),
		/* @__PURE__ */ jsx(BlogStrip, {}),
		/* @__PURE__ */ jsx(PhotoStrip, {})
	] });
}
export { HomePage };
