import { S as findTermsDocument, W as NotFoundPage } from "../entry-server.js";
import { n as isLanguage, t as defaultLanguage } from "./languages-BpLRNh2M.js";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/terms/TermsPage.tsx
/** `/terms/:name` (e.g. `AboutDelivery.ja`) and `/ReturnExchange`. */
function TermsPage({ name }) {
	const { t, i18n } = useTranslation();
	const { document: path = name ?? "" } = useParams();
	const found = findTermsDocument(path, isLanguage(i18n.language) ? i18n.language : defaultLanguage);
	if (!found) return /* @__PURE__ */ jsx(NotFoundPage, {});
	const { document, language } = found;
	return /* @__PURE__ */ jsxs("article", {
		className: "container terms-page",
		lang: language,
		children: [
			/* @__PURE__ */ jsx("title", { children: `${document.title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: document.title
			}),
			document.sections.map((section, index) => /* @__PURE__ */ jsxs("section", { children: [section.heading && /* @__PURE__ */ jsx("h2", { children: section.heading }), section.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph))] }, index))
		]
	});
}
export { TermsPage };
