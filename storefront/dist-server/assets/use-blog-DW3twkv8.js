import { i as useResource } from "./use-resource-eiGXM7FF.js";
import { t as useCatalogLocale } from "./use-catalog-locale-CbEJ6cqZ.js";
import { c as text, l as texts, n as list, o as record, s as requiredNumber, t as isRecord } from "./decode-Cq8skW8-.js";
// src/blog/blog.ts
function decodeSummary(raw) {
	const fields = record(raw, "post");
	return {
		slug: text(fields, "slug"),
		title: text(fields, "title"),
		description: text(fields, "description"),
		author: text(fields, "author"),
		type: text(fields, "type"),
		tags: texts(fields.tags),
		images: texts(fields.images),
		publishedAt: text(fields, "publishedAt"),
		commentCount: requiredNumber(fields, "commentCount")
	};
}
function decodeBlogList(raw) {
	const fields = record(raw, "blog");
	return {
		posts: list(fields.posts).map(decodeSummary),
		tags: texts(fields.tags)
	};
}
function decodePost(raw) {
	return {
		...decodeSummary(raw),
		html: text(record(raw, "post"), "html")
	};
}
function decodeComment(raw) {
	const fields = record(raw, "comment");
	return {
		id: text(fields, "id"),
		authorName: text(fields, "authorName"),
		body: text(fields, "body"),
		createdAt: text(fields, "createdAt")
	};
}
function decodeComments(raw) {
	return isRecord(raw) ? list(raw.comments).map(decodeComment) : [];
}
/** `/blog?lang=ja&tag=teas&limit=3`, under `/api`. */
function blogPath(lang, { tag, limit } = {}) {
	const query = new URLSearchParams({ lang });
	if (tag) query.set("tag", tag);
	if (limit) query.set("limit", String(limit));
	return `/blog?${query}`;
}
function postPath(slug, lang) {
	return `/blog/${encodeURIComponent(slug)}?${new URLSearchParams({ lang })}`;
}
function commentsPath(slug) {
	return `/blog/${encodeURIComponent(slug)}/comments`;
}
var categoryTags = [
	"sweets",
	"snacks",
	"teas",
	"beverages",
	"seasonings",
	"breakfast"
];
/** The category drawing a post without a picture shows: its first tag that names one. */
function postArt(post) {
	return post.tags.find((tag) => categoryTags.includes(tag)) ?? "snacks";
}
// src/blog/use-blog.ts
function useBlogList(options = {}) {
	return useResource(blogPath(useCatalogLocale().lang, options), decodeBlogList);
}
function usePost(slug) {
	const { lang } = useCatalogLocale();
	return useResource(slug ? postPath(slug, lang) : null, decodePost);
}
export { decodeComments as a, decodeComment as i, usePost as n, postArt as o, commentsPath as r, useBlogList as t };
