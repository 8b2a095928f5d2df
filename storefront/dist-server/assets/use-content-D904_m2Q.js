import { c as text, n as list, o as record, s as requiredNumber } from "./decode-Cq8skW8-.js";
import { i as useResource } from "./use-resource-eiGXM7FF.js";
import { d as isCurrencyCode } from "./preference-storage-B-zlVlpp.js";
import { t as useCatalogLocale } from "./use-catalog-locale-CbEJ6cqZ.js";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/pages-content/ContentState.tsx
/** What a content section shows while it loads, when it failed, or when it has nothing. */
function ContentState({ loading, error, empty, emptyText }) {
	const { t } = useTranslation();
	if (error) return /* @__PURE__ */ jsx("p", {
		role: "alert",
		children: t("pages.loadFailed")
	});
	if (loading) return /* @__PURE__ */ jsx("div", {
		className: "content-skeleton",
		"aria-hidden": "true"
	});
	return empty ? /* @__PURE__ */ jsx("p", {
		className: "content-empty",
		children: emptyText
	}) : null;
}
// src/pages-content/content-api.ts
var withLang = (path, { lang }) => `${path}?lang=${encodeURIComponent(lang)}`;
var contentPaths = {
	faq: (locale) => withLang("/pages/faq", locale),
	team: (locale) => withLang("/pages/team", locale),
	testimonials: (locale) => withLang("/pages/testimonials", locale),
	looks: (locale) => `${withLang("/pages/looks", locale)}&currency=${encodeURIComponent(locale.currency)}`,
	sitemap: (locale, page) => `${withLang("/pages/sitemap", locale)}&page=${page}`
};
function decodeFaq(raw) {
	return list(record(raw, "faq").topics).map((topic) => {
		const fields = record(topic, "topic");
		return {
			topic: text(fields, "topic"),
			entries: list(fields.entries).map((entry) => {
				const each = record(entry, "entry");
				return {
					id: text(each, "id"),
					question: text(each, "question"),
					answer: text(each, "answer")
				};
			})
		};
	});
}
function decodeTeam(raw) {
	return list(record(raw, "team").members).map((member) => {
		const fields = record(member, "member");
		return {
			id: text(fields, "id"),
			name: text(fields, "name"),
			role: text(fields, "role"),
			bio: text(fields, "bio"),
			photo: typeof fields.photo === "string" ? fields.photo : null
		};
	});
}
function decodeTestimonials(raw) {
	return list(record(raw, "testimonials").testimonials).map((testimonial) => {
		const fields = record(testimonial, "testimonial");
		const product = record(fields.product, "product");
		return {
			id: text(fields, "id"),
			rating: requiredNumber(fields, "rating"),
			body: text(fields, "body"),
			authorName: text(fields, "authorName"),
			product: {
				id: requiredNumber(product, "id"),
				title: text(product, "title")
			}
		};
	});
}
function decodeLooks(raw, askedCurrency) {
	return list(record(raw, "looks").looks).map((look) => {
		const fields = record(look, "look");
		return {
			id: text(fields, "id"),
			title: text(fields, "title"),
			description: text(fields, "description"),
			image: text(fields, "image"),
			hotspots: list(fields.hotspots).map((hotspot) => {
				const point = record(hotspot, "hotspot");
				const product = record(point.product, "product");
				return {
					x: requiredNumber(point, "x"),
					y: requiredNumber(point, "y"),
					product: {
						id: requiredNumber(product, "id"),
						title: text(product, "title"),
						price: requiredNumber(product, "price"),
						charged: requiredNumber(product, "charged"),
						currency: isCurrencyCode(product.currency) ? product.currency : askedCurrency,
						image: typeof product.image === "string" ? product.image : null
					}
				};
			})
		};
	});
}
function decodeSitemap(raw) {
	const fields = record(raw, "sitemap");
	const pair = (value, key) => {
		const each = record(value, "link");
		return {
			[key]: text(each, key),
			title: text(each, "title")
		};
	};
	return {
		categories: list(fields.categories).map((each) => pair(each, "slug")),
		products: list(fields.products).map((group) => {
			const each = record(group, "group");
			return {
				category: text(each, "category"),
				title: text(each, "title"),
				items: list(each.items).map((item) => {
					const product = record(item, "product");
					return {
						id: requiredNumber(product, "id"),
						title: text(product, "title")
					};
				})
			};
		}),
		page: requiredNumber(fields, "page"),
		pages: requiredNumber(fields, "pages"),
		posts: list(fields.posts).map((each) => pair(each, "slug"))
	};
}
// src/pages-content/use-content.ts
function useFaq() {
	return useResource(contentPaths.faq(useCatalogLocale()), decodeFaq);
}
function useTeam() {
	return useResource(contentPaths.team(useCatalogLocale()), decodeTeam);
}
function useTestimonials() {
	return useResource(contentPaths.testimonials(useCatalogLocale()), decodeTestimonials);
}
function useLooks() {
	const locale = useCatalogLocale();
	const decode = useCallback((raw) => decodeLooks(raw, locale.currency), [locale.currency]);
	return useResource(contentPaths.looks(locale), decode);
}
function useSitemap(page) {
	return useResource(contentPaths.sitemap(useCatalogLocale(), page), decodeSitemap);
}
export { useTestimonials as a, useTeam as i, useLooks as n, ContentState as o, useSitemap as r, useFaq as t };
