import { t as Icon } from "./Icon-C9C-l1fH.js";
import { jsx } from "react/jsx-runtime";
// src/icons/CloseIcon.tsx
function CloseIcon({ className }) {
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: /* @__PURE__ */ jsx("path", { d: "M6 6l12 12M18 6 6 18" })
	});
}
export { CloseIcon as t };
