import { D as defaultSettings, E as cartSides, K as collectionLayouts, O as isHexColor, T as useSettings, b as Modal, k as settingsFile, w as updateSettings, y as Drawer } from "../entry-server.js";
import { n as productLayouts } from "./product-layout-Dj_mOCRG.js";
import { t as CheckIcon } from "./CheckIcon-CAF6Pmlb.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useMatch } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/ui/Switch.tsx
/** An on/off switch: a button with `role="switch"` whose name is its label. */
function Switch({ label, checked, onChange }) {
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		role: "switch",
		"aria-checked": checked,
		className: "switch",
		onClick: () => onChange(!checked),
		children: [/* @__PURE__ */ jsx("span", {
			className: "switch__label",
			children: label
		}), /* @__PURE__ */ jsx("span", {
			className: "switch__track",
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx("span", { className: "switch__thumb" })
		})]
	});
}
// src/settings/CartSidePicker.tsx
/** Where the cart panel opens: left, right, top or bottom. */
function CartSidePicker() {
	const { t } = useTranslation();
	const { cartSide } = useSettings();
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "cart-side-picker",
		children: [/* @__PURE__ */ jsx("legend", { children: t("cartPanel.side") }), cartSides.map((side) => /* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("input", {
			type: "radio",
			name: "cart-side",
			value: side,
			checked: cartSide === side,
			onChange: () => updateSettings({ cartSide: side })
		}), t(`cartPanel.sides.${side}`)] }, side))]
	});
}
// src/settings/ConfigFileButton.tsx
/** The spec's configuration pop-up: the current settings as the JSON file that would hold them. */
function ConfigFileButton() {
	const { t } = useTranslation();
	const settings = useSettings();
	const [open, setOpen] = useState(false);
	const [copy, setCopy] = useState("idle");
	const file = settingsFile(settings);
	async function copyFile() {
		try {
			await navigator.clipboard.writeText(file);
			setCopy("copied");
		} catch {
			setCopy("failed");
		}
	}
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		className: "button button--outline",
		"aria-haspopup": "dialog",
		onClick: () => {
			setCopy("idle");
			setOpen(true);
		},
		children: t("configFile.open")
	}), /* @__PURE__ */ jsxs(Modal, {
		open,
		onClose: () => setOpen(false),
		title: t("configFile.title"),
		closeLabel: t("modal.close"),
		className: "modal--dialog modal--narrow",
		children: [
			/* @__PURE__ */ jsx("p", { children: t("configFile.description") }),
			/* @__PURE__ */ jsx("textarea", {
				className: "config-file",
				"aria-label": t("configFile.title"),
				readOnly: true,
				rows: 10,
				value: file,
				dir: "ltr"
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "button",
				onClick: copyFile,
				children: t("configFile.copy")
			}),
			/* @__PURE__ */ jsxs("p", {
				role: "status",
				className: "config-file__status",
				children: [copy === "copied" && t("configFile.copied"), copy === "failed" && t("configFile.copyFailed")]
			})
		]
	})] });
}
// src/settings/LayoutLinks.tsx
/** Products the layout links show when the shopper is not on a product page. */
var sampleProductId = "1";
/**
* The spec's layout sections: a link to each collection and product page layout, which are
* routes of the one collection page and the one product page.
*/
function LayoutLinks({ onNavigate }) {
	const { t } = useTranslation();
	const product = useMatch("/product/:id")?.params.id ?? sampleProductId;
	const collection = useMatch("/collection/:cid")?.params.cid ?? "all";
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h3", { children: t("layouts.collectionTitle") }), /* @__PURE__ */ jsxs("ul", {
		className: "layout-links",
		children: [collectionLayouts.map((layout) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: `/collection/${collection}?layout=${layout}`,
			onClick: onNavigate,
			children: t(`layouts.collection.${layout}`)
		}) }, layout)), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: `/collection/${collection}?view=list`,
			onClick: onNavigate,
			children: t("layouts.collection.list-view")
		}) })]
	})] }), /* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h3", { children: t("layouts.productTitle") }), /* @__PURE__ */ jsx("ul", {
		className: "layout-links",
		children: productLayouts.map((layout) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: `/product/${product}?layout=${layout}`,
			onClick: onNavigate,
			children: t(`layouts.product.${layout}`)
		}) }, layout))
	})] })] });
}
// src/settings/ThemeColorPicker.tsx
/** Suggested theme colours; the colour input offers any other. */
var presets = [
	"#ff4c3b",
	"#e4604e",
	"#f39910",
	"#3fdda7",
	"#0f8fac",
	"#5d7227",
	"#866e6c",
	"#cc2121"
];
function ThemeColorPicker({ value, onChange }) {
	const { t } = useTranslation();
	const inputId = useId();
	const presetsId = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: "theme-picker",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "theme-picker__custom",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: inputId,
					children: t("settings.themeColor")
				}), /* @__PURE__ */ jsx("input", {
					id: inputId,
					type: "color",
					value,
					onChange: (event) => {
						if (isHexColor(event.target.value)) onChange(event.target.value.toLowerCase());
					}
				})]
			}),
			/* @__PURE__ */ jsx("p", {
				id: presetsId,
				className: "theme-picker__label",
				children: t("settings.presets")
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "theme-picker__presets",
				"aria-labelledby": presetsId,
				children: presets.map((color) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "theme-picker__preset",
					style: { backgroundColor: color },
					"aria-pressed": value === color,
					"aria-label": t("settings.presetColor", { color }),
					onClick: () => onChange(color),
					children: /* @__PURE__ */ jsx(CheckIcon, {})
				}) }, color))
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "link-button",
				onClick: () => onChange(defaultSettings.themeColor),
				children: t("settings.resetColor")
			})
		]
	});
}
// src/settings/SettingsPanel.tsx
/**
* The side panel (350 px): theme colour, text direction, dark mode and the cart panel's side, all
* remembered; links to the page layouts; the configuration pop-up.
*/
function SettingsPanel({ open, onClose }) {
	const { t } = useTranslation();
	const settings = useSettings();
	return /* @__PURE__ */ jsx(Drawer, {
		open,
		onClose,
		title: t("settings.title"),
		closeLabel: t("settings.close"),
		children: /* @__PURE__ */ jsxs("div", {
			className: "settings-panel",
			children: [
				/* @__PURE__ */ jsxs("section", { children: [/* @__PURE__ */ jsx("h3", { children: t("settings.colors") }), /* @__PURE__ */ jsx(ThemeColorPicker, {
					value: settings.themeColor,
					onChange: (themeColor) => updateSettings({ themeColor })
				})] }),
				/* @__PURE__ */ jsxs("section", { children: [
					/* @__PURE__ */ jsx("h3", { children: t("settings.layout") }),
					/* @__PURE__ */ jsx(Switch, {
						label: t("settings.rtl"),
						checked: settings.direction === "rtl",
						onChange: (rtl) => updateSettings({ direction: rtl ? "rtl" : "ltr" })
					}),
					/* @__PURE__ */ jsx(Switch, {
						label: t("settings.dark"),
						checked: settings.dark,
						onChange: (dark) => updateSettings({ dark })
					}),
					/* @__PURE__ */ jsx(CartSidePicker, {})
				] }),
				/* @__PURE__ */ jsx(LayoutLinks, { onNavigate: onClose }),
				/* @__PURE__ */ jsx("section", { children: /* @__PURE__ */ jsx(ConfigFileButton, {}) })
			]
		})
	});
}
export { SettingsPanel };
