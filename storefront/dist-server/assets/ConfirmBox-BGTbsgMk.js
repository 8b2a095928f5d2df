import { useEffect, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/ConfirmBox.tsx
/**
* A question and two answers in place of the button that asked it. Focus moves to the safe
* answer, since the button the keyboard was on has just gone.
*/
function ConfirmBox({ question, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }) {
	const cancel = useRef(null);
	useEffect(() => {
		cancel.current?.focus();
	}, []);
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "confirm-box",
		children: [/* @__PURE__ */ jsx("legend", { children: question }), /* @__PURE__ */ jsxs("div", {
			className: "confirm-box__actions",
			children: [/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button button--danger",
				disabled: busy,
				onClick: onConfirm,
				children: confirmLabel
			}), /* @__PURE__ */ jsx("button", {
				ref: cancel,
				type: "button",
				className: "button button--outline",
				disabled: busy,
				onClick: onCancel,
				children: cancelLabel
			})]
		})]
	});
}
export { ConfirmBox as t };
