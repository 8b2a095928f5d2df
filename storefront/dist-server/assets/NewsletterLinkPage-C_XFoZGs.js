import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { A as NewsletterForm, j as followNewsletterLink } from "../entry-server.js";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/pages-content/NewsletterLinkPage.tsx
/**
* `/page/newsletter/confirm` and `/page/newsletter/unsubscribe`: where the mailed links lead.
* Following a link again is harmless; a link that cannot work says why and offers a new sign-up.
*/
function NewsletterLinkPage({ action }) {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const token = params.get("token") ?? "";
	const [outcome, setOutcome] = useState();
	useEffect(() => {
		let current = true;
		setOutcome(void 0);
		followNewsletterLink(action, token).then((result) => current && setOutcome(result));
		return () => {
			current = false;
		};
	}, [action, token]);
	const title = t("pages.newsletter.confirmTitle");
	const succeeded = outcome === "confirmed" || outcome === "unsubscribed";
	return /* @__PURE__ */ jsxs("div", {
		className: "container content-page newsletter-link",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			!outcome && /* @__PURE__ */ jsx("p", {
				role: "status",
				children: t(action === "confirm" ? "pages.newsletter.confirming" : "pages.newsletter.unsubscribing")
			}),
			outcome && /* @__PURE__ */ jsx(FormAlert, {
				kind: succeeded ? "success" : "error",
				children: t(outcome === "failed" ? "pages.loadFailed" : `pages.newsletter.${outcome}`)
			}),
			outcome && !succeeded && /* @__PURE__ */ jsxs("section", {
				"aria-label": t("pages.newsletter.signUpAgain"),
				children: [/* @__PURE__ */ jsx("h2", { children: t("pages.newsletter.signUpAgain") }), /* @__PURE__ */ jsx(NewsletterForm, {})]
			}),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
				to: "/",
				children: t("pages.newsletter.continueShopping")
			}) })
		]
	});
}
function NewsletterConfirmPage() {
	return /* @__PURE__ */ jsx(NewsletterLinkPage, { action: "confirm" });
}
function NewsletterUnsubscribePage() {
	return /* @__PURE__ */ jsx(NewsletterLinkPage, { action: "unsubscribe" });
}
export { NewsletterConfirmPage, NewsletterUnsubscribePage };
