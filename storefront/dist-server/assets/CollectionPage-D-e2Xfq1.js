import { n as isCategory } from "./categories-BVsCVyiL.js";
import { J as layoutShape, W as NotFoundPage, Y as parseCollectionLayout, a as useProductList, n as useCategories, q as defaultCollectionLayout, r as useFilterChoices } from "../entry-server.js";
import { n as isColor, t as colors } from "./product-Bn5aXtsD.js";
import { t as ProductGrid } from "./ProductGrid-FeeL0Nqh.js";
import { t as ProductGridSkeleton } from "./ProductGridSkeleton-Bbl94K6X.js";
import { t as CloseIcon } from "./CloseIcon-BnhFyNqc.js";
import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { r as useCurrency } from "./preference-store-rjnqpLdO.js";
import { t as Icon } from "./Icon-C9C-l1fH.js";
import { t as CheckIcon } from "./CheckIcon-CAF6Pmlb.js";
import { t as Pagination } from "./Pagination-B7B8Lklf.js";
import { t as ResultSummary } from "./ResultSummary-DhqpXMtp.js";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/catalog/collection-query.ts
var sortOptions = [
	"a-z",
	"z-a",
	"low",
	"high"
];
var pageSizes = [
	12,
	24,
	48
];
var emptyCollectionQuery = {
	brands: [],
	colors: [],
	sizes: [],
	tags: [],
	page: 1,
	pageSize: 12,
	view: "grid",
	layout: defaultCollectionLayout
};
function listParam(params, name) {
	const values = (params.get(name) ?? "").split(",").map((value) => value.trim()).filter((value) => value !== "");
	return [...new Set(values)];
}
function priceParam(params, name) {
	const raw = params.get(name);
	if (raw === null || raw.trim() === "") return void 0;
	const value = Number(raw);
	return Number.isFinite(value) && value >= 0 ? value : void 0;
}
function isSortOption(value) {
	return sortOptions.includes(value);
}
function isPageSize(value) {
	return pageSizes.includes(value);
}
/**
* The listing a shared or reloaded URL asks for; anything malformed falls back to the default,
* so a hand-edited link still shows products.
*
* @example parseCollectionQuery(new URLSearchParams('brand=meiji,calbee&sort=low&page=2'))
*/
function parseCollectionQuery(params) {
	const sort = params.get("sort");
	const page = Number(params.get("page"));
	const pageSize = Number(params.get("pageSize"));
	return {
		brands: listParam(params, "brand"),
		colors: listParam(params, "color").filter(isColor),
		sizes: listParam(params, "size"),
		tags: listParam(params, "tags"),
		minPrice: priceParam(params, "minPrice"),
		maxPrice: priceParam(params, "maxPrice"),
		sort: isSortOption(sort) ? sort : void 0,
		page: Number.isInteger(page) && page > 1 ? page : 1,
		pageSize: isPageSize(pageSize) ? pageSize : emptyCollectionQuery.pageSize,
		view: params.get("view") === "list" ? "list" : "grid",
		layout: parseCollectionLayout(params.get("layout"))
	};
}
/**
* The URL query for a listing, leaving out defaults so the plain page keeps a plain URL. The
* names and comma-separated lists are the API's, so the same values go to both.
*/
function collectionSearchParams(query) {
	const params = new URLSearchParams();
	const lists = [
		["brand", query.brands],
		["color", query.colors],
		["size", query.sizes],
		["tags", query.tags]
	];
	for (const [name, values] of lists) if (values.length > 0) params.set(name, values.join(","));
	if (query.minPrice !== void 0) params.set("minPrice", String(query.minPrice));
	if (query.maxPrice !== void 0) params.set("maxPrice", String(query.maxPrice));
	if (query.sort) params.set("sort", query.sort);
	if (query.page > 1) params.set("page", String(query.page));
	if (query.pageSize !== emptyCollectionQuery.pageSize) params.set("pageSize", String(query.pageSize));
	if (query.view !== emptyCollectionQuery.view) params.set("view", query.view);
	if (query.layout !== emptyCollectionQuery.layout) params.set("layout", query.layout);
	return params;
}
/** A change of what is shown starts again at page 1; the old page may not exist any more. */
function refine(query, change) {
	return {
		...query,
		page: 1,
		...change
	};
}
/** The query without any filter, keeping how the shopper likes the list ordered and laid out. */
function clearFilters(query) {
	const { sort, pageSize, view, layout } = query;
	return {
		...emptyCollectionQuery,
		sort,
		pageSize,
		view,
		layout
	};
}
function hasFilters(query) {
	return query.brands.length + query.colors.length + query.sizes.length + query.tags.length > 0 || query.minPrice !== void 0 || query.maxPrice !== void 0;
}
/** The list with `value` added, or removed if it was there. */
function toggle(values, value) {
	return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
// src/collection/ActiveFilters.tsx
/** The chosen filters as removable chips, with "Clear all". */
function ActiveFilters({ query, onChange }) {
	const { t } = useTranslation();
	const currency = useCurrency();
	if (!hasFilters(query)) return null;
	const without = (values, value) => values.filter((item) => item !== value);
	const chips = [
		...query.brands.map((brand) => ({
			name: brand,
			remove: () => refine(query, { brands: without(query.brands, brand) })
		})),
		...query.colors.map((color) => ({
			name: t(`colors.${color}`),
			remove: () => refine(query, { colors: without(query.colors, color) })
		})),
		...query.sizes.map((size) => ({
			name: size,
			remove: () => refine(query, { sizes: without(query.sizes, size) })
		})),
		...query.tags.map((tag) => ({
			name: tag,
			remove: () => refine(query, { tags: without(query.tags, tag) })
		})),
		...query.minPrice === void 0 ? [] : [{
			name: t("catalog.fromPrice", { price: formatPrice(query.minPrice, currency) }),
			remove: () => refine(query, { minPrice: void 0 })
		}],
		...query.maxPrice === void 0 ? [] : [{
			name: t("catalog.upToPrice", { price: formatPrice(query.maxPrice, currency) }),
			remove: () => refine(query, { maxPrice: void 0 })
		}]
	];
	return /* @__PURE__ */ jsxs("ul", {
		className: "active-filters",
		children: [chips.map(({ name, remove }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: "chip",
			"aria-label": t("catalog.removeFilter", { name }),
			onClick: () => onChange(remove()),
			children: [name, /* @__PURE__ */ jsx(CloseIcon, {})]
		}) }, name)), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "link-button",
			onClick: () => onChange(clearFilters(query)),
			children: t("catalog.clearFilters")
		}) })]
	});
}
// src/icons/FilterIcon.tsx
function FilterIcon({ className }) {
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: /* @__PURE__ */ jsx("path", { d: "M4 5h16l-6 7v6l-4 2v-8L4 5Z" })
	});
}
// src/icons/GridIcon.tsx
function GridIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [
			/* @__PURE__ */ jsx("rect", {
				x: "4",
				y: "4",
				width: "6",
				height: "6",
				rx: "1"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: "14",
				y: "4",
				width: "6",
				height: "6",
				rx: "1"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: "4",
				y: "14",
				width: "6",
				height: "6",
				rx: "1"
			}),
			/* @__PURE__ */ jsx("rect", {
				x: "14",
				y: "14",
				width: "6",
				height: "6",
				rx: "1"
			})
		]
	});
}
// src/icons/ListIcon.tsx
function ListIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [/* @__PURE__ */ jsx("path", { d: "M9 6h11M9 12h11M9 18h11" }), /* @__PURE__ */ jsx("path", { d: "M4 6h1M4 12h1M4 18h1" })]
	});
}
// src/ui/use-dismiss.ts
/**
* While `open`, Escape calls `onClose`; opening moves focus to `focusOnOpen` and closing gives it
* back to `returnFocusTo`, so keyboard users are not left on a control that slid away.
*/
function useDismiss(open, onClose, focusOnOpen, returnFocusTo) {
	useEffect(() => {
		if (!open) return;
		focusOnOpen.current?.focus();
		function onKeyDown(event) {
			if (event.key === "Escape") onClose();
		}
		document.addEventListener("keydown", onKeyDown);
		const opener = returnFocusTo.current;
		return () => {
			document.removeEventListener("keydown", onKeyDown);
			opener?.focus();
		};
	}, [
		open,
		onClose,
		focusOnOpen,
		returnFocusTo
	]);
}
// src/collection/FilterBlock.tsx
/** A collapsible block of the filter sidebar. */
function FilterBlock({ title, children }) {
	const [open, setOpen] = useState(true);
	const contentId = useId();
	return /* @__PURE__ */ jsxs("section", {
		className: "filter-block",
		children: [/* @__PURE__ */ jsx("h3", { children: /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "filter-block__toggle",
			"aria-expanded": open,
			"aria-controls": contentId,
			onClick: () => setOpen(!open),
			children: title
		}) }), /* @__PURE__ */ jsx("div", {
			id: contentId,
			className: "filter-block__content",
			hidden: !open,
			children
		})]
	});
}
// src/collection/CategoryFilter.tsx
/** Another category keeps the order and layout but not the filters, which are per category. */
function CategoryFilter({ cid, query }) {
	const { t } = useTranslation();
	const { data } = useCategories();
	if (!data || data.length === 0) return null;
	const search = collectionSearchParams(clearFilters(query)).toString();
	return /* @__PURE__ */ jsx(FilterBlock, {
		title: t("catalog.categories"),
		children: /* @__PURE__ */ jsx("ul", {
			className: "category-filter",
			children: data.map((category) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
				to: {
					pathname: `/collection/${category.cid}`,
					search
				},
				"aria-current": category.cid === cid ? "page" : void 0,
				children: [/* @__PURE__ */ jsx("span", { children: category.title }), /* @__PURE__ */ jsx("span", {
					className: "count-badge",
					children: category.badgeValue
				})]
			}) }, category.cid))
		})
	});
}
// src/collection/CheckboxFilter.tsx
/** A list of checkboxes (brands, sizes, tags); a value chosen in the URL shows even at 0. */
function CheckboxFilter({ title, options, selected, onToggle, scroll = false }) {
	const known = new Set(options.map(({ value }) => value));
	const shown = [...options, ...selected.filter((value) => !known.has(value)).map((value) => ({
		value,
		count: 0
	}))];
	if (shown.length === 0) return null;
	return /* @__PURE__ */ jsx(FilterBlock, {
		title,
		children: /* @__PURE__ */ jsx("ul", {
			className: `checkbox-filter${scroll ? " checkbox-filter--scroll" : ""}`,
			children: shown.map(({ value, count }) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("label", { children: [
				/* @__PURE__ */ jsx("input", {
					type: "checkbox",
					checked: selected.includes(value),
					onChange: () => onToggle(value)
				}),
				/* @__PURE__ */ jsx("span", {
					className: "checkbox-filter__value",
					children: value
				}),
				count > 0 && /* @__PURE__ */ jsx("span", {
					className: "checkbox-filter__count",
					children: count
				})
			] }) }, value))
		})
	});
}
// src/collection/ColorFilter.tsx
function ColorFilter({ selected, onToggle }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(FilterBlock, {
		title: t("catalog.color"),
		children: /* @__PURE__ */ jsx("ul", {
			className: "swatches",
			children: colors.map((color) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: `swatch swatch--${color}`,
				"aria-pressed": selected.includes(color),
				title: t(`colors.${color}`),
				onClick: () => onToggle(color),
				children: [/* @__PURE__ */ jsx(CheckIcon, { className: "swatch__check" }), /* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: t(`colors.${color}`)
				})]
			}) }, color))
		})
	});
}
// src/collection/PriceFilter.tsx
function parse(text) {
	const value = Number(text);
	return text.trim() === "" || !Number.isFinite(value) || value < 0 ? void 0 : value;
}
/**
* Minimum and maximum charged price in the shopper's currency; applied on submit, so typing
* does not reload the list at every key.
*/
function PriceFilter({ range, bounds, onApply }) {
	const { t } = useTranslation();
	const errorId = useId();
	const [min, setMin] = useState(range.minPrice?.toString() ?? "");
	const [max, setMax] = useState(range.maxPrice?.toString() ?? "");
	const minPrice = parse(min);
	const maxPrice = parse(max);
	const invalid = minPrice !== void 0 && maxPrice !== void 0 && minPrice > maxPrice;
	function submit(event) {
		event.preventDefault();
		if (!invalid) onApply({
			minPrice,
			maxPrice
		});
	}
	return /* @__PURE__ */ jsx(FilterBlock, {
		title: t("catalog.price"),
		children: /* @__PURE__ */ jsxs("form", {
			className: "price-filter",
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("span", { children: t("catalog.minPrice") }), /* @__PURE__ */ jsx("input", {
					type: "number",
					inputMode: "decimal",
					min: "0",
					step: "any",
					value: min,
					placeholder: bounds ? String(Math.floor(bounds.min)) : void 0,
					"aria-invalid": invalid,
					"aria-describedby": invalid ? errorId : void 0,
					onChange: (event) => setMin(event.target.value)
				})] }),
				/* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("span", { children: t("catalog.maxPrice") }), /* @__PURE__ */ jsx("input", {
					type: "number",
					inputMode: "decimal",
					min: "0",
					step: "any",
					value: max,
					placeholder: bounds ? String(Math.ceil(bounds.max)) : void 0,
					"aria-invalid": invalid,
					"aria-describedby": invalid ? errorId : void 0,
					onChange: (event) => setMax(event.target.value)
				})] }),
				invalid && /* @__PURE__ */ jsx("p", {
					id: errorId,
					className: "field-error",
					role: "alert",
					children: t("catalog.priceRangeInvalid")
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button button--small",
					children: t("catalog.applyPrice")
				})
			]
		})
	});
}
// src/collection/FilterSidebar.tsx
var filterSidebarId = "collection-filters";
/**
* The filters. Beside the list on wide screens; on small ones it slides in (350 px) from the
* filter button and Escape, the close button or the backdrop put it away.
*/
function FilterSidebar({ cid, query, onChange, open, onClose, opener }) {
	const { t } = useTranslation();
	const close = useRef(null);
	useDismiss(open, onClose, close, opener);
	const { data: choices } = useFilterChoices(cid);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("aside", {
		id: filterSidebarId,
		className: `filter-sidebar${open ? " is-open" : ""}`,
		"aria-labelledby": `${filterSidebarId}-title`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "filter-sidebar__header",
				children: [/* @__PURE__ */ jsx("h2", {
					id: `${filterSidebarId}-title`,
					children: t("catalog.filters")
				}), /* @__PURE__ */ jsxs("button", {
					ref: close,
					type: "button",
					className: "icon-button filter-sidebar__close",
					onClick: onClose,
					children: [/* @__PURE__ */ jsx(CloseIcon, {}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("catalog.closeFilters")
					})]
				})]
			}),
			/* @__PURE__ */ jsx(CategoryFilter, {
				cid,
				query
			}),
			/* @__PURE__ */ jsx(CheckboxFilter, {
				title: t("catalog.brand"),
				options: choices?.brands ?? [],
				selected: query.brands,
				onToggle: (brand) => onChange(refine(query, { brands: toggle(query.brands, brand) })),
				scroll: true
			}),
			/* @__PURE__ */ jsx(ColorFilter, {
				selected: query.colors,
				onToggle: (color) => onChange(refine(query, { colors: toggle(query.colors, color) }))
			}),
			/* @__PURE__ */ jsx(CheckboxFilter, {
				title: t("catalog.size"),
				options: choices?.sizes ?? [],
				selected: query.sizes,
				onToggle: (size) => onChange(refine(query, { sizes: toggle(query.sizes, size) })),
				scroll: true
			}),
			/* @__PURE__ */ jsx(PriceFilter, {
				range: query,
				bounds: choices?.price,
				onApply: (range) => onChange(refine(query, range))
			}, `${query.minPrice}-${query.maxPrice}`),
			/* @__PURE__ */ jsx(CheckboxFilter, {
				title: t("catalog.tags"),
				options: choices?.tags ?? [],
				selected: query.tags,
				onToggle: (tag) => onChange(refine(query, { tags: toggle(query.tags, tag) })),
				scroll: true
			})
		]
	}), open && /* @__PURE__ */ jsx("div", {
		className: "filter-backdrop",
		"aria-hidden": "true",
		onClick: onClose
	})] });
}
// src/collection/CollectionToolbar.tsx
var sortLabels = {
	"a-z": "sortAZ",
	"z-a": "sortZA",
	low: "sortLow",
	high: "sortHigh"
};
/** The filter button (small screens), order, page size and grid/list switch. */
function CollectionToolbar({ query, onChange, filtersOpen, onOpenFilters, filterButton }) {
	const { t } = useTranslation();
	const sortId = useId();
	const sizeId = useId();
	const views = [{
		view: "grid",
		label: t("catalog.gridView"),
		icon: /* @__PURE__ */ jsx(GridIcon, {})
	}, {
		view: "list",
		label: t("catalog.listView"),
		icon: /* @__PURE__ */ jsx(ListIcon, {})
	}];
	return /* @__PURE__ */ jsxs("div", {
		className: "collection-toolbar",
		children: [
			/* @__PURE__ */ jsxs("button", {
				ref: filterButton,
				type: "button",
				className: "button button--outline collection-toolbar__filters",
				"aria-expanded": filtersOpen,
				"aria-controls": filterSidebarId,
				onClick: onOpenFilters,
				children: [/* @__PURE__ */ jsx(FilterIcon, {}), t("catalog.filters")]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "collection-toolbar__field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: sortId,
					children: t("catalog.sortBy")
				}), /* @__PURE__ */ jsxs("select", {
					id: sortId,
					value: query.sort ?? "",
					onChange: (event) => {
						onChange(refine(query, { sort: sortOptions.find((option) => option === event.target.value) }));
					},
					children: [/* @__PURE__ */ jsx("option", {
						value: "",
						children: t("catalog.sortNewest")
					}), sortOptions.map((option) => /* @__PURE__ */ jsx("option", {
						value: option,
						children: t(`catalog.${sortLabels[option]}`)
					}, option))]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "collection-toolbar__field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: sizeId,
					children: t("catalog.perPage")
				}), /* @__PURE__ */ jsx("select", {
					id: sizeId,
					value: query.pageSize,
					onChange: (event) => {
						const pageSize = pageSizes.find((size) => String(size) === event.target.value);
						if (pageSize) onChange(refine(query, { pageSize }));
					},
					children: pageSizes.map((size) => /* @__PURE__ */ jsx("option", {
						value: size,
						children: size
					}, size))
				})]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "view-switch",
				children: [/* @__PURE__ */ jsx("legend", {
					className: "visually-hidden",
					children: t("catalog.layout")
				}), views.map(({ view, label, icon }) => /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "icon-button",
					"aria-pressed": query.view === view,
					title: label,
					onClick: () => onChange({
						...query,
						view
					}),
					children: [icon, /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: label
					})]
				}, view))]
			})
		]
	});
}
// src/collection/EmptyResults.tsx
function EmptyResults({ filtered, onClear, firstPage }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "empty-state",
		children: [
			/* @__PURE__ */ jsx("h2", { children: filtered ? t("catalog.emptyFiltered") : t("catalog.emptyCollection") }),
			filtered && /* @__PURE__ */ jsx("p", { children: t("catalog.emptyHint") }),
			firstPage ? /* @__PURE__ */ jsx(Link, {
				className: "button",
				to: firstPage,
				children: t("catalog.firstPage")
			}) : filtered ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button",
				onClick: onClear,
				children: t("catalog.clearFilters")
			}) : /* @__PURE__ */ jsx(Link, {
				className: "button",
				to: "/collection/all",
				children: t("catalog.allProducts")
			})
		]
	});
}
// src/collection/use-collection-query.ts
/**
* The listing's filters, order, page and layout, read from and written to the URL, so a
* listing can be shared and survives a reload. Filter changes keep the scroll position; a new
* page scrolls to the top like any other page.
*/
function useCollectionQuery() {
	const [params, setParams] = useSearchParams();
	return [useMemo(() => parseCollectionQuery(params), [params]), useCallback((next, { scrollToTop = false } = {}) => {
		setParams(collectionSearchParams(next), {
			preventScrollReset: !scrollToTop,
			flushSync: true
		});
	}, [setParams])];
}
// src/collection/CollectionPage.tsx
/**
* `/collection/:cid` (and `/collection/all`): a category's products with filters, laid out as
* `?layout=` asks (`catalog/collection-layout.ts`).
*/
function CollectionPage() {
	const { t } = useTranslation();
	const { cid = "all" } = useParams();
	const [query, setQuery] = useCollectionQuery();
	const categories = useCategories();
	const list = useProductList({
		cid,
		query
	});
	const [filtersOpen, setFiltersOpen] = useState(false);
	const filterButton = useRef(null);
	const closeFilters = useCallback(() => setFiltersOpen(false), []);
	const change = useCallback((next) => setQuery(next), [setQuery]);
	const category = categories.data?.find((entry) => entry.cid === cid);
	if (cid !== "all" && categories.data && !category) return /* @__PURE__ */ jsx(NotFoundPage, {});
	const title = cid === "all" ? t("catalog.allProducts") : category?.title ?? (isCategory(cid) ? t(`categories.${cid}`) : cid);
	const page = list.data ?? list.latest;
	const shape = layoutShape(query.layout);
	const layoutClasses = [
		shape.fullWidth ? "container container--wide" : "container",
		"collection",
		`collection--sidebar-${shape.sidebar}`,
		`collection--columns-${shape.columns}`
	].join(" ");
	const hrefFor = (number) => `?${collectionSearchParams({
		...query,
		page: number
	})}`;
	return /* @__PURE__ */ jsxs("div", {
		className: layoutClasses,
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "collection__layout",
				children: [/* @__PURE__ */ jsx(FilterSidebar, {
					cid,
					query,
					onChange: change,
					open: filtersOpen,
					onClose: closeFilters,
					opener: filterButton
				}), /* @__PURE__ */ jsxs("section", {
					className: "collection__results",
					"aria-labelledby": "collection-results-title",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "collection-results-title",
							className: "visually-hidden",
							children: t("catalog.products")
						}),
						/* @__PURE__ */ jsx(CollectionToolbar, {
							query,
							onChange: change,
							filtersOpen,
							onOpenFilters: () => setFiltersOpen(true),
							filterButton
						}),
						/* @__PURE__ */ jsx(ActiveFilters, {
							query,
							onChange: change
						}),
						!page ? list.error ? /* @__PURE__ */ jsx("p", {
							className: "notice",
							children: t("catalog.unavailable")
						}) : /* @__PURE__ */ jsx(ProductGridSkeleton, { count: query.pageSize > 12 ? 12 : 8 }) : /* @__PURE__ */ jsxs(Fragment, { children: [
							/* @__PURE__ */ jsx(ResultSummary, { page }),
							page.items.length === 0 && !list.loading ? /* @__PURE__ */ jsx(EmptyResults, {
								filtered: hasFilters(query),
								onClear: () => change(clearFilters(query)),
								firstPage: query.page > 1 && page.total > 0 ? hrefFor(1) : void 0
							}) : /* @__PURE__ */ jsx(ProductGrid, {
								products: page.items,
								view: query.view,
								busy: list.loading,
								metro: shape.metro
							}),
							/* @__PURE__ */ jsx(Pagination, {
								page: page.page,
								pages: page.pages,
								hrefFor
							})
						] })
					]
				})]
			})
		]
	});
}
export { CollectionPage };
