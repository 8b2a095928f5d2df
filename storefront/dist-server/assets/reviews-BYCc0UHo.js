import { c as text, g as shopApi, n as list, o as record, s as requiredNumber, t as isRecord } from "./decode-Cq8skW8-.js";
// src/reviews/reviews.ts
function decodeReview(raw) {
	const fields = record(raw, "review");
	return {
		id: text(fields, "id"),
		productId: requiredNumber(fields, "productId"),
		authorName: text(fields, "authorName"),
		rating: requiredNumber(fields, "rating"),
		body: text(fields, "body"),
		createdAt: text(fields, "createdAt"),
		...typeof fields.productTitle === "string" && { productTitle: fields.productTitle }
	};
}
function decodeProductReviews(raw) {
	const fields = record(raw, "reviews");
	return {
		average: requiredNumber(fields, "average"),
		count: requiredNumber(fields, "count"),
		reviews: list(fields.reviews).map(decodeReview)
	};
}
function decodeNewestReviews(raw) {
	return isRecord(raw) ? list(raw.reviews).map(decodeReview) : [];
}
/** The rating summaries of `ids` from `{ ratings: { [id]: { average, count } } }`. */
function decodeSummaries(raw, ids) {
	const ratings = isRecord(raw) && isRecord(raw.ratings) ? raw.ratings : {};
	return new Map(ids.map((id) => {
		const entry = ratings[String(id)];
		return [id, isRecord(entry) ? {
			average: requiredNumber(entry, "average"),
			count: requiredNumber(entry, "count")
		} : {
			average: 0,
			count: 0
		}];
	}));
}
var summaries = /* @__PURE__ */ new Map();
var batch = null;
/**
* A product's rating for its box: the boxes rendered together share one
* `GET /api/reviews/summary?ids=` request; each answer is kept for the visit.
*/
function ratingOf(productId) {
	const known = summaries.get(productId);
	if (known) return known;
	const promise = new Promise((resolve) => {
		if (!batch) {
			const current = /* @__PURE__ */ new Map();
			batch = current;
			setTimeout(() => {
				batch = null;
				const ids = [...current.keys()];
				shopApi.request(`/reviews/summary?ids=${ids.join(",")}`).then((raw) => decodeSummaries(raw, ids)).catch(() => /* @__PURE__ */ new Map()).then((found) => {
					for (const [id, settle] of current) {
						settle(found.get(id) ?? {
							average: 0,
							count: 0
						});
						if (!found.has(id)) summaries.delete(id);
					}
				});
			}, 0);
		}
		batch.set(productId, resolve);
	});
	summaries.set(productId, promise);
	return promise;
}
export { ratingOf as i, decodeProductReviews as n, decodeReview as r, decodeNewestReviews as t };
