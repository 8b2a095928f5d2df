import { _ as ApiError } from "./decode-Cq8skW8-.js";
import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/checkout/idempotency-keys.ts
function createIdempotencyKeys(newKey = () => globalThis.crypto.randomUUID()) {
	let pending;
	return {
		keyFor(order) {
			if (pending?.order !== order) pending = {
				order,
				key: newKey()
			};
			return pending.key;
		},
		answered() {
			pending = void 0;
		}
	};
}
/**
* Whether a failed attempt reached a decision on the server. A network failure or a gateway's
* 502/503/504 leaves it unknown, so the retry must carry the same key; a 502 in the API's own
* words (`payment_unavailable`) is the server's answer.
*/
function reachedServer(error) {
	return error instanceof ApiError && (![
		502,
		503,
		504
	].includes(error.status) || error.code !== "http_error");
}
// src/ui/SelectField.tsx
/** A labelled select with its error tied to it, like {@link TextField}. */
function SelectField({ label, value, onChange, options, name, error, autoComplete, disabled, selectRef }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: `field${error ? " field--invalid" : ""}`,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				children: label
			}),
			/* @__PURE__ */ jsx("select", {
				ref: selectRef,
				id,
				name,
				value,
				onChange: (event) => onChange(event.target.value),
				required: true,
				disabled,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? `${id}-error` : void 0,
				autoComplete,
				dir: "auto",
				children: options.map((option) => /* @__PURE__ */ jsx("option", {
					value: option.value,
					children: option.text
				}, option.value))
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				className: "field-error",
				children: error
			})
		]
	});
}
export { createIdempotencyKeys as n, reachedServer as r, SelectField as t };
