import { t as ProductGrid } from "./ProductGrid-FeeL0Nqh.js";
import { t as ProductGridSkeleton } from "./ProductGridSkeleton-Bbl94K6X.js";
import { c as SearchForm, o as useSearchResults } from "../entry-server.js";
import { t as Pagination } from "./Pagination-B7B8Lklf.js";
import { t as ResultSummary } from "./ResultSummary-DhqpXMtp.js";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/search/SearchPage.tsx
/** `/s?keyword=…`: an empty keyword is answered here, without asking the server. */
function SearchPage() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const keyword = (params.get("keyword") ?? "").trim();
	const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
	const results = useSearchResults(keyword.toLowerCase(), page);
	const found = results.data;
	function hrefFor(number) {
		const next = new URLSearchParams({ keyword });
		if (number > 1) next.set("page", String(number));
		return `?${next}`;
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "container search-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${t("search.title")} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: keyword ? t("search.resultsFor", { keyword }) : t("search.title")
			}),
			/* @__PURE__ */ jsx(SearchForm, { keyword }, keyword),
			keyword === "" ? /* @__PURE__ */ jsx("p", {
				className: "notice notice--warning",
				role: "alert",
				children: t("search.keywordRequired")
			}) : results.error ? /* @__PURE__ */ jsx("p", {
				className: "notice",
				children: t("catalog.unavailable")
			}) : !found ? /* @__PURE__ */ jsx(ProductGridSkeleton, { count: 8 }) : found.items.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "notice",
				role: "status",
				children: t("search.noResults", { keyword })
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsx(ResultSummary, { page: found }),
				/* @__PURE__ */ jsx(ProductGrid, { products: found.items }),
				/* @__PURE__ */ jsx(Pagination, {
					page: found.page,
					pages: found.pages,
					hrefFor
				})
			] })
		]
	});
}
export { SearchPage };
