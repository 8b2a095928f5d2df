// src/product/product-layout.ts
/**
* The spec's product page layouts, each a `?layout=` of the one product page. The default shows
* the thumbnails under the image, without a sidebar.
*/
var productLayouts = [
	"thumbs-bottom",
	"thumbs-left",
	"thumbs-right",
	"thumbs-top",
	"image-right",
	"four-image",
	"left-sidebar",
	"right-sidebar",
	"bundle"
];
var defaultProductLayout = "thumbs-bottom";
/** The layout a URL asks for; anything else is the default. */
function parseProductLayout(value) {
	return productLayouts.includes(value) ? value : defaultProductLayout;
}
/** Where the page's sidebar goes, if it has one. */
function productSidebar(layout) {
	if (layout === "left-sidebar") return "start";
	if (layout === "right-sidebar") return "end";
}
export { productLayouts as n, productSidebar as r, parseProductLayout as t };
