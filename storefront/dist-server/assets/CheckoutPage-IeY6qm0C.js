import { t as RequireLogin } from "./RequireLogin-D5G79Lyb.js";
import { t as useFieldRefs } from "./use-form-focus-fGFvAJw-.js";
import { n as CartNotices, t as useCartRenewal } from "./use-cart-renewal-Bb7JgHD9.js";
import { _ as roundAmount, c as renewCart, d as saveRecipient, g as lineRequests, i as chooseShipping, o as reloadCart, p as useCart, y as subTotal } from "./cart-store-BnLQi_kd.js";
import { _ as CartThumbnail, f as useShippingFee, g as CartTotals, h as shippingOptionText, m as decodeShippingMethods, p as chooseCourier, t as countryOptions, v as VariantNote } from "../entry-server.js";
import { n as recipientLimits } from "./input-limits-EpEPoMYK.js";
import { _ as ApiError, c as text, d as showError, g as shopApi, m as track, n as list, o as record, s as requiredNumber, t as isRecord } from "./decode-Cq8skW8-.js";
import { i as useResource, n as isNotFound } from "./use-resource-eiGXM7FF.js";
import { l as paymentKey, r as OrderNoteText, u as statusKey } from "./OrderStatusText-CKlntGJ7.js";
import { l as decodeShortLines, o as placeOrder, s as pollOrder } from "./orders-api-DnFXmsjZ.js";
import { n as orderResultPath } from "./paypal-return-CAKZlXIH.js";
import { i as usePreference } from "./preference-store-rjnqpLdO.js";
import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { n as createIdempotencyKeys, r as reachedServer, t as SelectField } from "./SelectField-BCQSp8BC.js";
import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import "./preference-storage-B-zlVlpp.js";
import { t as TextField } from "./TextField-KlO6ML8K.js";
import { t as useFresh } from "./use-fresh-b_VC9nOb.js";
import { t as queryString } from "./query-string-CwfdRIer.js";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ../core/src/orders/japanese-address.ts
/**
* Hiragana, katakana (full and half width), kanji, and the marks written inside Japanese words:
* the iteration mark 々 (佐々木, 代々木), the closing mark 〆 (〆張鶴) and the long-vowel marks.
*/
var japaneseCharacter = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}々〆〇ーｰ]/u;
/**
* Whether a line of a Japan address is written in Japanese (spec §5): it has a Japanese
* character. Digits, hyphens and a building's Latin name may sit beside them, as they do on real
* Japanese addresses.
*
* @example isJapaneseText('渋谷区神南1-2-3') // true
* @example isJapaneseText('1-2-3 Jinnan, Shibuya') // false
*/
function isJapaneseText(text) {
	return japaneseCharacter.test(text);
}
// src/orders/checkout-progress.ts
/**
* Where a just-placed order stands for the checkout.
*
* @example checkoutStage({ ..., inProgress: true }) // { kind: 'processing' }
*/
function checkoutStage(order) {
	if (statusKey(order.status) === "cancelled") return {
		kind: "cancelled",
		note: order.note
	};
	const payment = paymentKey(order.paymentStatus);
	if (payment === "paid" || payment === "paidTemporarily") return { kind: "paid" };
	if (order.approvalUrl) return {
		kind: "paypal",
		approvalUrl: order.approvalUrl
	};
	return { kind: "processing" };
}
var wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Not there yet (404), no connection, or a server that will answer again shortly. */
function worthAskingAgain(error) {
	if (error instanceof TypeError) return true;
	return error instanceof ApiError && (isNotFound(error) || error.status >= 500);
}
/** Asks again after 1 s, then a little later each time, never more than 3 s apart. */
function pollDelay(attempt) {
	return Math.min(1e3 + attempt * 500, 3e3);
}
/**
* Asks for the order until the checkout can go on (see {@link checkoutStage}) or `timeoutMs`
* pass. A 404 (the order list has not caught up yet), a lost connection or a server error is
* asked again; any other refusal (a lost session) or an abort ends the wait by throwing.
*
* @example
* const { order, stage } = await waitForCheckout(() => fetchOrder(number));
*/
async function waitForCheckout(load, { timeoutMs = 6e4, sleep = wait, now = Date.now, signal } = {}) {
	const start = now();
	let last;
	for (let attempt = 0;; attempt += 1) {
		signal?.throwIfAborted();
		try {
			last = await load();
			const stage = checkoutStage(last);
			if (stage.kind !== "processing") return {
				order: last,
				stage
			};
		} catch (error) {
			if (signal?.aborted || !worthAskingAgain(error)) throw error;
		}
		if (now() - start >= timeoutMs) return {
			order: last,
			stage: { kind: "processing" }
		};
		await sleep(pollDelay(attempt));
	}
}
// src/checkout/OrderSummary.tsx
/** What is being ordered and what it costs, with the order button under it. */
function OrderSummary({ items, currency, subTotal, shippingFee, tax, taxPending, children }) {
	const { t } = useTranslation();
	const headingId = useId();
	return /* @__PURE__ */ jsxs("section", {
		className: "order-summary",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "order-summary__header",
				children: [/* @__PURE__ */ jsx("h2", {
					id: headingId,
					children: t("checkout.summary")
				}), /* @__PURE__ */ jsx(Link, {
					to: "/page/account/cart",
					children: t("checkout.editCart")
				})]
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "order-summary__items",
				children: items.map((item) => /* @__PURE__ */ jsxs("li", { children: [
					/* @__PURE__ */ jsx(CartThumbnail, { src: item.img }),
					/* @__PURE__ */ jsxs("span", {
						className: "order-summary__title",
						dir: "auto",
						children: [
							item.title,
							/* @__PURE__ */ jsx(VariantNote, { name: item.variantName }),
							/* @__PURE__ */ jsxs("span", {
								className: "muted",
								children: [" ", t("checkout.quantityTimes", { count: item.quantity })]
							})
						]
					}),
					/* @__PURE__ */ jsx("span", {
						className: "amount",
						children: formatPrice(roundAmount(item.charged * item.quantity, item.currencyCode), item.currencyCode)
					})
				] }, `${item.id}-${item.variantId ?? ""}`))
			}),
			/* @__PURE__ */ jsx(CartTotals, {
				currency,
				subTotal,
				shippingFee,
				tax,
				taxPending
			}),
			children
		]
	});
}
/**
* The contract's refusals of `POST /orders`: a Japan address not in Japanese (400), a wallet
* short of the total (402), stock that ran out (409, with the lines), too many unpaid PayPal
* orders (429), a reused Idempotency-Key (422), PayPal not answering (502 with its code); no
* answer at all, or a gateway's, is a network failure, after which the same attempt may be
* retried.
*/
function orderFailure(error) {
	if (!reachedServer(error)) return { kind: "network" };
	if (!(error instanceof ApiError)) return { kind: "other" };
	switch (error.code) {
		case "insufficient_stock": return {
			kind: "outOfStock",
			lines: decodeShortLines(error.body)
		};
		case "insufficient_balance": return { kind: "deposit" };
		case "too_many_unpaid_orders": {
			const count = /\b(\d+)\b/.exec(error.message)?.[1];
			return count ? {
				kind: "tooManyUnpaid",
				count: Number(count)
			} : { kind: "tooManyUnpaid" };
		}
		case "payment_unavailable": return { kind: "paymentUnavailable" };
		case "idempotency_key_reused": return { kind: "orderChanged" };
		case "address_not_japanese": return { kind: "japanese" };
	}
	if (error.status === 401) return { kind: "signedOut" };
	if (error.status === 402 || error.message === "Deposit balance is not enough") return { kind: "deposit" };
	if (error.message === "Please fill in using Japanese language.") return { kind: "japanese" };
	if (error.status === 409) return {
		kind: "outOfStock",
		lines: decodeShortLines(error.body)
	};
	return {
		kind: "other",
		message: error.status < 500 ? error.message : void 0
	};
}
// src/checkout/wallet.ts
/** `GET /wallet?currency=`: `{ balance, currency }`, the balance in the currency asked for. */
function decodeWalletBalance(raw) {
	return requiredNumber(record(raw, "wallet"), "balance");
}
/**
* Whether the deposit balance pays for the order (spec: "Deposit balance is not enough"
* otherwise). Unknown amounts do not: the choice waits until both are known.
*/
function walletCovers(balance, total, currency) {
	if (balance === void 0 || total === void 0) return false;
	return roundAmount(balance, currency) >= roundAmount(total, currency);
}
// src/checkout/PaymentOptions.tsx
/**
* PayPal, or the deposit balance (the wallet), which is disabled with "Deposit balance is not
* enough" while it does not cover the total.
*/
function PaymentOptions({ method, onChange, balance, total, currency }) {
	const { t } = useTranslation();
	const name = useId();
	const walletNoteId = useId();
	const covers = walletCovers(balance, total, currency);
	const short = balance !== void 0 && total !== void 0 && !covers;
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "checkout-section",
		children: [/* @__PURE__ */ jsx("legend", { children: t("checkout.payment") }), /* @__PURE__ */ jsxs("div", {
			className: "choice-list",
			children: [/* @__PURE__ */ jsxs("label", {
				className: "choice",
				children: [/* @__PURE__ */ jsx("input", {
					type: "radio",
					name,
					value: "paypal",
					checked: method === "paypal",
					onChange: () => onChange("paypal")
				}), /* @__PURE__ */ jsxs("span", {
					className: "choice__text",
					children: [/* @__PURE__ */ jsx("span", { children: t("checkout.paypal") }), /* @__PURE__ */ jsx("span", {
						className: "field__hint",
						children: t("checkout.paypalNote")
					})]
				})]
			}), balance !== void 0 && /* @__PURE__ */ jsxs("label", {
				className: `choice${covers ? "" : " choice--disabled"}`,
				children: [/* @__PURE__ */ jsx("input", {
					type: "radio",
					name,
					value: "wallet",
					checked: method === "wallet",
					disabled: !covers,
					"aria-describedby": walletNoteId,
					onChange: () => onChange("wallet")
				}), /* @__PURE__ */ jsxs("span", {
					className: "choice__text",
					children: [/* @__PURE__ */ jsx("span", { children: t("checkout.wallet") }), /* @__PURE__ */ jsxs("span", {
						id: walletNoteId,
						className: short ? "field-error" : "field__hint",
						children: [
							t("checkout.walletBalance", { balance: formatPrice(balance, currency) }),
							" · ",
							short ? t("checkout.depositNotEnough") : t("checkout.walletNote")
						]
					})]
				})]
			})]
		})]
	});
}
// src/checkout/provinces.ts
/**
* The provinces of `GET /provinces/{country}`, without the blank "Select" entry the server may
* put first: the form adds its own, translated, when there are any (spec §3).
*/
function decodeProvinces(raw) {
	return list(raw).flatMap((entry) => {
		if (!isRecord(entry)) return [];
		const value = text(entry, "value");
		return value ? [{
			value,
			text: text(entry, "text", value)
		}] : [];
	});
}
/** The select's options: a blank "Select" first when there are provinces, none otherwise. */
function provinceOptions(provinces, selectLabel) {
	return provinces.length === 0 ? [] : [{
		value: "",
		text: selectLabel
	}, ...provinces];
}
// src/checkout/RecipientFields.tsx
var recipientFieldOrder = [
	"fullName",
	"phone",
	"secondaryPhone",
	"country",
	"postalCode",
	"province",
	"city",
	"address",
	"address2",
	"customsId"
];
var problemKeys = {
	required: "checkout.required",
	japanese: "checkout.japaneseRequired",
	phone: "checkout.phoneInvalid",
	postalCode: "checkout.postalCodeInvalid"
};
/** The provinces of a country (spec §5: only some countries have a list; others get none). */
function useProvinces(country) {
	const answer = useResource(country ? `/provinces/${country}` : null, decodeProvinces);
	return {
		provinces: answer.data ?? [],
		loading: answer.loading,
		failed: answer.error !== void 0
	};
}
/** The address fields of the checkout (spec §3 "Address"), with the province select. */
function RecipientFields({ form, problems, onChange, provinces, fieldRef }) {
	const { t, i18n } = useTranslation();
	const countries = useMemo(() => countryOptions(i18n.language, form.country).map(({ code, name }) => ({
		value: code,
		text: name
	})), [i18n.language, form.country]);
	const set = (field) => (value) => onChange({
		...form,
		[field]: value
	});
	const error = (field) => {
		const problem = problems[field];
		if (!problem) return void 0;
		return field === "province" && problem === "required" ? t("checkout.provinceRequired") : t(problemKeys[problem]);
	};
	const japan = form.country === "JP";
	const optional = t("checkout.optional");
	const text = (field, extra = {}) => /* @__PURE__ */ jsx(TextField, {
		label: t(`checkout.${field}`),
		name: field,
		value: form[field],
		onChange: set(field),
		error: error(field),
		inputRef: fieldRef(field),
		maxLength: recipientLimits[field],
		...extra
	});
	const provinceChoices = provinceOptions(provinces.provinces, t("checkout.select"));
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "checkout-section recipient-fields",
		children: [
			/* @__PURE__ */ jsx("legend", { children: t("checkout.recipient") }),
			text("fullName", { autoComplete: "name" }),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [text("phone", {
					type: "tel",
					inputMode: "tel",
					autoComplete: "tel"
				}), text("secondaryPhone", {
					type: "tel",
					inputMode: "tel",
					optionalLabel: optional
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "field-row",
				children: [/* @__PURE__ */ jsx(SelectField, {
					label: t("checkout.country"),
					name: "country",
					value: form.country,
					options: countries,
					onChange: (country) => onChange({
						...form,
						country,
						province: ""
					}),
					autoComplete: "country",
					error: error("country"),
					selectRef: fieldRef("country")
				}), text("postalCode", {
					autoComplete: "postal-code",
					maxLength: 12
				})]
			}),
			provinceChoices.length > 0 && /* @__PURE__ */ jsx(SelectField, {
				label: t("checkout.province"),
				name: "province",
				value: form.province,
				options: provinceChoices,
				onChange: set("province"),
				autoComplete: "address-level1",
				error: error("province"),
				selectRef: fieldRef("province")
			}),
			provinces.failed && /* @__PURE__ */ jsx("p", {
				className: "field-error",
				children: t("checkout.provincesFailed")
			}),
			japan && /* @__PURE__ */ jsx("p", {
				className: "field__hint",
				children: t("checkout.japanHint")
			}),
			text("city", {
				autoComplete: "address-level2",
				lang: japan ? "ja" : void 0
			}),
			text("address", {
				autoComplete: "address-line1",
				lang: japan ? "ja" : void 0
			}),
			text("address2", {
				autoComplete: "address-line2",
				optionalLabel: optional,
				lang: japan ? "ja" : void 0
			}),
			text("customsId", {
				optionalLabel: optional,
				hint: t("checkout.customsIdHint")
			})
		]
	});
}
// src/checkout/recipient.ts
function emptyRecipient(country) {
	return {
		fullName: "",
		phone: "",
		secondaryPhone: "",
		postalCode: "",
		country,
		province: "",
		city: "",
		address: "",
		address2: "",
		customsId: ""
	};
}
var requiredFields = [
	"fullName",
	"phone",
	"postalCode",
	"country",
	"city",
	"address"
];
/** Full-width digits and hyphens, as Japanese keyboards type them, read as plain ones. */
function plain(text) {
	return text.normalize("NFKC").replace(/[‐－―−ー]/g, "-").trim();
}
function phoneProblem(phone) {
	const value = plain(phone);
	const digits = value.replace(/\D/g, "").length;
	return /^\+?[\d\s().-]+$/.test(value) && digits >= 6 && digits <= 15 ? void 0 : "phone";
}
function postalCodeProblem(postalCode, country) {
	const value = plain(postalCode);
	if (country === "JP") return /^\d{3}-?\d{4}$/.test(value) ? void 0 : "postalCode";
	return /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(value) ? void 0 : "postalCode";
}
/**
* What is wrong with the form, field by field: the required fields, a province when the country
* has a list of them, a phone and postal code that can be right, and for a Japan address (spec
* §5) a city and address in Japanese.
*/
function recipientProblems(form, { provincesListed }) {
	const problems = {};
	for (const field of requiredFields) if (form[field].trim() === "") problems[field] = "required";
	if (provincesListed && form.province === "") problems.province = "required";
	if (!problems.phone) {
		const problem = phoneProblem(form.phone);
		if (problem) problems.phone = problem;
	}
	if (form.secondaryPhone.trim() !== "") {
		const problem = phoneProblem(form.secondaryPhone);
		if (problem) problems.secondaryPhone = problem;
	}
	if (!problems.postalCode) {
		const problem = postalCodeProblem(form.postalCode, form.country);
		if (problem) problems.postalCode = problem;
	}
	if (form.country === "JP") {
		for (const field of ["city", "address"]) if (!problems[field] && !isJapaneseText(form[field])) problems[field] = "japanese";
	}
	return problems;
}
/** The form as `POST /orders` takes it: trimmed, optional fields left out when empty. */
function toRecipient(form) {
	const optional = (value) => value.trim() || void 0;
	return {
		fullName: form.fullName.trim(),
		phone: plain(form.phone),
		secondaryPhone: optional(plain(form.secondaryPhone)),
		postalCode: plain(form.postalCode),
		country: form.country,
		province: optional(form.province),
		city: form.city.trim(),
		address: form.address.trim(),
		address2: optional(form.address2),
		customsId: optional(form.customsId)
	};
}
// src/checkout/ShippingOptions.tsx
/** The shipping methods as radio choices, each "charge · days · courier" (spec §9). */
function ShippingOptions({ methods, courierId, currency }) {
	const { t } = useTranslation();
	const name = useId();
	let body;
	if (methods.loading) body = /* @__PURE__ */ jsx("p", {
		className: "page-status",
		role: "status",
		children: t("checkout.shippingLoading")
	});
	else if (!methods.data) body = /* @__PURE__ */ jsxs("div", {
		className: "notice",
		children: [/* @__PURE__ */ jsx("p", { children: t("checkout.shippingFailed") }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--outline",
			onClick: methods.reload,
			children: t("cart.retry")
		})]
	});
	else if (methods.data.length === 0) body = /* @__PURE__ */ jsx("p", {
		className: "notice notice--warning",
		children: t("checkout.shippingNone")
	});
	else body = /* @__PURE__ */ jsx("div", {
		className: "choice-list",
		children: methods.data.map((method) => /* @__PURE__ */ jsxs("label", {
			className: "choice",
			children: [/* @__PURE__ */ jsx("input", {
				type: "radio",
				name,
				value: method.courierId,
				checked: method.courierId === courierId,
				onChange: () => chooseShipping(method.courierId, method.totalCharge)
			}), /* @__PURE__ */ jsx("span", {
				dir: "auto",
				children: shippingOptionText(method, formatPrice(method.totalCharge, currency), (values) => t("checkout.shippingOption", values))
			})]
		}, method.courierId))
	});
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "checkout-section",
		children: [/* @__PURE__ */ jsx("legend", { children: t("checkout.shipping") }), body]
	});
}
// src/checkout/checkout-api.ts
/** `POST /shipping-fee`: the ways to ship these items to the country, cheapest first or not. */
async function fetchShippingMethods({ countryCode, items, currency }) {
	return decodeShippingMethods(await track(shopApi.request(`/shipping-fee${queryString({ currency })}`, {
		method: "POST",
		body: {
			countryCode,
			items
		}
	})));
}
/** `POST /tax-estimate`: the spec's tax formula, applied on the server with the country's rates. */
async function fetchTaxEstimate({ countryCode, subTotal, shippingFee, currency }) {
	const answer = await track(shopApi.request(`/tax-estimate${queryString({ currency })}`, {
		method: "POST",
		body: {
			countryCode,
			subTotal,
			shippingFee
		}
	}));
	return requiredNumber(record(answer, "tax estimate"), "tax");
}
/** The customer's deposit balance in `currency`. */
async function fetchWalletBalance(currency) {
	return decodeWalletBalance(await track(shopApi.request(`/wallet${queryString({ currency })}`)));
}
// src/checkout/use-checkout-data.ts
/**
* The shipping methods for the cart and country, asked again whenever either changes. Once they
* load, the chosen courier stays if offered, else the first is chosen, and its charge becomes
* the shipping fee (spec §4).
*/
function useShippingMethods(countryCode, items, currency, courierId) {
	const request = countryCode && items.length > 0 ? {
		countryCode,
		items: items.map(({ id, quantity }) => ({
			id,
			quantity
		})),
		currency
	} : null;
	const load = useCallback((key) => fetchShippingMethods(JSON.parse(key)), []);
	const methods = useFresh(request && JSON.stringify(request), load);
	useEffect(() => {
		if (!methods.data) return;
		const chosen = chooseCourier(methods.data, courierId);
		chooseShipping(chosen?.courierId, chosen?.totalCharge);
	}, [methods.data, courierId]);
	return methods;
}
/** The estimated tax, asked again after every change of cart, country or shipping fee. */
function useTaxEstimate(request) {
	const load = useCallback((key) => fetchTaxEstimate(JSON.parse(key)), []);
	return useFresh(request && JSON.stringify(request), load);
}
/** The deposit balance, read again whenever the checkout opens or the currency changes. */
function useWalletBalance(currency) {
	const load = useCallback((code) => fetchWalletBalance(code), []);
	return useFresh(currency, load);
}
// src/checkout/CheckoutPage.tsx
/**
* One key per attempt to order, kept across visits to this page, so a retry after a lost
* connection cannot place the order twice.
*/
var attempts = createIdempotencyKeys();
/** `/page/account/checkout`: needs login (spec §6). */
function CheckoutPage() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs("div", {
		className: "container checkout-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${t("checkout.title")} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("h1", {
				className: "page-title",
				children: t("checkout.title")
			}),
			/* @__PURE__ */ jsx(RequireLogin, { children: /* @__PURE__ */ jsx(Checkout, {}) })
		]
	});
}
function Checkout() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const state = useCart();
	const preference = usePreference();
	const currency = preference.currency;
	const checking = useCartRenewal();
	const form = state.recipient ?? emptyRecipient(preference.country);
	const provinces = useProvinces(form.country);
	const methods = useShippingMethods(form.country, state.items, currency, state.courierId);
	const shippingFee = useShippingFee(currency);
	const subTotal$1 = subTotal(state.items, currency);
	const tax = useTaxEstimate(state.items.length > 0 && shippingFee !== void 0 ? {
		countryCode: form.country,
		subTotal: subTotal$1,
		shippingFee,
		currency
	} : null);
	const wallet = useWalletBalance(currency);
	const [method, setMethod] = useState("paypal");
	const total = shippingFee === void 0 || tax.data === void 0 || tax.loading ? void 0 : subTotal$1 + shippingFee + tax.data;
	const walletPays = walletCovers(wallet.data, total, currency);
	const [problems, setProblems] = useState({});
	const [failure, setFailure] = useState();
	const [placing, setPlacing] = useState("no");
	const fields = useFieldRefs();
	const following = useRef(null);
	useEffect(() => () => following.current?.abort(), []);
	useEffect(() => {
		const onPageShow = (event) => {
			if (event.persisted) {
				setPlacing("no");
				reloadCart();
			}
		};
		window.addEventListener("pageshow", onPageShow);
		return () => window.removeEventListener("pageshow", onPageShow);
	}, []);
	useEffect(() => {
		if (method === "wallet" && !walletPays && total !== void 0) setMethod("paypal");
	}, [
		method,
		walletPays,
		total
	]);
	if (state.status === "loading" && state.items.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "page-status",
		role: "status",
		children: t("cart.loading")
	});
	if (state.items.length === 0) return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CartNotices, {
		priceChanges: state.priceChanges,
		soldOutItems: state.soldOutItems
	}), /* @__PURE__ */ jsxs("div", {
		className: "empty-state",
		children: [/* @__PURE__ */ jsx("p", { children: t("checkout.emptyCart") }), /* @__PURE__ */ jsx(Link, {
			className: "button",
			to: "/collection/all",
			children: t("cart.continueShopping")
		})]
	})] });
	const problemCount = Object.keys(problems).length;
	const ready = state.courierId !== void 0 && !methods.loading && placing === "no" && (method === "paypal" || walletPays);
	async function submit(event) {
		event.preventDefault();
		if (!ready || state.courierId === void 0) return;
		const found = recipientProblems(form, { provincesListed: provinces.provinces.length > 0 });
		setProblems(found);
		setFailure(void 0);
		if (Object.keys(found).length > 0) {
			fields.focusFirst(recipientFieldOrder, found);
			return;
		}
		const request = {
			items: lineRequests(state.items),
			courierId: state.courierId,
			currency,
			paymentMethod: method,
			recipient: toRecipient(form)
		};
		setPlacing("placing");
		try {
			const order = await placeOrder(request, attempts.keyFor(JSON.stringify(request)));
			attempts.answered();
			let stage = checkoutStage(order);
			if (stage.kind === "processing") {
				setPlacing("processing");
				following.current?.abort();
				const controller = new AbortController();
				following.current = controller;
				({stage} = await waitForCheckout(() => pollOrder(order.orderNumber), { signal: controller.signal }));
			}
			await goOn(order.orderNumber, stage);
		} catch (error) {
			if (following.current?.signal.aborted) return;
			const reason = orderFailure(error);
			if (reason.kind !== "network") attempts.answered();
			setPlacing("no");
			if (reason.kind === "signedOut") return;
			setFailure(reason);
			if (reason.kind === "japanese") {
				setProblems({
					city: "japanese",
					address: "japanese"
				});
				fields.focusFirst(recipientFieldOrder, { city: "japanese" });
			}
			if (reason.kind === "outOfStock") renewCart();
			if (reason.kind === "other" && !reason.message) showError(error);
		}
	}
	/** PayPal's page, the success page, or what stopped the order. */
	async function goOn(orderNumber, stage) {
		switch (stage.kind) {
			case "paypal":
				setPlacing("paypal");
				window.location.assign(stage.approvalUrl);
				return;
			case "paid":
				await navigate(orderResultPath("success", orderNumber), { state: { justPlaced: true } });
				return;
			case "cancelled":
				setPlacing("no");
				setFailure({
					kind: "notPlaced",
					orderNumber,
					note: stage.note
				});
				renewCart();
				return;
			case "processing":
				setPlacing("no");
				setFailure({
					kind: "slow",
					orderNumber
				});
				return;
		}
	}
	return /* @__PURE__ */ jsxs("form", {
		className: "checkout",
		noValidate: true,
		onSubmit: submit,
		"aria-busy": placing !== "no",
		children: [
			checking && /* @__PURE__ */ jsx("p", {
				className: "page-status",
				role: "status",
				children: t("cart.checking")
			}),
			/* @__PURE__ */ jsx(CartNotices, {
				priceChanges: state.priceChanges,
				soldOutItems: failure?.kind === "outOfStock" ? [] : state.soldOutItems
			}),
			problemCount > 0 && failure === void 0 && /* @__PURE__ */ jsx(FormAlert, {
				kind: "error",
				children: t("checkout.fixErrors", { count: problemCount })
			}),
			failure && /* @__PURE__ */ jsx(FailureAlert, { failure }),
			/* @__PURE__ */ jsxs("div", {
				className: "checkout__layout",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "checkout__form",
					children: [
						/* @__PURE__ */ jsx(RecipientFields, {
							form,
							problems,
							onChange: (next) => {
								saveRecipient(next);
								if (problemCount > 0) setProblems(recipientProblems(next, { provincesListed: provinces.provinces.length > 0 }));
							},
							provinces,
							fieldRef: fields.ref
						}),
						/* @__PURE__ */ jsx(ShippingOptions, {
							methods,
							courierId: state.courierId,
							currency
						}),
						/* @__PURE__ */ jsx(PaymentOptions, {
							method,
							onChange: setMethod,
							balance: wallet.data,
							total,
							currency
						})
					]
				}), /* @__PURE__ */ jsxs(OrderSummary, {
					items: state.items,
					currency,
					subTotal: subTotal$1,
					shippingFee,
					tax: tax.data,
					taxPending: tax.loading,
					children: [/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--wide",
						disabled: !ready,
						children: t("checkout.placeOrder")
					}), placing !== "no" && /* @__PURE__ */ jsxs("p", {
						className: "page-status",
						role: "status",
						children: [/* @__PURE__ */ jsx("span", {
							className: "spinner",
							"aria-hidden": "true"
						}), {
							placing: t("checkout.placing"),
							processing: t("checkout.processing"),
							paypal: t("checkout.toPayPal")
						}[placing]]
					})]
				})]
			})
		]
	});
}
function FailureAlert({ failure }) {
	const { t } = useTranslation();
	const ordersLink = /* @__PURE__ */ jsx(Link, {
		to: "/page/account/dashboard",
		children: t("orders.viewOrders")
	});
	switch (failure.kind) {
		case "outOfStock": return /* @__PURE__ */ jsxs(FormAlert, {
			kind: "error",
			children: [
				/* @__PURE__ */ jsx("p", { children: t("cart.soldOutTitle") }),
				failure.lines.length > 0 ? /* @__PURE__ */ jsx("ul", {
					className: "short-lines",
					children: failure.lines.map((line) => /* @__PURE__ */ jsx("li", {
						dir: "auto",
						children: line.available > 0 ? t("checkout.outOfStockLine", {
							title: line.title,
							available: line.available,
							requested: line.requested
						}) : t("checkout.outOfStockNone", { title: line.title })
					}, line.productId))
				}) : /* @__PURE__ */ jsx("p", { children: t("checkout.outOfStock") }),
				/* @__PURE__ */ jsx(Link, {
					to: "/page/account/cart",
					children: t("checkout.editCart")
				})
			]
		});
		case "deposit": return /* @__PURE__ */ jsxs(FormAlert, {
			kind: "error",
			children: [/* @__PURE__ */ jsx("p", { children: t("checkout.depositNotEnough") }), /* @__PURE__ */ jsx(Link, {
				to: "/page/account/wallet",
				children: t("checkout.topUpWallet")
			})]
		});
		case "tooManyUnpaid": return /* @__PURE__ */ jsxs(FormAlert, {
			kind: "error",
			children: [/* @__PURE__ */ jsx("p", { children: failure.count === void 0 ? t("checkout.tooManyUnpaidSome") : t("checkout.tooManyUnpaid", { count: failure.count }) }), ordersLink]
		});
		case "notPlaced": return /* @__PURE__ */ jsx(FormAlert, {
			kind: "error",
			children: /* @__PURE__ */ jsxs("p", { children: [
				t("checkout.notPlaced", { number: failure.orderNumber }),
				" ",
				failure.note && /* @__PURE__ */ jsx(OrderNoteText, { note: failure.note })
			] })
		});
		case "slow": return /* @__PURE__ */ jsxs(FormAlert, {
			kind: "info",
			children: [/* @__PURE__ */ jsx("p", { children: t("checkout.processingSlow", { number: failure.orderNumber }) }), /* @__PURE__ */ jsx(Link, {
				to: `/page/account/dashboard?order=${encodeURIComponent(failure.orderNumber)}`,
				children: t("orders.detailTitle", { number: failure.orderNumber })
			})]
		});
		default: {
			const text = {
				japanese: t("checkout.japaneseRequired"),
				paymentUnavailable: t("checkout.paymentUnavailable"),
				orderChanged: t("checkout.orderChanged"),
				network: t("checkout.networkError"),
				signedOut: t("account.loginRequired"),
				other: failure.kind === "other" && failure.message ? failure.message : t("account.failed")
			}[failure.kind];
			return /* @__PURE__ */ jsx(FormAlert, {
				kind: "error",
				children: text
			});
		}
	}
}
export { CheckoutPage };
