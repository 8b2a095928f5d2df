import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/account/SubmitButton.tsx
/** A form's submit button, and a status line for screen readers while the form is at work. */
function SubmitButton({ busy, busyText, wide = true, children }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "submit",
		className: wide ? "button button--wide" : "button",
		disabled: busy,
		children
	}), busy && /* @__PURE__ */ jsx("p", {
		className: "visually-hidden",
		role: "status",
		children: busyText
	})] });
}
export { SubmitButton as t };
