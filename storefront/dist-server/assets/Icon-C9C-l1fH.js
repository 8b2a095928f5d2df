import { jsx } from "react/jsx-runtime";
// src/icons/Icon.tsx
/**
* A 24×24 line drawing in the current text colour. Icons here sit beside text that already
* says what they mean, so screen readers skip them.
*/
function Icon({ children, className }) {
	return /* @__PURE__ */ jsx("svg", {
		className,
		viewBox: "0 0 24 24",
		width: "24",
		height: "24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "1.75",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children
	});
}
export { Icon as t };
