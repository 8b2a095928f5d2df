import { a as optionalText, c as text, i as optionalNumber, l as texts, n as list, o as record, r as numbers, s as requiredNumber, t as isRecord } from "./decode-Cq8skW8-.js";
import { d as isCurrencyCode } from "./preference-storage-B-zlVlpp.js";
import { t as queryString } from "./query-string-CwfdRIer.js";
// src/catalog/catalog-paths.ts
/** `GET /products` for a collection page, a home page tab or grid. */
function productsPath({ cid, query, collection, pageSize }, { lang, currency }) {
	return `/products${queryString({
		cid: cid === "all" ? void 0 : cid,
		brand: query?.brands,
		color: query?.colors,
		size: query?.sizes,
		tags: query?.tags,
		minPrice: query?.minPrice,
		maxPrice: query?.maxPrice,
		collection,
		sort: query?.sort,
		page: query && query.page > 1 ? query.page : void 0,
		pageSize: query?.pageSize ?? pageSize,
		lang,
		currency
	})}`;
}
function productPath(id, { lang, currency }) {
	return `/products/${id}${queryString({
		lang,
		currency
	})}`;
}
function searchPath(keyword, page, { lang, currency }) {
	return `/search${queryString({
		keyword,
		page: page > 1 ? page : void 0,
		lang,
		currency
	})}`;
}
function categoriesPath({ lang, currency }) {
	return `/categories${queryString({
		lang,
		currency
	})}`;
}
function filtersPath(cid, { lang, currency }) {
	return `/filters${queryString({
		cid: cid === "all" ? void 0 : cid,
		lang,
		currency
	})}`;
}
// src/catalog/product.decode.ts
function decodeVariant(raw, productId) {
	if (!isRecord(raw) || typeof raw.variant_id !== "number") return void 0;
	return {
		variant_id: raw.variant_id,
		id: optionalNumber(raw, "id") ?? productId,
		sku: text(raw, "sku"),
		size: optionalText(raw, "size"),
		color: optionalText(raw, "color"),
		image_id: optionalNumber(raw, "image_id") ?? -1,
		price: optionalNumber(raw, "price"),
		charged: optionalNumber(raw, "charged")
	};
}
function decodeImage(raw, productId) {
	if (!isRecord(raw) || typeof raw.src !== "string" || raw.src === "") return void 0;
	return {
		image_id: optionalNumber(raw, "image_id") ?? -1,
		id: optionalNumber(raw, "id") ?? productId,
		alt: text(raw, "alt"),
		src: raw.src,
		variant_id: numbers(raw.variant_id)
	};
}
function weight(fields) {
	const grams = optionalNumber(fields, "weight") ?? optionalNumber(fields, "weightGrams");
	return grams !== void 0 && grams > 0 ? grams : void 0;
}
/**
* A product from the API. A product without a currency is priced in the currency that was
* asked for.
*/
function decodeProduct(raw, askedCurrency) {
	const fields = record(raw, "product");
	const id = requiredNumber(fields, "id");
	const price = requiredNumber(fields, "price");
	const defined = (item) => item !== void 0;
	return {
		id,
		title: text(fields, "title", `#${id}`),
		description: text(fields, "description"),
		type: text(fields, "type"),
		category: text(fields, "category"),
		categoryTitle: optionalText(fields, "categoryTitle"),
		brand: text(fields, "brand"),
		collection: texts(fields.collection),
		tags: texts(fields.tags),
		price,
		charged: optionalNumber(fields, "charged") ?? price,
		chargedMin: optionalNumber(fields, "chargedMin"),
		chargedMax: optionalNumber(fields, "chargedMax"),
		currency: isCurrencyCode(fields.currency) ? fields.currency : askedCurrency,
		sale: fields.sale === true,
		saleEndsAt: optionalText(fields, "saleEndsAt"),
		discount: text(fields, "discount", "0"),
		stock: Math.max(0, optionalNumber(fields, "stock") ?? 0),
		new: fields.new === true,
		weight: weight(fields),
		variants: list(fields.variants).map((variant) => decodeVariant(variant, id)).filter(defined),
		images: list(fields.images).map((image) => decodeImage(image, id)).filter(defined)
	};
}
function decodeProductDetail(raw, askedCurrency) {
	const fields = record(raw, "product");
	const video = optionalText(fields, "video");
	return {
		...decodeProduct(fields, askedCurrency),
		related: list(fields.related).map((item) => decodeProduct(item, askedCurrency)),
		...video && /^(https:\/\/|\/(?!\/))/.test(video) ? { video } : {}
	};
}
function decodeProductPage(raw, askedCurrency) {
	const fields = record(raw, "product list");
	const items = list(fields.items).map((item) => decodeProduct(item, askedCurrency));
	const pageSize = optionalNumber(fields, "pageSize") ?? Math.max(items.length, 1);
	const total = optionalNumber(fields, "total") ?? items.length;
	return {
		items,
		total,
		page: optionalNumber(fields, "page") ?? 1,
		pageSize,
		pages: optionalNumber(fields, "pages") ?? Math.ceil(total / pageSize)
	};
}
function decodeCategories(raw) {
	return list(raw).map((item) => {
		const fields = record(item, "category");
		const cid = text(fields, "cid");
		return {
			cid,
			title: text(fields, "title", cid),
			type: text(fields, "type", cid),
			badgeValue: optionalNumber(fields, "badgeValue") ?? 0
		};
	});
}
function decodeOptions(raw) {
	return list(raw).flatMap((item) => {
		if (typeof item === "string") return [{
			value: item,
			count: 0
		}];
		if (!isRecord(item)) return [];
		const value = text(item, "value");
		return value === "" ? [] : [{
			value,
			count: optionalNumber(item, "count") ?? 0
		}];
	});
}
function decodeFilterChoices(raw) {
	const fields = record(raw, "filters");
	const price = isRecord(fields.price) ? fields.price : {};
	return {
		brands: decodeOptions(fields.brands),
		colors: decodeOptions(fields.colors),
		sizes: decodeOptions(fields.sizes),
		tags: decodeOptions(fields.tags),
		price: {
			min: optionalNumber(price, "min") ?? 0,
			max: optionalNumber(price, "max") ?? 0
		}
	};
}
export { decodeProductPage as a, productPath as c, decodeProductDetail as i, productsPath as l, decodeFilterChoices as n, categoriesPath as o, decodeProduct as r, filtersPath as s, decodeCategories as t, searchPath as u };
