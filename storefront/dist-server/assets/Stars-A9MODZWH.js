import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/reviews/Stars.tsx
/** `rating` (0–5, halves and tenths rounded to the nearest half) as five stars, read out as text. */
function Stars({ rating, count }) {
	const { t } = useTranslation();
	const filled = Math.round(rating * 2) / 2;
	return /* @__PURE__ */ jsxs("span", {
		className: "stars",
		role: "img",
		"aria-label": t("reviews.starsLabel", { rating }),
		children: [[
			1,
			2,
			3,
			4,
			5
		].map((star) => /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: filled >= star ? "stars__on" : filled >= star - .5 ? "stars__half" : "stars__off",
			children: "★"
		}, star)), count !== void 0 && /* @__PURE__ */ jsxs("span", {
			className: "stars__count",
			children: [
				" (",
				count,
				")"
			]
		})]
	});
}
export { Stars as t };
