import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/TextField.tsx
/**
* A labelled input with its hint and error tied to it (`aria-describedby`), so a screen reader
* reads them with the field and `aria-invalid` marks it.
*/
function TextField({ label, value, onChange, type = "text", name, error, hint, optionalLabel, autoComplete, inputMode, lang, maxLength = 200, inputRef }) {
	const id = useId();
	const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
	return /* @__PURE__ */ jsxs("div", {
		className: `field${error ? " field--invalid" : ""}`,
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: id,
				children: [label, optionalLabel && /* @__PURE__ */ jsxs("span", {
					className: "field__optional",
					children: [
						" (",
						optionalLabel,
						")"
					]
				})]
			}),
			/* @__PURE__ */ jsx("input", {
				ref: inputRef,
				id,
				name,
				type,
				value,
				onChange: (event) => onChange(event.target.value),
				required: !optionalLabel,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy || void 0,
				autoComplete,
				inputMode,
				lang,
				maxLength,
				dir: "auto"
			}),
			hint && /* @__PURE__ */ jsx("p", {
				id: `${id}-hint`,
				className: "field__hint",
				children: hint
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				className: "field-error",
				children: error
			})
		]
	});
}
export { TextField as t };
