import { t as AccountLayout } from "./AccountLayout-C2cjlNmy.js";
import { t as RequireLogin } from "./RequireLogin-D5G79Lyb.js";
import { t as useFresh } from "./use-fresh-b_VC9nOb.js";
import { t as depositLimits } from "./input-limits-EpEPoMYK.js";
import { i as usePreference } from "./preference-store-rjnqpLdO.js";
import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { t as queryString } from "./query-string-CwfdRIer.js";
import { _ as ApiError, a as optionalText, c as text, d as showError, g as shopApi, i as optionalNumber, m as track, n as list, o as record, s as requiredNumber, t as isRecord } from "./decode-Cq8skW8-.js";
import { c as currencyCodes, d as isCurrencyCode, p as toUsdCents, s as currencies, u as fromUsdCents } from "./preference-storage-B-zlVlpp.js";
import { n as createIdempotencyKeys, r as reachedServer, t as SelectField } from "./SelectField-BCQSp8BC.js";
import { t as TextField } from "./TextField-KlO6ML8K.js";
import { t as Pagination } from "./Pagination-B7B8Lklf.js";
import { t as useDateFormat } from "./use-date-format-DWTOVUup.js";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ../core/src/wallet/wallet.events.ts
/** What a wallet entry is for; the ledger's "code". */
var walletEntryCodes = [
	"DEPOSIT",
	"ORDER_PAYMENT",
	"REFUND",
	"SHIPPING_FEE",
	"MONTHLY_FEE",
	"ADJUSTMENT"
];
// src/wallet/wallet.decode.ts
function decodeWallet(raw) {
	const fields = record(raw, "wallet");
	const currency = fields.currency;
	return {
		balance: requiredNumber(fields, "balance"),
		currency: isCurrencyCode(currency) ? currency : "USD",
		balanceUsd: optionalNumber(fields, "balanceUsd") ?? requiredNumber(fields, "balance")
	};
}
function decodeEntry(raw) {
	if (!isRecord(raw)) return [];
	try {
		return [{
			id: text(raw, "id"),
			code: text(raw, "code"),
			remark: text(raw, "remark"),
			income: optionalNumber(raw, "income") ?? 0,
			outgo: optionalNumber(raw, "outgo") ?? 0,
			balance: requiredNumber(raw, "balance"),
			orderNumber: optionalText(raw, "orderNumber"),
			createdAt: text(raw, "createdAt")
		}];
	} catch {
		return [];
	}
}
/** A page of entries; an entry that does not read is left out rather than hiding the rest. */
function decodeWalletEntries(raw) {
	const fields = record(raw, "wallet entries");
	const page = optionalNumber(fields, "page") ?? 1;
	return {
		items: list(fields.items).flatMap(decodeEntry),
		total: optionalNumber(fields, "total") ?? 0,
		page,
		pages: optionalNumber(fields, "pages") ?? page
	};
}
function decodeDeposit(raw) {
	const fields = record(raw, "deposit");
	const id = text(fields, "id");
	if (!id) throw new Error("the deposit has no id");
	return {
		id,
		status: text(fields, "status"),
		amount: optionalNumber(fields, "amount"),
		approvalUrl: optionalText(fields, "approvalUrl")
	};
}
// src/wallet/wallet-api.ts
var depositPath = (id) => `/wallet/deposits/${encodeURIComponent(id)}`;
async function fetchWallet(currency) {
	return decodeWallet(await track(shopApi.request(`/wallet${queryString({ currency })}`)));
}
async function fetchWalletEntries(page, pageSize) {
	return decodeWalletEntries(await track(shopApi.request(`/wallet/entries${queryString({
		page,
		pageSize
	})}`)));
}
/** `POST /wallet/deposits`: a top-up waiting for approval at its `approvalUrl`. */
async function requestDeposit(request, idempotencyKey) {
	return decodeDeposit(await track(shopApi.request("/wallet/deposits", {
		method: "POST",
		body: request,
		headers: { "Idempotency-Key": idempotencyKey }
	})));
}
async function fetchDeposit(id) {
	return decodeDeposit(await track(shopApi.request(depositPath(id))));
}
/** After approval at PayPal: the server captures the money and credits the wallet. */
async function captureDeposit(id) {
	return decodeDeposit(await track(shopApi.request(`${depositPath(id)}/capture`, { method: "POST" })));
}
// src/wallet/DepositNotice.tsx
function DepositNotice({ status, depositId }) {
	const { t } = useTranslation();
	switch (status.kind) {
		case "capturing": return /* @__PURE__ */ jsxs("p", {
			className: "page-status",
			role: "status",
			children: [/* @__PURE__ */ jsx("span", {
				className: "spinner",
				"aria-hidden": "true"
			}), t("wallet.capturing")]
		});
		case "completed": return /* @__PURE__ */ jsx(FormAlert, {
			kind: "success",
			children: t("wallet.toppedUp", { amount: formatPrice(status.amount, "USD") })
		});
		case "cancelled": return /* @__PURE__ */ jsx(FormAlert, {
			kind: "info",
			children: t("wallet.cancelled")
		});
		case "declined": return depositId ? /* @__PURE__ */ jsx(DepositDeclined, { depositId }) : null;
		case "failed": return /* @__PURE__ */ jsx(FormAlert, {
			kind: "error",
			children: t("wallet.captureFailed")
		});
	}
}
/** PayPal refused the money; the deposit's PayPal page still takes another card or account. */
function DepositDeclined({ depositId }) {
	const { t } = useTranslation();
	const load = useCallback((id) => fetchDeposit(id), []);
	const deposit = useFresh(depositId, load);
	return /* @__PURE__ */ jsxs("div", {
		className: "notice notice--warning",
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", { children: t("wallet.declined") }), deposit.data?.approvalUrl && /* @__PURE__ */ jsx("a", {
			className: "button",
			href: deposit.data.approvalUrl,
			children: t("wallet.backToPayPal")
		})]
	});
}
// src/wallet/deposit-return.ts
/** The server names deposits `deposit-<uuid>`; anything else is not one of ours. */
var depositIdPattern = /^deposit-[0-9a-f-]{36}$/;
/**
* `?deposit=<id>` after approval at PayPal, with `&cancelled=1` after the shopper turned back.
*
* @example readDepositReturn('?deposit=deposit-0d9…&cancelled=1') // { action: 'cancelled', … }
*/
function readDepositReturn(search) {
	const query = new URLSearchParams(search);
	const depositId = query.get("deposit") ?? "";
	if (!depositIdPattern.test(depositId)) return { action: "none" };
	const cancelled = query.get("cancelled");
	return cancelled !== null && cancelled !== "0" && cancelled !== "false" ? {
		action: "cancelled",
		depositId
	} : {
		action: "capture",
		depositId
	};
}
/** A refused capture: 402 `payment_declined` can be approved again, anything else failed. */
function depositRefusal(error) {
	if (!(error instanceof ApiError)) return { kind: "failed" };
	if (error.status === 401) return { kind: "signed-out" };
	if (error.status === 402) return { kind: "declined" };
	return { kind: "failed" };
}
// src/wallet/settle-deposit.ts
var settled = /* @__PURE__ */ new Map();
/**
* Captures a top-up once per return from PayPal, even when React runs the effect twice; a
* refusal is forgotten, so that a return after approving again captures again.
*/
function settleDeposit(depositId) {
	let outcome = settled.get(depositId);
	if (!outcome) {
		outcome = captureDeposit(depositId).then((deposit) => deposit.status === "completed" ? {
			kind: "completed",
			amount: deposit.amount ?? 0
		} : { kind: "failed" }, (error) => {
			settled.delete(depositId);
			const refusal = depositRefusal(error);
			if (refusal.kind === "failed") showError(error);
			return refusal;
		});
		settled.set(depositId, outcome);
	}
	return outcome;
}
// src/wallet/top-up.ts
/** Full-width digits as Japanese and Chinese keyboards type them, thousands separators, blanks. */
function plain(text) {
	return text.normalize("NFKC").replace(/[\s,]/g, "");
}
/** US cents of an amount, worked out as the server does for its bounds. */
function usdCentsOf(amount, currency) {
	return currency === "USD" ? Math.round(Number(amount) * 100) : toUsdCents(Number(amount), currency);
}
/**
* The smallest and largest top-up in a currency, in its major units: the server's bounds
* (US$1.00 to US$10,000.00) converted and rounded inwards, so both ends are accepted.
*
* @example topUpBounds('KRW') // { min: 1150, max: 11500000 }
*/
function topUpBounds(currency) {
	const { decimals } = currencies[currency];
	const step = 10 ** -decimals;
	let min = fromUsdCents(depositLimits.minUsdCents, currency);
	while (usdCentsOf(min.toFixed(decimals), currency) < depositLimits.minUsdCents) min += step;
	let max = fromUsdCents(depositLimits.maxUsdCents, currency);
	while (usdCentsOf(max.toFixed(decimals), currency) > depositLimits.maxUsdCents) max -= step;
	return {
		min: Number(min.toFixed(decimals)),
		max: Number(max.toFixed(decimals))
	};
}
/**
* The amount of a top-up as `POST /wallet/deposits` takes it (a decimal string with the
* currency's decimals), or why it cannot be one: empty, not an amount (or finer than the currency
* goes: no sen, no jeon), or outside the server's bounds.
*
* @example topUpAmount('５０', 'USD') // { ok: true, amount: '50.00' }
* @example topUpAmount('10.5', 'JPY') // { ok: false, problem: 'invalid' }
*/
function topUpAmount(typed, currency) {
	const text = plain(typed);
	if (text === "") return {
		ok: false,
		problem: "required"
	};
	const { decimals } = currencies[currency];
	if (!(decimals > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{1,${decimals}})?$`) : /^\d{1,9}$/).test(text)) return {
		ok: false,
		problem: "invalid"
	};
	const amount = Number(text).toFixed(decimals);
	const cents = usdCentsOf(amount, currency);
	if (cents < depositLimits.minUsdCents || cents > depositLimits.maxUsdCents) return {
		ok: false,
		problem: "range"
	};
	return {
		ok: true,
		amount
	};
}
/** An amount to show as an example of how to write one in `currency` (about US$50). */
function exampleAmount(currency) {
	return fromUsdCents(5e3, currency).toFixed(currencies[currency].decimals);
}
// src/wallet/TopUpForm.tsx
/** A new key per attempt, kept for a retry after a lost connection: never two top-ups for one. */
var attempts = createIdempotencyKeys();
/** An amount and its currency, then off to PayPal to approve the top-up. */
function TopUpForm({ defaultCurrency }) {
	const { t } = useTranslation();
	const headingId = useId();
	const [amount, setAmount] = useState("");
	const [currency, setCurrency] = useState(defaultCurrency);
	const [problem, setProblem] = useState();
	const [failure, setFailure] = useState();
	const [sending, setSending] = useState(false);
	const amountRef = useRef(null);
	const bounds = topUpBounds(currency);
	const problemText = problem && {
		required: t("wallet.amountRequired"),
		invalid: t("wallet.amountInvalid", { example: exampleAmount(currency) }),
		range: t("wallet.amountRange", {
			min: formatPrice(bounds.min, currency),
			max: formatPrice(bounds.max, currency)
		})
	}[problem];
	async function submit(event) {
		event.preventDefault();
		if (sending) return;
		const checked = topUpAmount(amount, currency);
		setFailure(void 0);
		if (!checked.ok) {
			setProblem(checked.problem);
			amountRef.current?.focus();
			return;
		}
		setProblem(void 0);
		const request = {
			amount: checked.amount,
			currency
		};
		setSending(true);
		try {
			const deposit = await requestDeposit(request, attempts.keyFor(JSON.stringify(request)));
			attempts.answered();
			if (!deposit.approvalUrl) throw new Error("The top-up has no PayPal link");
			window.location.assign(deposit.approvalUrl);
		} catch (error) {
			setSending(false);
			if (!reachedServer(error)) {
				setFailure("network");
				return;
			}
			attempts.answered();
			if (error instanceof ApiError && error.code === "invalid_amount") setProblem("range");
			else if (error instanceof ApiError && error.code === "payment_unavailable") setFailure("unavailable");
			else if (!(error instanceof ApiError && error.status === 401)) showError(error);
		}
	}
	return /* @__PURE__ */ jsxs("section", {
		className: "wallet-card top-up",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: t("wallet.topUpTitle")
			}),
			/* @__PURE__ */ jsx("p", {
				className: "muted",
				children: t("wallet.topUpIntro")
			}),
			/* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: submit,
				"aria-busy": sending,
				children: [
					failure && /* @__PURE__ */ jsx(FormAlert, {
						kind: "error",
						children: failure === "network" ? t("checkout.networkError") : t("wallet.paypalUnavailable")
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "field-row",
						children: [/* @__PURE__ */ jsx(TextField, {
							label: t("wallet.amount"),
							name: "amount",
							value: amount,
							onChange: (value) => {
								setAmount(value);
								if (problem) setProblem(void 0);
							},
							inputMode: "text",
							autoComplete: "off",
							maxLength: 20,
							error: problemText,
							inputRef: amountRef
						}), /* @__PURE__ */ jsx(SelectField, {
							label: t("wallet.currency"),
							name: "currency",
							value: currency,
							options: currencyCodes.map((code) => ({
								value: code,
								text: code
							})),
							onChange: (code) => {
								if (isCurrencyCode(code)) setCurrency(code);
								if (problem === "range" || problem === "invalid") setProblem(void 0);
							}
						})]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--wide",
						disabled: sending,
						children: t("wallet.topUp")
					}),
					sending && /* @__PURE__ */ jsxs("p", {
						className: "page-status",
						role: "status",
						children: [/* @__PURE__ */ jsx("span", {
							className: "spinner",
							"aria-hidden": "true"
						}), t("wallet.toPayPal")]
					})
				]
			})
		]
	});
}
// src/wallet/WalletBalanceCard.tsx
/** The balance in the shopper's currency, and in the US dollars it is kept in. */
function WalletBalanceCard({ balance }) {
	const { t } = useTranslation();
	const headingId = useId();
	return /* @__PURE__ */ jsxs("section", {
		className: "wallet-card wallet-balance",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t("wallet.balance")
		}), balance.loading ? /* @__PURE__ */ jsxs("p", {
			className: "page-status",
			role: "status",
			children: [/* @__PURE__ */ jsx("span", {
				className: "spinner",
				"aria-hidden": "true"
			}), t("wallet.balanceLoading")]
		}) : balance.data ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
			className: "wallet-balance__amount",
			children: formatPrice(balance.data.balance, balance.data.currency)
		}), balance.data.currency !== "USD" && /* @__PURE__ */ jsx("p", {
			className: "muted",
			children: t("wallet.balanceUsd", { amount: formatPrice(balance.data.balanceUsd, "USD") })
		})] }) : /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", { children: t("wallet.balanceFailed") }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--outline",
			onClick: balance.reload,
			children: t("cart.retry")
		})] })]
	});
}
// src/wallet/WalletEntries.tsx
var usd = (amount) => formatPrice(amount, "USD");
/** The wallet's entries, newest first, a page at a time. */
function WalletEntries({ entries, page }) {
	const { t } = useTranslation();
	const formatDate = useDateFormat();
	const headingId = useId();
	let body;
	if (entries.loading) body = /* @__PURE__ */ jsxs("p", {
		className: "page-status",
		role: "status",
		children: [/* @__PURE__ */ jsx("span", {
			className: "spinner",
			"aria-hidden": "true"
		}), t("wallet.entriesLoading")]
	});
	else if (!entries.data) body = /* @__PURE__ */ jsxs("div", {
		className: "notice",
		children: [/* @__PURE__ */ jsx("p", { children: t("wallet.entriesFailed") }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--outline",
			onClick: entries.reload,
			children: t("cart.retry")
		})]
	});
	else if (entries.data.items.length === 0) body = /* @__PURE__ */ jsx("p", {
		className: "empty-state",
		children: t("wallet.noEntries")
	});
	else body = /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: "muted",
			children: t("wallet.amountsInUsd")
		}),
		/* @__PURE__ */ jsx("div", {
			className: "order-table wallet-entries",
			children: /* @__PURE__ */ jsxs("table", { children: [
				/* @__PURE__ */ jsx("caption", {
					className: "visually-hidden",
					children: t("wallet.entriesCaption")
				}),
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("wallet.date")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("wallet.entry")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "amount",
						children: t("wallet.income")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "amount",
						children: t("wallet.outgo")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "amount",
						children: t("wallet.balanceAfter")
					})
				] }) }),
				/* @__PURE__ */ jsx("tbody", { children: entries.data.items.map((entry) => /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("td", {
						"data-label": t("wallet.date"),
						children: formatDate(entry.createdAt)
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "row",
						"data-label": t("wallet.entry"),
						children: /* @__PURE__ */ jsx(EntryWhat, { entry })
					}),
					/* @__PURE__ */ jsx("td", {
						"data-label": t("wallet.income"),
						className: "amount",
						children: entry.income > 0 ? usd(entry.income) : ""
					}),
					/* @__PURE__ */ jsx("td", {
						"data-label": t("wallet.outgo"),
						className: "amount",
						children: entry.outgo > 0 ? usd(entry.outgo) : ""
					}),
					/* @__PURE__ */ jsx("td", {
						"data-label": t("wallet.balanceAfter"),
						className: "amount",
						children: usd(entry.balance)
					})
				] }, entry.id)) })
			] })
		}),
		/* @__PURE__ */ jsx(Pagination, {
			page,
			pages: entries.data.pages,
			hrefFor: (target) => `/page/account/wallet${target > 1 ? `?page=${target}` : ""}`
		})
	] });
	return /* @__PURE__ */ jsxs("section", {
		className: "wallet-card wallet-entries-section",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t("wallet.entries")
		}), body]
	});
}
/** What the entry was: its code in the shopper's language, the order it belongs to, a remark. */
function EntryWhat({ entry }) {
	const { t } = useTranslation();
	const known = walletEntryCodes.includes(entry.code);
	return /* @__PURE__ */ jsxs("span", {
		className: "wallet-entry",
		children: [/* @__PURE__ */ jsx("span", { children: known ? t(`wallet.codes.${entry.code}`) : entry.code }), entry.orderNumber ? /* @__PURE__ */ jsx(Link, {
			to: `/page/account/dashboard?order=${encodeURIComponent(entry.orderNumber)}`,
			children: t("wallet.forOrder", { number: entry.orderNumber })
		}) : entry.code === "ADJUSTMENT" && entry.remark && /* @__PURE__ */ jsx("span", {
			className: "muted",
			dir: "auto",
			children: entry.remark
		})]
	});
}
// src/wallet/WalletPage.tsx
/** `/page/account/wallet`: the balance, a top-up through PayPal, and the entries. */
function WalletPage() {
	return /* @__PURE__ */ jsx(RequireLogin, { children: /* @__PURE__ */ jsx(Wallet, {}) });
}
function Wallet() {
	const { t } = useTranslation();
	const { currency } = usePreference();
	const location = useLocation();
	const navigate = useNavigate();
	const [params] = useSearchParams();
	const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
	const loadBalance = useCallback((code) => fetchWallet(code), []);
	const balance = useFresh(currency, loadBalance);
	const loadEntries = useCallback((key) => fetchWalletEntries(Number(key), 20), []);
	const entries = useFresh(String(page), loadEntries);
	const [deposit, setDeposit] = useState();
	const [returned, setReturned] = useState({ action: "none" });
	useEffect(() => {
		const back = readDepositReturn(location.search);
		if (back.action === "none") return;
		setReturned(back);
		if (back.action === "cancelled") {
			setDeposit({ kind: "cancelled" });
			navigate("/page/account/wallet", { replace: true });
			return;
		}
		let current = true;
		setDeposit({ kind: "capturing" });
		settleDeposit(back.depositId).then((outcome) => {
			if (!current || outcome.kind === "signed-out") return;
			setDeposit(outcome);
			if (outcome.kind === "completed") navigate("/page/account/wallet", { replace: true });
		});
		return () => {
			current = false;
		};
	}, [location.search, navigate]);
	const reloadBalance = balance.reload;
	const reloadEntries = entries.reload;
	useEffect(() => {
		if (deposit?.kind !== "completed") return;
		reloadBalance();
		reloadEntries();
	}, [
		deposit,
		reloadBalance,
		reloadEntries
	]);
	return /* @__PURE__ */ jsx(AccountLayout, {
		title: t("wallet.title"),
		children: /* @__PURE__ */ jsxs("div", {
			className: "wallet",
			children: [
				deposit && /* @__PURE__ */ jsx(DepositNotice, {
					status: deposit,
					depositId: returned.action === "none" ? void 0 : returned.depositId
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "wallet__top",
					children: [/* @__PURE__ */ jsx(WalletBalanceCard, { balance }), /* @__PURE__ */ jsx(TopUpForm, { defaultCurrency: currency })]
				}),
				/* @__PURE__ */ jsx(WalletEntries, {
					entries,
					page
				})
			]
		})
	});
}
export { WalletPage };
