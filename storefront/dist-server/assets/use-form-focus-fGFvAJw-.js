import { useRef } from "react";
// src/account/use-form-focus.ts
/**
* Refs for a form's fields, and a way to move focus to the first one with a problem, so a
* keyboard or screen-reader user lands on what needs fixing.
*/
function useFieldRefs() {
	const fields = useRef(/* @__PURE__ */ new Map());
	return {
		ref: (key) => (element) => {
			if (element) fields.current.set(key, element);
			else fields.current.delete(key);
		},
		focusFirst(order, problems) {
			const first = order.find((key) => problems[key] !== void 0);
			if (first !== void 0) fields.current.get(first)?.focus();
		}
	};
}
export { useFieldRefs as t };
