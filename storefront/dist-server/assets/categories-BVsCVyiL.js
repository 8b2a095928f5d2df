// src/catalog/categories.ts
/**
* The product categories the shop sells, in showcase order; each names its `/collection/` page.
* The showcase lists them until `GET /api/categories` has answered (or if it fails).
*/
var categories = [
	"sweets",
	"teas",
	"snacks",
	"beverages",
	"gums"
];
function isCategory(value) {
	return categories.includes(value);
}
export { isCategory as n, categories as t };
