import { t as Icon } from "./Icon-C9C-l1fH.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/icons/CompareIcon.tsx
function CompareIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [
			/* @__PURE__ */ jsx("path", { d: "M7 4 3 8l4 4" }),
			/* @__PURE__ */ jsx("path", { d: "M3 8h13" }),
			/* @__PURE__ */ jsx("path", { d: "m17 12 4 4-4 4" }),
			/* @__PURE__ */ jsx("path", { d: "M21 16H8" })
		]
	});
}
// src/icons/HeartIcon.tsx
function HeartIcon({ className }) {
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: /* @__PURE__ */ jsx("path", { d: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" })
	});
}
// src/icons/SearchIcon.tsx
function SearchIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "11",
			cy: "11",
			r: "7"
		}), /* @__PURE__ */ jsx("path", { d: "m20 20-4-4" })]
	});
}
export { HeartIcon as n, CompareIcon as r, SearchIcon as t };
