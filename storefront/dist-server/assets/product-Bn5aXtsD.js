// src/catalog/product.ts
/** The colour swatches of the filter sidebar. */
var colors = [
	"white",
	"grey",
	"red",
	"purple",
	"blue",
	"yellow",
	"green"
];
function isColor(value) {
	return colors.includes(value);
}
export { isColor as n, colors as t };
