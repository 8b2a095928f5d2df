import { t as Icon } from "./Icon-C9C-l1fH.js";
import { jsx } from "react/jsx-runtime";
// src/icons/CheckIcon.tsx
function CheckIcon({ className }) {
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: /* @__PURE__ */ jsx("path", { d: "m5 12 5 5 9-10" })
	});
}
export { CheckIcon as t };
