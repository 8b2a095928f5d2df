import { jsx } from "react/jsx-runtime";
// src/ui/FormAlert.tsx
/** A form's outcome: an error is an alert (read out at once), anything else a status. */
function FormAlert({ kind, children }) {
	return /* @__PURE__ */ jsx("div", {
		className: `form-alert form-alert--${kind}`,
		role: kind === "error" ? "alert" : "status",
		children
	});
}
export { FormAlert as t };
