import { t as BasketIcon } from "./BasketIcon-DyupgZwG.js";
import { t as Icon } from "./Icon-C9C-l1fH.js";
import { o as postArt } from "./use-blog-DW3twkv8.js";
import { t as PostDate } from "./PostDate-BUJ6M79M.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/icons/CategoryIcon.tsx
/** The shop's own categories, plus the ones the catalogue has grown since. */
var drawings = {
	sweets: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "4"
	}), /* @__PURE__ */ jsx("path", { d: "M8.5 10 4 7v10l4.5-3M15.5 10 20 7v10l-4.5-3" })] }),
	teas: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", { d: "M4 10h12v4a6 6 0 0 1-12 0v-4Z" }),
		/* @__PURE__ */ jsx("path", { d: "M16 11h1.5a2.5 2.5 0 0 1 0 5H16" }),
		/* @__PURE__ */ jsx("path", { d: "M8 3c-1 1.5 1 2.5 0 4M12 3c-1 1.5 1 2.5 0 4" })
	] }),
	snacks: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M6 3h12l-1.5 3L18 9v10l-1 2H7l-1-2V9l1.5-3L6 3Z" }), /* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "14",
		r: "3"
	})] }),
	beverages: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M10 2h4v3l2 3v13a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8l2-3V2Z" }), /* @__PURE__ */ jsx("path", { d: "M8 12h8M8 17h8" })] }),
	"instant-noodles": /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M3 11h18a9 9 0 0 1-18 0Z" }), /* @__PURE__ */ jsx("path", { d: "M8 11c0-3 2-5 2-8M12 11c0-3 2-5 2-8M16 11c0-2 1-4 2-6" })] }),
	seasonings: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M9 2h6v4l2 3v12a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V9l2-3V2Z" }), /* @__PURE__ */ jsx("path", { d: "M7 13h10" })] }),
	breakfast: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M3 11h18l-1.5 6a5 5 0 0 1-4.9 4H9.4a5 5 0 0 1-4.9-4L3 11Z" }), /* @__PURE__ */ jsx("path", { d: "M8 8c1-1 2-1 3 0M13 7c1-1 2-1 3 0M10 5c1-1 2-1 3 0" })] }),
	gums: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("rect", {
		x: "3",
		y: "8",
		width: "18",
		height: "8",
		rx: "1.5"
	}), /* @__PURE__ */ jsx("path", { d: "M8 8v8M13 8v8" })] })
};
/** A category the shop has no drawing for (the catalogue may grow) gets the basket. */
function CategoryIcon({ category, className }) {
	const drawing = Object.hasOwn(drawings, category) ? drawings[category] : void 0;
	if (!drawing) return /* @__PURE__ */ jsx(BasketIcon, { className });
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: drawing
	});
}
// src/blog/BlogCard.tsx
/** A post in a list: its picture (or a drawing), date, author, title, description and tags. */
function BlogCard({ post, headingLevel = 3 }) {
	const { t } = useTranslation();
	const Heading = headingLevel === 2 ? "h2" : "h3";
	const picture = post.images[0];
	return /* @__PURE__ */ jsxs("article", {
		className: "blog-teaser",
		children: [picture ? /* @__PURE__ */ jsx("img", {
			className: "blog-teaser__art",
			src: picture,
			alt: "",
			loading: "lazy"
		}) : /* @__PURE__ */ jsx("div", {
			className: `blog-teaser__art blog-teaser__art--${postArt(post)}`,
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx(CategoryIcon, { category: postArt(post) })
		}), /* @__PURE__ */ jsxs("div", {
			className: "blog-teaser__body",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "blog-teaser__meta",
					children: [
						/* @__PURE__ */ jsx(PostDate, { at: post.publishedAt }),
						" · ",
						t("home.blogBy", { author: post.author })
					]
				}),
				/* @__PURE__ */ jsx(Heading, { children: /* @__PURE__ */ jsx(Link, {
					to: `/blog/${post.slug}`,
					children: post.title
				}) }),
				/* @__PURE__ */ jsx("p", { children: post.description }),
				post.tags.length > 0 && /* @__PURE__ */ jsx("ul", {
					className: "blog-tags",
					"aria-label": t("blog.tags"),
					children: post.tags.map((tag) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						to: `/blog?tag=${encodeURIComponent(tag)}`,
						children: ["#", tag]
					}) }, tag))
				})
			]
		})]
	});
}
export { CategoryIcon as n, BlogCard as t };
