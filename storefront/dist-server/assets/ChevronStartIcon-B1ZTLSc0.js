import { t as Icon } from "./Icon-C9C-l1fH.js";
import { jsx } from "react/jsx-runtime";
// src/icons/ChevronEndIcon.tsx
function ChevronEndIcon({ className }) {
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: /* @__PURE__ */ jsx("path", { d: "m9 6 6 6-6 6" })
	});
}
// src/icons/ChevronStartIcon.tsx
function ChevronStartIcon({ className }) {
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: /* @__PURE__ */ jsx("path", { d: "m15 6-6 6 6 6" })
	});
}
export { ChevronEndIcon as n, ChevronStartIcon as t };
