import "./preference-storage-B-zlVlpp.js";
import { t as emailMessage } from "./email-message-BsKGUI1h.js";
import { t as SubmitButton } from "./SubmitButton-B3IWigXo.js";
import { _ as ApiError, g as shopApi } from "./decode-Cq8skW8-.js";
import { t as useCatalogLocale } from "./use-catalog-locale-CbEJ6cqZ.js";
import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { t as TextField } from "./TextField-KlO6ML8K.js";
import { t as emailProblem } from "./account-validation-kiccdHON.js";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// ../core/src/content/contact-message.events.ts
var contactLimits = {
	name: 100,
	subject: 200,
	message: 5e3,
	/** Fewer characters than this is not a question staff can answer. */
	minMessage: 10
};
// src/pages-content/contact-form.ts
/**
* What is wrong with a contact form before it is sent; the server checks the same bounds.
*
* @example contactProblems({ name: '', email: 'a@b.co', subject: 'Hi', message: 'Hello there!' })
* // { name: 'missing' }
*/
function contactProblems(draft) {
	const problems = {};
	if (!draft.name.trim()) problems.name = "missing";
	const email = emailProblem(draft.email);
	if (email) problems.email = email;
	if (!draft.subject.trim()) problems.subject = "missing";
	if ([...draft.message.trim()].length < contactLimits.minMessage) problems.message = "tooShort";
	return problems;
}
// src/pages-content/ContactForm.tsx
var emptyDraft = {
	name: "",
	email: "",
	subject: "",
	message: ""
};
/** The contact form: checked as it is sent, then mailed to staff by the server. */
function ContactForm() {
	const { t } = useTranslation();
	const { lang } = useCatalogLocale();
	const messageId = useId();
	const [draft, setDraft] = useState(emptyDraft);
	const [problems, setProblems] = useState({});
	const [outcome, setOutcome] = useState();
	const [busy, setBusy] = useState(false);
	const set = (field) => (value) => setDraft((current) => ({
		...current,
		[field]: value
	}));
	async function submit(event) {
		event.preventDefault();
		const found = contactProblems(draft);
		setProblems(found);
		setOutcome(void 0);
		if (Object.keys(found).length > 0) return;
		setBusy(true);
		try {
			await shopApi.request("/contact", {
				method: "POST",
				body: {
					...draft,
					lang
				}
			});
			setOutcome("sent");
			setDraft(emptyDraft);
		} catch (error) {
			setOutcome(error instanceof ApiError && error.status === 429 ? "tooMany" : "failed");
		} finally {
			setBusy(false);
		}
	}
	const messageError = problems.message && t("pages.contact.messageTooShort", { count: contactLimits.minMessage });
	return /* @__PURE__ */ jsxs("form", {
		className: "contact-form",
		noValidate: true,
		onSubmit: submit,
		"aria-busy": busy,
		children: [
			outcome === "sent" && /* @__PURE__ */ jsx(FormAlert, {
				kind: "success",
				children: t("pages.contact.sent")
			}),
			outcome === "tooMany" && /* @__PURE__ */ jsx(FormAlert, {
				kind: "error",
				children: t("pages.contact.tooMany")
			}),
			outcome === "failed" && /* @__PURE__ */ jsx(FormAlert, {
				kind: "error",
				children: t("pages.contact.failed")
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: t("pages.contact.name"),
				name: "name",
				autoComplete: "name",
				value: draft.name,
				onChange: set("name"),
				error: problems.name && t("pages.contact.nameMissing"),
				maxLength: contactLimits.name
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: t("pages.contact.email"),
				name: "email",
				type: "email",
				inputMode: "email",
				autoComplete: "email",
				value: draft.email,
				onChange: set("email"),
				error: problems.email && emailMessage(t, draft.email),
				maxLength: 254
			}),
			/* @__PURE__ */ jsx(TextField, {
				label: t("pages.contact.subject"),
				name: "subject",
				value: draft.subject,
				onChange: set("subject"),
				error: problems.subject && t("pages.contact.subjectMissing"),
				maxLength: contactLimits.subject
			}),
			/* @__PURE__ */ jsxs("div", {
				className: `field${messageError ? " field--invalid" : ""}`,
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: messageId,
						children: t("pages.contact.message")
					}),
					/* @__PURE__ */ jsx("textarea", {
						id: messageId,
						name: "message",
						rows: 6,
						required: true,
						value: draft.message,
						maxLength: contactLimits.message,
						onChange: (event) => set("message")(event.target.value),
						"aria-invalid": messageError ? true : void 0,
						"aria-describedby": messageError ? `${messageId}-error` : void 0,
						dir: "auto"
					}),
					messageError && /* @__PURE__ */ jsx("p", {
						id: `${messageId}-error`,
						className: "field-error",
						children: messageError
					})
				]
			}),
			/* @__PURE__ */ jsx(SubmitButton, {
				busy,
				busyText: t("pages.contact.sending"),
				children: t("pages.contact.send")
			})
		]
	});
}
// src/pages-content/WarehouseMap.tsx
/** Where the warehouse is, for a map app: a link, never loaded by the page. */
var mapLink = "https://www.openstreetmap.org/?mlat=35.5818&mlon=139.7497#map=15/35.5818/139.7497";
/**
* The warehouse's surroundings as an illustration drawn in the page (no map tiles to load, so
* nothing breaks offline or behind a firewall), with the address beside it as text.
*/
function WarehouseMap() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("figure", {
		className: "warehouse-map",
		children: [/* @__PURE__ */ jsxs("svg", {
			viewBox: "0 0 400 260",
			role: "img",
			"aria-label": t("pages.contact.mapLabel"),
			children: [
				/* @__PURE__ */ jsx("rect", {
					width: "400",
					height: "260",
					className: "warehouse-map__land"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M0 190 C 90 170 150 215 230 200 S 360 170 400 185 V260 H0 Z",
					className: "warehouse-map__water"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M300 0 C 320 70 380 110 400 120 V0 Z",
					className: "warehouse-map__water"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M20 40 L 380 150",
					className: "warehouse-map__road warehouse-map__road--main"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M140 0 L 170 260",
					className: "warehouse-map__road"
				}),
				/* @__PURE__ */ jsx("path", {
					d: "M0 120 L 260 80",
					className: "warehouse-map__rail"
				}),
				/* @__PURE__ */ jsx("rect", {
					x: "250",
					y: "200",
					width: "140",
					height: "50",
					rx: "6",
					className: "warehouse-map__airport"
				}),
				/* @__PURE__ */ jsx("text", {
					x: "320",
					y: "230",
					textAnchor: "middle",
					className: "warehouse-map__label",
					children: t("pages.contact.mapAirport")
				}),
				/* @__PURE__ */ jsx("text", {
					x: "70",
					y: "235",
					className: "warehouse-map__label warehouse-map__label--water",
					children: t("pages.contact.mapBay")
				}),
				/* @__PURE__ */ jsx("circle", {
					cx: "210",
					cy: "75",
					r: "5",
					className: "warehouse-map__station"
				}),
				/* @__PURE__ */ jsx("text", {
					x: "220",
					y: "70",
					className: "warehouse-map__label",
					children: t("pages.contact.mapStation")
				}),
				/* @__PURE__ */ jsxs("g", {
					transform: "translate(175 118)",
					children: [/* @__PURE__ */ jsx("path", {
						d: "M0 0 C -14 -18 -14 -34 0 -40 C 14 -34 14 -18 0 0 Z",
						className: "warehouse-map__pin"
					}), /* @__PURE__ */ jsx("circle", {
						cy: "-26",
						r: "5",
						fill: "#fff"
					})]
				}),
				/* @__PURE__ */ jsx("text", {
					x: "192",
					y: "108",
					className: "warehouse-map__label warehouse-map__label--strong",
					children: t("pages.contact.mapWarehouse")
				})
			]
		}), /* @__PURE__ */ jsx("figcaption", { children: /* @__PURE__ */ jsx("a", {
			href: mapLink,
			target: "_blank",
			rel: "noopener noreferrer",
			children: t("pages.contact.openMap")
		}) })]
	});
}
// src/pages-content/ContactPage.tsx
/** `/page/contact`: a message to staff, and where the warehouse is. */
function ContactPage() {
	const { t } = useTranslation();
	const title = t("pages.contact.title");
	return /* @__PURE__ */ jsxs("div", {
		className: "container content-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: t("pages.contact.description")
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "content-page__intro",
				children: t("pages.contact.intro")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "contact-layout",
				children: [/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "contact-form-title",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "contact-form-title",
						children: t("pages.contact.formTitle")
					}), /* @__PURE__ */ jsx(ContactForm, {})]
				}), /* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "contact-warehouse",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "contact-warehouse",
							children: t("pages.contact.warehouseTitle")
						}),
						/* @__PURE__ */ jsx(WarehouseMap, {}),
						/* @__PURE__ */ jsx("h3", { children: t("pages.contact.addressTitle") }),
						/* @__PURE__ */ jsx("address", {
							className: "contact-address",
							children: t("pages.contact.address")
						}),
						/* @__PURE__ */ jsx("p", { children: t("pages.contact.hours") })
					]
				})]
			})
		]
	});
}
export { ContactPage };
