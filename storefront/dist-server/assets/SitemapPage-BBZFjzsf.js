import { o as ContentState, r as useSitemap } from "./use-content-D904_m2Q.js";
import { C as contentLinks } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages-content/SitemapPage.tsx
/** `/page/sitemap`: every page of the shop as links; products a page at a time (`?page=`). */
function SitemapPage() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
	const { data, latest, loading, error } = useSitemap(page);
	const shown = data ?? latest;
	const title = t("pages.sitemap.title");
	return /* @__PURE__ */ jsxs("div", {
		className: "container content-page sitemap",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: t("pages.sitemap.description")
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "sitemap__columns",
				children: [
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "sitemap-pages",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "sitemap-pages",
							children: t("pages.sitemap.pagesTitle")
						}), /* @__PURE__ */ jsxs("ul", { children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/",
							children: t("pages.sitemap.home")
						}) }), contentLinks.map(([path, key]) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: path,
							children: t(`pages.links.${key}`)
						}) }, path))] })]
					}),
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "sitemap-categories",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "sitemap-categories",
							children: t("pages.sitemap.categoriesTitle")
						}), /* @__PURE__ */ jsx("ul", { children: shown?.categories.map((category) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: `/collection/${category.slug}`,
							children: category.title
						}) }, category.slug)) })]
					}),
					/* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "sitemap-posts",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "sitemap-posts",
							children: t("pages.sitemap.postsTitle")
						}), /* @__PURE__ */ jsx("ul", { children: shown?.posts.map((post) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: `/blog/${post.slug}`,
							children: post.title
						}) }, post.slug)) })]
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "sitemap-products",
				"aria-busy": loading,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "sitemap-products",
						children: t("pages.sitemap.productsTitle")
					}),
					/* @__PURE__ */ jsx(ContentState, {
						loading: loading && !shown,
						error,
						empty: false,
						emptyText: ""
					}),
					shown?.products.map((group) => /* @__PURE__ */ jsxs("section", {
						"aria-label": group.title,
						children: [/* @__PURE__ */ jsx("h3", { children: group.title }), /* @__PURE__ */ jsx("ul", {
							className: "sitemap__products",
							children: group.items.map((product) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
								to: `/product/${product.id}`,
								children: product.title
							}) }, product.id))
						})]
					}, group.category)),
					shown && shown.pages > 1 && /* @__PURE__ */ jsxs("nav", {
						className: "sitemap__pager",
						"aria-label": t("pages.sitemap.productPages"),
						children: [
							page > 1 && /* @__PURE__ */ jsx(Link, {
								to: `/page/sitemap?page=${page - 1}`,
								rel: "prev",
								children: t("pages.sitemap.previous")
							}),
							/* @__PURE__ */ jsx("span", { children: t("pages.sitemap.pageOf", {
								page: shown.page,
								pages: shown.pages
							}) }),
							page < shown.pages && /* @__PURE__ */ jsx(Link, {
								to: `/page/sitemap?page=${page + 1}`,
								rel: "next",
								children: t("pages.sitemap.next")
							})
						]
					})
				]
			})
		]
	});
}
export { SitemapPage };
