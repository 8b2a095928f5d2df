import { o as ContentState, t as useFaq } from "./use-content-D904_m2Q.js";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages-content/FaqAccordion.tsx
var moves = {
	ArrowDown: (index, count) => (index + 1) % count,
	ArrowUp: (index, count) => (index - 1 + count) % count,
	Home: () => 0,
	End: (_, count) => count - 1
};
/**
* Questions as buttons that show and hide their answers (the WAI-ARIA accordion pattern):
* Enter or Space toggles, the arrow keys, Home and End move between questions. Several answers
* may be open at once.
*/
function FaqAccordion({ items }) {
	const baseId = useId();
	const [open, setOpen] = useState(/* @__PURE__ */ new Set());
	const buttons = useRef([]);
	function toggle(id) {
		setOpen((current) => {
			const next = new Set(current);
			if (!next.delete(id)) next.add(id);
			return next;
		});
	}
	function onKeyDown(event, index) {
		const move = moves[event.key];
		if (!move) return;
		event.preventDefault();
		buttons.current[move(index, items.length)]?.focus();
	}
	return /* @__PURE__ */ jsx("div", {
		className: "faq-accordion",
		children: items.map((item, index) => {
			const expanded = open.has(item.id);
			const panelId = `${baseId}-${item.id}`;
			return /* @__PURE__ */ jsxs("div", {
				className: "faq-accordion__item",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "faq-accordion__heading",
					children: /* @__PURE__ */ jsxs("button", {
						ref: (element) => {
							buttons.current[index] = element;
						},
						type: "button",
						className: "faq-accordion__button",
						"aria-expanded": expanded,
						"aria-controls": panelId,
						id: `${panelId}-button`,
						onClick: () => toggle(item.id),
						onKeyDown: (event) => onKeyDown(event, index),
						children: [/* @__PURE__ */ jsx("span", { children: item.question }), /* @__PURE__ */ jsx("span", {
							className: "faq-accordion__sign",
							"aria-hidden": "true",
							children: expanded ? "−" : "+"
						})]
					})
				}), /* @__PURE__ */ jsx("section", {
					id: panelId,
					"aria-labelledby": `${panelId}-button`,
					className: "faq-accordion__panel",
					hidden: !expanded,
					children: item.answer.split(/\n{2,}/).map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph))
				})]
			}, item.id);
		})
	});
}
// src/pages-content/FaqPage.tsx
/** `/page/faq`: the questions staff keep in the back office, grouped by topic. */
function FaqPage() {
	const { t } = useTranslation();
	const { data, loading, error } = useFaq();
	const title = t("pages.faq.title");
	return /* @__PURE__ */ jsxs("div", {
		className: "container content-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: t("pages.faq.description")
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "content-page__aside",
				children: [
					t("pages.faq.stillQuestions"),
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: "/page/contact",
						children: t("pages.faq.askUs")
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				"aria-busy": loading,
				children: [/* @__PURE__ */ jsx(ContentState, {
					loading: loading && !data,
					error,
					empty: data?.length === 0,
					emptyText: t("pages.faq.empty")
				}), data?.map((topic) => /* @__PURE__ */ jsxs("section", {
					className: "faq-topic",
					"aria-labelledby": `faq-${topic.topic}`,
					children: [/* @__PURE__ */ jsx("h2", {
						id: `faq-${topic.topic}`,
						children: t(`pages.faq.topics.${topic.topic}`, { defaultValue: topic.topic })
					}), /* @__PURE__ */ jsx(FaqAccordion, { items: topic.entries })]
				}, topic.topic))]
			})
		]
	});
}
export { FaqPage };
