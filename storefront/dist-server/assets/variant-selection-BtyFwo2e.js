// src/product/variant-selection.ts
function distinct(values) {
	return [...new Set(values.filter((value) => Boolean(value)))];
}
function sizesOf(product) {
	return distinct(product.variants.map(({ size }) => size));
}
function colorsOf(product) {
	return distinct(product.variants.map(({ color }) => color));
}
/**
* The variant after the shopper picks a size or colour: the one with the new value that keeps
* the other choice, or else the first with the new value (that combination does not exist).
*/
function chooseVariant(variants, current, choice) {
	const matching = "size" in choice ? variants.filter(({ size }) => size === choice.size) : variants.filter(({ color }) => color === choice.color);
	return matching.find((variant) => "size" in choice ? variant.color === current?.color : variant.size === current?.size) ?? matching[0] ?? current;
}
/**
* The image to show for a variant. The sample data is inconsistent, so an image may name the
* variant, or the variant the image; failing both, the slider stays where it is.
*/
function imageIndexFor(images, variant) {
	if (!variant) return void 0;
	const byVariant = images.findIndex(({ image_id }) => image_id === variant.image_id);
	if (byVariant >= 0) return byVariant;
	const byImage = images.findIndex(({ variant_id }) => variant_id.includes(variant.variant_id));
	return byImage >= 0 ? byImage : void 0;
}
/** How a line names its variant, as the server's orders do: "12 pack · green". */
function variantLabel(variant) {
	return [variant.size, variant.color].filter(Boolean).join(" · ");
}
export { variantLabel as a, sizesOf as i, colorsOf as n, imageIndexFor as r, chooseVariant as t };
