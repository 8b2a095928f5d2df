import { t as Stars } from "./Stars-A9MODZWH.js";
import { a as useTestimonials, i as useTeam, o as ContentState } from "./use-content-D904_m2Q.js";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages-content/AboutUsPage.tsx
function initials(name) {
	return name.split(/\s+/).map((part) => part.charAt(0)).join("").slice(0, 2);
}
/** `/page/about-us`: who we are, the team staff keep, and the best recent reviews. */
function AboutUsPage() {
	const { t } = useTranslation();
	const team = useTeam();
	const testimonials = useTestimonials();
	const title = t("pages.about.title");
	return /* @__PURE__ */ jsxs("div", {
		className: "container content-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: t("pages.about.description")
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "content-page__intro",
				children: t("pages.about.intro")
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "about-team",
				"aria-busy": team.loading,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "about-team",
						children: t("pages.about.teamTitle")
					}),
					/* @__PURE__ */ jsx(ContentState, {
						loading: team.loading && !team.data,
						error: team.error,
						empty: team.data?.length === 0,
						emptyText: t("pages.about.teamEmpty")
					}),
					/* @__PURE__ */ jsx("ul", {
						className: "team-grid",
						children: team.data?.map((member) => /* @__PURE__ */ jsxs("li", {
							className: "team-card",
							children: [
								member.photo ? /* @__PURE__ */ jsx("img", {
									className: "team-card__photo",
									src: member.photo,
									alt: "",
									width: 96,
									height: 96
								}) : /* @__PURE__ */ jsx("span", {
									className: "team-card__photo team-card__initials",
									"aria-hidden": "true",
									children: initials(member.name)
								}),
								/* @__PURE__ */ jsx("h3", { children: member.name }),
								/* @__PURE__ */ jsx("p", {
									className: "team-card__role",
									children: member.role
								}),
								/* @__PURE__ */ jsx("p", { children: member.bio })
							]
						}, member.id))
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "about-testimonials",
				"aria-busy": testimonials.loading,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "about-testimonials",
						children: t("pages.about.testimonialsTitle")
					}),
					/* @__PURE__ */ jsx(ContentState, {
						loading: testimonials.loading && !testimonials.data,
						error: testimonials.error,
						empty: testimonials.data?.length === 0,
						emptyText: t("pages.about.testimonialsEmpty")
					}),
					/* @__PURE__ */ jsx("ul", {
						className: "testimonials",
						children: testimonials.data?.map((testimonial) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("figure", {
							className: "testimonial",
							children: [
								/* @__PURE__ */ jsx(Stars, { rating: testimonial.rating }),
								/* @__PURE__ */ jsx("blockquote", { children: /* @__PURE__ */ jsx("p", { children: testimonial.body }) }),
								/* @__PURE__ */ jsxs("figcaption", { children: [
									"— ",
									testimonial.authorName,
									",",
									" ",
									/* @__PURE__ */ jsx(Link, {
										to: `/product/${testimonial.product.id}`,
										children: t("pages.about.about", { product: testimonial.product.title })
									})
								] })
							]
						}) }, testimonial.id))
					})
				]
			})
		]
	});
}
export { AboutUsPage };
