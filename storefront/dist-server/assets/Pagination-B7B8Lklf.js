import { n as ChevronEndIcon, t as ChevronStartIcon } from "./ChevronStartIcon-B1ZTLSc0.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/collection/page-window.ts
/**
* The page numbers a pager shows: the first, the last, and the neighbours of the current page,
* with a gap where pages are left out.
*
* @example pageWindow(6, 20) // [1, 'gap', 5, 6, 7, 'gap', 20]
*/
function pageWindow(current, pages, neighbours = 1) {
	const shown = /* @__PURE__ */ new Set([1, pages]);
	for (let page = current - neighbours; page <= current + neighbours; page += 1) shown.add(page);
	const sorted = [...shown].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
	return sorted.flatMap((page, index) => {
		const previous = sorted[index - 1];
		if (previous === void 0 || page === previous + 1) return [page];
		return page === previous + 2 ? [previous + 1, page] : ["gap", page];
	});
}
// src/collection/Pagination.tsx
/** Page links; `hrefFor` keeps the rest of the URL (filters, order) as it is. */
function Pagination({ page, pages, hrefFor }) {
	const { t } = useTranslation();
	if (pages <= 1) return null;
	return /* @__PURE__ */ jsx("nav", {
		className: "pagination",
		"aria-label": t("catalog.pagination"),
		children: /* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: page > 1 ? /* @__PURE__ */ jsxs(Link, {
				className: "pagination__step icon-directional",
				to: hrefFor(page - 1),
				children: [/* @__PURE__ */ jsx(ChevronStartIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: t("catalog.previousPage")
				})]
			}) : null }),
			pageWindow(page, pages).map((link, index) => link === "gap" ? /* @__PURE__ */ jsx("li", {
				className: "pagination__gap",
				"aria-hidden": "true",
				children: "…"
			}, `gap-${index}`) : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: hrefFor(link),
				"aria-current": link === page ? "page" : void 0,
				"aria-label": t("catalog.pageNumber", { page: link }),
				children: link
			}) }, link)),
			/* @__PURE__ */ jsx("li", { children: page < pages ? /* @__PURE__ */ jsxs(Link, {
				className: "pagination__step icon-directional",
				to: hrefFor(page + 1),
				children: [/* @__PURE__ */ jsx(ChevronEndIcon, {}), /* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: t("catalog.nextPage")
				})]
			}) : null })
		] })
	});
}
export { Pagination as t };
