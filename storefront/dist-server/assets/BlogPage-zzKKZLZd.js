import { t as BlogCard } from "./BlogCard-CBkCeT9e.js";
import { t as useBlogList } from "./use-blog-DW3twkv8.js";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blog/BlogPage.tsx
/** `/blog`: the posts, newest first, with the unique tags across them as a filter (`?tag=`). */
function BlogPage() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const tag = params.get("tag")?.trim() || void 0;
	const { data, latest, loading } = useBlogList(tag ? { tag } : {});
	const shown = data ?? latest;
	const title = tag ? t("blog.taggedTitle", { tag }) : t("blog.title");
	return /* @__PURE__ */ jsxs("div", {
		className: "container blog-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: t("blog.description")
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "blog-layout",
				children: [/* @__PURE__ */ jsxs("div", {
					"aria-busy": loading,
					children: [
						!shown && loading && /* @__PURE__ */ jsx("div", {
							className: "blog-list-skeleton",
							"aria-hidden": "true"
						}),
						shown && shown.posts.length === 0 && !loading && /* @__PURE__ */ jsx("p", { children: t("blog.empty") }),
						/* @__PURE__ */ jsx("ul", {
							className: "blog-strip blog-list",
							children: shown?.posts.map((post) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(BlogCard, {
								post,
								headingLevel: 2
							}) }, post.slug))
						})
					]
				}), /* @__PURE__ */ jsxs("nav", {
					className: "blog-sidebar",
					"aria-label": t("blog.tags"),
					children: [/* @__PURE__ */ jsx("h2", { children: t("blog.tags") }), /* @__PURE__ */ jsxs("ul", {
						className: "blog-tags blog-tags--filter",
						children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: "/blog",
							"aria-current": tag ? void 0 : "page",
							children: t("blog.allTags")
						}) }), shown?.tags.map((each) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
							to: `/blog?tag=${encodeURIComponent(each)}`,
							"aria-current": each === tag ? "page" : void 0,
							children: ["#", each]
						}) }, each))]
					})]
				})]
			})
		]
	});
}
export { BlogPage };
