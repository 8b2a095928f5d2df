import { t as Icon } from "./Icon-C9C-l1fH.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/icons/BasketIcon.tsx
function BasketIcon({ className }) {
	return /* @__PURE__ */ jsxs(Icon, {
		className,
		children: [
			/* @__PURE__ */ jsx("path", { d: "M3 9h18l-2 11H5L3 9Z" }),
			/* @__PURE__ */ jsx("path", { d: "m8 9 4-6 4 6" }),
			/* @__PURE__ */ jsx("path", { d: "M9 13v4M12 13v4M15 13v4" })
		]
	});
}
export { BasketIcon as t };
