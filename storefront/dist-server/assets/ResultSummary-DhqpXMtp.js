import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/collection/ResultSummary.tsx
/** "Showing 13–24 of 57 products", announced when the list changes. */
function ResultSummary({ page }) {
	const { t } = useTranslation();
	const from = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
	const to = Math.min(page.total, from + page.items.length - 1);
	return /* @__PURE__ */ jsx("p", {
		className: "result-summary",
		role: "status",
		children: page.items.length === 0 ? t("catalog.total", { count: page.total }) : t("catalog.showing", {
			from,
			to,
			total: page.total,
			count: page.total
		})
	});
}
export { ResultSummary as t };
