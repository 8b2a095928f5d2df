import { t as Icon } from "./Icon-C9C-l1fH.js";
import { useId, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/Tabs.tsx
/**
* WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and show them.
* Only the selected panel is rendered, so a tab's data loads when it is opened.
*/
function Tabs({ label, items, selected, onSelect, children }) {
	const id = useId();
	const tabs = useRef(/* @__PURE__ */ new Map());
	function onKeyDown(event) {
		const index = items.findIndex(({ key }) => key === selected);
		const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
		const forward = rtl ? "ArrowLeft" : "ArrowRight";
		const backward = rtl ? "ArrowRight" : "ArrowLeft";
		const target = {
			[forward]: (index + 1) % items.length,
			[backward]: (index - 1 + items.length) % items.length,
			Home: 0,
			End: items.length - 1
		}[event.key];
		const next = target === void 0 ? void 0 : items[target];
		if (!next) return;
		event.preventDefault();
		onSelect(next.key);
		tabs.current.get(next.key)?.focus();
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "tabs",
		children: [/* @__PURE__ */ jsx("div", {
			className: "tabs__list",
			role: "tablist",
			"aria-label": label,
			onKeyDown,
			children: items.map(({ key, label: tabLabel }) => /* @__PURE__ */ jsx("button", {
				ref: (element) => {
					if (element) tabs.current.set(key, element);
					else tabs.current.delete(key);
				},
				type: "button",
				role: "tab",
				id: `${id}-${key}-tab`,
				"aria-selected": key === selected,
				"aria-controls": `${id}-panel`,
				tabIndex: key === selected ? 0 : -1,
				className: "tabs__tab",
				onClick: () => onSelect(key),
				children: tabLabel
			}, key))
		}), /* @__PURE__ */ jsx("div", {
			className: "tabs__panel",
			role: "tabpanel",
			id: `${id}-panel`,
			"aria-labelledby": `${id}-${selected}-tab`,
			children
		})]
	});
}
// src/icons/PlayIcon.tsx
function PlayIcon({ className }) {
	return /* @__PURE__ */ jsx(Icon, {
		className,
		children: /* @__PURE__ */ jsx("path", { d: "M7 5v14l12-7Z" })
	});
}
export { Tabs as n, PlayIcon as t };
