// src/money/product-price.ts
/** What one unit costs: the picked variant's own price where it has one, the product's otherwise. */
function unitPriceOf(product, variant) {
	return {
		charged: variant?.charged ?? product.charged,
		price: variant?.price ?? product.price
	};
}
/**
* The cheapest variant's price when the variants are priced apart (a product box shows "from"
* it), or undefined when every variant costs the same.
*
* @example lowestOfRange({ chargedMin: 1.99, chargedMax: 19.99 }) // 1.99
*/
function lowestOfRange(product) {
	const { chargedMin, chargedMax } = product;
	return chargedMin !== void 0 && chargedMax !== void 0 && chargedMin < chargedMax ? chargedMin : void 0;
}
/** A line's title with the variant the shopper picked: "Matcha Kit Kat (12 pack · green)". */
function titleWithVariant(title, variantName) {
	return variantName ? `${title} (${variantName})` : title;
}
/** A product and its chosen variant once their sale is over: each at its list price. */
function withoutSale(product, variant) {
	return {
		product: {
			...product,
			charged: product.price
		},
		variant: variant && {
			...variant,
			charged: variant.price ?? product.price
		}
	};
}
export { withoutSale as i, titleWithVariant as n, unitPriceOf as r, lowestOfRange as t };
