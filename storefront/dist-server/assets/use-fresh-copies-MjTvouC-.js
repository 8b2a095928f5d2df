import { t as fetchShared } from "./use-resource-eiGXM7FF.js";
import { t as useCatalogLocale } from "./use-catalog-locale-CbEJ6cqZ.js";
import { c as productPath, r as decodeProduct } from "./product.decode-D_3RNbdC.js";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/saved-lists/EmptyList.tsx
function EmptyList({ message }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "empty-state",
		children: [/* @__PURE__ */ jsx("p", { children: message }), /* @__PURE__ */ jsx(Link, {
			className: "button",
			to: "/collection/all",
			children: t("saved.continueShopping")
		})]
	});
}
// src/saved-lists/use-fresh-copies.ts
/**
* The saved copies, each replaced by the catalogue's current one (today's price and stock, in
* the shopper's language and currency) once it has loaded. A product the catalogue no longer
* has keeps its saved copy, so the shopper can still see and remove it.
*/
function useFreshCopies(saved) {
	const { lang, currency } = useCatalogLocale();
	const [fresh, setFresh] = useState(/* @__PURE__ */ new Map());
	const ids = saved.map(({ id }) => id).join(",");
	useEffect(() => {
		let current = true;
		const wanted = ids === "" ? [] : ids.split(",").map(Number);
		Promise.all(wanted.map((id) => fetchShared(productPath(id, {
			lang,
			currency
		})).then((raw) => decodeProduct(raw, currency), () => void 0))).then((products) => {
			if (!current) return;
			const loaded = products.filter((product) => product !== void 0);
			setFresh(new Map(loaded.map((product) => [product.id, product])));
		});
		return () => {
			current = false;
		};
	}, [
		ids,
		lang,
		currency
	]);
	return saved.map((product) => fresh.get(product.id) ?? product);
}
export { EmptyList as n, useFreshCopies as t };
