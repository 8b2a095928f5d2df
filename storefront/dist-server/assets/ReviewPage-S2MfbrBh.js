import { i as useResource } from "./use-resource-eiGXM7FF.js";
import { t as PostDate } from "./PostDate-BUJ6M79M.js";
import { t as useCatalogLocale } from "./use-catalog-locale-CbEJ6cqZ.js";
import { t as decodeNewestReviews } from "./reviews-BYCc0UHo.js";
import { t as Stars } from "./Stars-A9MODZWH.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/reviews/ReviewPage.tsx
/** `/page/review`: the newest reviews across the shop, each leading to its product. */
function ReviewPage() {
	const { t } = useTranslation();
	const { lang } = useCatalogLocale();
	const { data, loading } = useResource(`/reviews?lang=${lang}`, decodeNewestReviews);
	return /* @__PURE__ */ jsxs("div", {
		className: "container blog-post",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${t("reviews.pageTitle")} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: t("reviews.pageTitle")
			}),
			data?.length === 0 && /* @__PURE__ */ jsx("p", { children: t("reviews.none") }),
			/* @__PURE__ */ jsx("ol", {
				className: "product-reviews__list",
				"aria-busy": loading,
				children: data?.map((review) => /* @__PURE__ */ jsxs("li", {
					className: "blog-comment",
					children: [
						/* @__PURE__ */ jsx("h2", {
							className: "product-reviews__product",
							children: /* @__PURE__ */ jsx(Link, {
								to: `/product/${review.productId}`,
								children: review.productTitle
							})
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "blog-teaser__meta",
							children: [
								/* @__PURE__ */ jsx(Stars, { rating: review.rating }),
								" ",
								/* @__PURE__ */ jsx("strong", { children: review.authorName }),
								" ·",
								" ",
								/* @__PURE__ */ jsx(PostDate, { at: review.createdAt })
							]
						}),
						review.body && /* @__PURE__ */ jsx("p", {
							className: "blog-comment__body",
							dir: "auto",
							children: review.body
						})
					]
				}, review.id))
			})
		]
	});
}
export { ReviewPage };
