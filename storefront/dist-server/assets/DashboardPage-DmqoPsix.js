import { t as useFresh } from "./use-fresh-b_VC9nOb.js";
import { n as isNotFound } from "./use-resource-eiGXM7FF.js";
import { d as showError } from "./decode-Cq8skW8-.js";
import { t as formatPrice } from "./format-price-CqHzwgNM.js";
import { v as VariantNote } from "../entry-server.js";
import { t as ConfirmBox } from "./ConfirmBox-BGTbsgMk.js";
import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { a as PaymentStatusText, c as courierKey, d as timelineLabel, f as trackingHref, i as OrderStatusText, l as paymentKey, n as InProgressText, o as RefundText, r as OrderNoteText, s as canCancel, t as CourierStatusText, u as statusKey } from "./OrderStatusText-CKlntGJ7.js";
import { t as useDateFormat } from "./use-date-format-DWTOVUup.js";
import { a as fetchOrders, c as pollOrders, i as fetchOrder, s as pollOrder, t as cancelOrder } from "./orders-api-DnFXmsjZ.js";
import { t as AccountLayout } from "./AccountLayout-C2cjlNmy.js";
import { t as RequireLogin } from "./RequireLogin-D5G79Lyb.js";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/api/use-polling.ts
/**
* Calls `poll` every `intervalMs` while `active` holds, one call at a time (the next waits for
* the last to finish), and stops when the component goes or `active` turns false. A failed call
* is simply tried again on the next round.
*/
function usePolling(active, poll, intervalMs = 2e3) {
	const latest = useRef(poll);
	latest.current = poll;
	useEffect(() => {
		if (!active) return;
		let stopped = false;
		let timer;
		const round = () => {
			timer = setTimeout(async () => {
				await latest.current().catch(() => void 0);
				if (!stopped) round();
			}, intervalMs);
		};
		round();
		return () => {
			stopped = true;
			clearTimeout(timer);
		};
	}, [active, intervalMs]);
}
// src/orders/OrderTimeline.tsx
/** What happened to the order, oldest first. */
function OrderTimeline({ events }) {
	const { t } = useTranslation();
	const formatDate = useDateFormat();
	const headingId = useId();
	if (events.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "order-timeline",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t("orders.timeline")
		}), /* @__PURE__ */ jsx("ol", { children: events.map((event, index) => {
			const label = timelineLabel(event.type);
			const status = event.to && statusKey(event.to);
			const courier = event.courierStatus && courierKey(event.courierStatus);
			const what = event.type === "OrderStatusChanged" && event.to ? t("orders.events.movedTo", { status: status ? t(`orders.status.${status}`) : event.to }) : event.type === "ShipmentScanned" && event.courierStatus ? `${t("orders.events.scanned", { status: courier ? t(`orders.courier.${courier}`) : event.courierStatus })}${event.location ? ` (${event.location})` : ""}` : "key" in label ? t(`orders.events.${label.key}`) : label.text;
			return /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("span", {
				className: "order-timeline__what",
				children: what
			}), /* @__PURE__ */ jsx("time", {
				dateTime: event.occurredAt,
				children: formatDate(event.occurredAt)
			})] }, index);
		}) })]
	});
}
// src/orders/TrackingLink.tsx
/** The tracking number, linked to the carrier's tracking page when there is one. */
function TrackingLink({ order }) {
	const { t } = useTranslation();
	if (!order.trackingNumber) return /* @__PURE__ */ jsx("span", {
		className: "muted",
		children: t("orders.trackingNone")
	});
	const href = trackingHref(order);
	const carrier = order.carrier?.name ? `${order.carrier.name} ` : "";
	if (!href) return /* @__PURE__ */ jsx("span", { children: `${carrier}${order.trackingNumber}` });
	return /* @__PURE__ */ jsxs(Fragment, { children: [carrier, /* @__PURE__ */ jsx("a", {
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		"aria-label": t("orders.trackingLink", {
			number: order.trackingNumber,
			carrier: order.carrier?.name ?? ""
		}),
		children: order.trackingNumber
	})] });
}
// src/orders/OrderDetail.tsx
/** One order: where it stands, what is in it, what it cost, what happened to it. */
function OrderDetail({ orderNumber }) {
	const { t } = useTranslation();
	const load = useCallback((number) => fetchOrder(number), []);
	const order = useFresh(orderNumber, load);
	const [cancelled, setCancelled] = useState(false);
	usePolling(order.data?.inProgress === true, async () => {
		order.replace(await pollOrder(orderNumber));
	});
	const back = /* @__PURE__ */ jsx(Link, {
		className: "order-detail__back",
		to: "/page/account/dashboard",
		children: t("orders.back")
	});
	if (order.loading) return /* @__PURE__ */ jsx("p", {
		className: "page-status",
		role: "status",
		children: t("orders.loading")
	});
	if (!order.data) return /* @__PURE__ */ jsxs("div", {
		className: "notice",
		children: [/* @__PURE__ */ jsx("p", { children: isNotFound(order.error) ? t("orders.notFound") : t("orders.loadFailed") }), back]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "order-detail",
		children: [
			back,
			/* @__PURE__ */ jsx(OrderFacts, { order: order.data }),
			/* @__PURE__ */ jsx(PaymentNotice, { order: order.data }),
			/* @__PURE__ */ jsx(OrderLines, { order: order.data }),
			/* @__PURE__ */ jsx(OrderTimeline, { events: order.data.timeline }),
			cancelled && /* @__PURE__ */ jsx(FormAlert, {
				kind: "success",
				children: t("orders.cancelDone")
			}),
			canCancel(order.data) && /* @__PURE__ */ jsx(CancelOrder, {
				order: order.data,
				onCancelled: (answer) => {
					setCancelled(true);
					order.replace({
						...answer,
						timeline: order.data?.timeline ?? []
					});
					order.reload();
				}
			})
		]
	});
}
function OrderFacts({ order }) {
	const { t } = useTranslation();
	const formatDate = useDateFormat();
	return /* @__PURE__ */ jsxs("dl", {
		className: "order-facts",
		children: [
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.number") }), /* @__PURE__ */ jsx("dd", { children: order.orderNumber })] }),
			order.createdAt && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.date") }), /* @__PURE__ */ jsx("dd", { children: formatDate(order.createdAt) })] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.statusLabel") }), /* @__PURE__ */ jsxs("dd", { children: [/* @__PURE__ */ jsx(OrderStatusText, { status: order.status }), order.inProgress && !order.refundStatus && /* @__PURE__ */ jsx(InProgressText, {})] })] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.paymentLabel") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(PaymentStatusText, { paymentStatus: order.paymentStatus }) })] }),
			order.refundStatus && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.refundLabel") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(RefundText, { order }) })] }),
			order.note && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.noteLabel") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(OrderNoteText, { note: order.note }) })] }),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.tracking") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(TrackingLink, { order }) })] }),
			order.courierStatus && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("orders.courierLabel") }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(CourierStatusText, { courierStatus: order.courierStatus }) })] })
		]
	});
}
/** An order waiting for its PayPal payment leads back there; one under review says so. */
function PaymentNotice({ order }) {
	const { t } = useTranslation();
	if (order.approvalUrl) return /* @__PURE__ */ jsxs("div", {
		className: "notice order-detail__pay",
		children: [/* @__PURE__ */ jsx("p", { children: t("orders.awaitingPayment") }), /* @__PURE__ */ jsx("a", {
			className: "button",
			href: order.approvalUrl,
			children: t("orders.payAtPayPal")
		})]
	});
	if (paymentKey(order.paymentStatus) === "paidTemporarily" && order.status !== "Cancelled") return /* @__PURE__ */ jsx(FormAlert, {
		kind: "info",
		children: t("orders.paidTemporarilyNote")
	});
	return null;
}
function OrderLines({ order }) {
	const { t } = useTranslation();
	const headingId = useId();
	const money = (amount) => formatPrice(amount, order.currency);
	return /* @__PURE__ */ jsxs("section", {
		className: "order-lines",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: t("orders.items")
			}),
			/* @__PURE__ */ jsx("ul", { children: order.items.map((item) => /* @__PURE__ */ jsxs("li", { children: [
				/* @__PURE__ */ jsx(Link, {
					to: `/product/${item.id}`,
					dir: "auto",
					children: item.title || `#${item.id}`
				}),
				/* @__PURE__ */ jsx(VariantNote, { name: item.variantName }),
				item.charged !== void 0 && /* @__PURE__ */ jsx("span", {
					className: "muted",
					children: money(item.charged)
				}),
				/* @__PURE__ */ jsx("span", { children: t("checkout.quantityTimes", { count: item.quantity }) }),
				item.charged !== void 0 && /* @__PURE__ */ jsx("span", {
					className: "amount",
					children: money(item.charged * item.quantity)
				})
			] }, `${item.id}-${item.variantId ?? ""}`)) }),
			/* @__PURE__ */ jsxs("dl", {
				className: "totals",
				children: [
					order.subTotal !== void 0 && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("cart.subtotal") }), /* @__PURE__ */ jsx("dd", { children: money(order.subTotal) })] }),
					order.shippingFee !== void 0 && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("cart.shippingFee") }), /* @__PURE__ */ jsx("dd", { children: money(order.shippingFee) })] }),
					order.tax !== void 0 && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: t("checkout.estimatedTax") }), /* @__PURE__ */ jsx("dd", { children: money(order.tax) })] }),
					/* @__PURE__ */ jsxs("div", {
						className: "totals__total",
						children: [/* @__PURE__ */ jsx("dt", { children: t("orders.total") }), /* @__PURE__ */ jsx("dd", { children: money(order.total) })]
					})
				]
			})
		]
	});
}
/** "Cancel order", then a confirmation, while the order is Processing. */
function CancelOrder({ order, onCancelled }) {
	const { t } = useTranslation();
	const [confirming, setConfirming] = useState(false);
	const [busy, setBusy] = useState(false);
	async function cancel() {
		setBusy(true);
		try {
			onCancelled(await cancelOrder(order.orderNumber));
		} catch (error) {
			showError(error);
		} finally {
			setBusy(false);
			setConfirming(false);
		}
	}
	if (!confirming) return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: "button button--outline order-detail__cancel",
		onClick: () => setConfirming(true),
		children: t("orders.cancel")
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ConfirmBox, {
		question: t("orders.cancelConfirm"),
		confirmLabel: t("orders.cancelYes"),
		cancelLabel: t("orders.keep"),
		onConfirm: cancel,
		onCancel: () => setConfirming(false),
		busy
	}), busy && /* @__PURE__ */ jsx("p", {
		className: "visually-hidden",
		role: "status",
		children: t("orders.cancelling")
	})] });
}
// src/orders/OrderList.tsx
var loadOrders = () => fetchOrders();
/**
* The customer's orders, newest first, a page at a time with a "more" button; each row leads to
* the order's details.
*/
function OrderList() {
	const { t } = useTranslation();
	const formatDate = useDateFormat();
	const firstPage = useFresh("orders", loadOrders);
	const [later, setLater] = useState({
		orders: [],
		page: 1
	});
	const [loadingMore, setLoadingMore] = useState(false);
	usePolling(firstPage.data?.orders.some((order) => order.inProgress) === true, async () => {
		firstPage.replace(await pollOrders());
	});
	async function showMore() {
		setLoadingMore(true);
		try {
			const next = await fetchOrders(later.page + 1);
			setLater({
				orders: [...later.orders, ...next.orders],
				page: later.page + 1
			});
		} catch (error) {
			showError(error);
		} finally {
			setLoadingMore(false);
		}
	}
	const orders = {
		...firstPage,
		data: firstPage.data && withoutRepeats([...firstPage.data.orders, ...later.orders])
	};
	const moreLeft = firstPage.data !== void 0 && (orders.data?.length ?? 0) < firstPage.data.total;
	if (orders.loading) return /* @__PURE__ */ jsx("p", {
		className: "page-status",
		role: "status",
		children: t("orders.loading")
	});
	if (!orders.data) return /* @__PURE__ */ jsxs("div", {
		className: "notice",
		children: [/* @__PURE__ */ jsx("p", { children: t("orders.loadFailed") }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--outline",
			onClick: orders.reload,
			children: t("cart.retry")
		})]
	});
	if (orders.data.length === 0) return /* @__PURE__ */ jsxs("div", {
		className: "empty-state",
		children: [/* @__PURE__ */ jsx("p", { children: t("orders.none") }), /* @__PURE__ */ jsx(Link, {
			className: "button",
			to: "/collection/all",
			children: t("cart.continueShopping")
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "order-table",
		children: [/* @__PURE__ */ jsxs("table", { children: [
			/* @__PURE__ */ jsx("caption", {
				className: "visually-hidden",
				children: t("orders.list")
			}),
			/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("orders.number")
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("orders.date")
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("orders.statusLabel")
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("orders.paymentLabel")
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					className: "amount",
					children: t("orders.total")
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("orders.tracking")
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("orders.courierLabel")
				}),
				/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("orders.view")
					})
				})
			] }) }),
			/* @__PURE__ */ jsx("tbody", { children: orders.data.map((order) => /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("th", {
					scope: "row",
					"data-label": t("orders.number"),
					children: order.orderNumber
				}),
				/* @__PURE__ */ jsx("td", {
					"data-label": t("orders.date"),
					children: formatDate(order.createdAt)
				}),
				/* @__PURE__ */ jsx("td", {
					"data-label": t("orders.statusLabel"),
					children: /* @__PURE__ */ jsxs("span", {
						className: "order-table__status",
						children: [
							/* @__PURE__ */ jsx(OrderStatusText, { status: order.status }),
							order.inProgress && !order.refundStatus && /* @__PURE__ */ jsx(InProgressText, {}),
							/* @__PURE__ */ jsx(RefundText, { order }),
							order.note && /* @__PURE__ */ jsx("span", {
								className: "order-table__note",
								children: /* @__PURE__ */ jsx(OrderNoteText, { note: order.note })
							})
						]
					})
				}),
				/* @__PURE__ */ jsx("td", {
					"data-label": t("orders.paymentLabel"),
					children: /* @__PURE__ */ jsx(PaymentStatusText, { paymentStatus: order.paymentStatus })
				}),
				/* @__PURE__ */ jsx("td", {
					"data-label": t("orders.total"),
					className: "amount",
					children: formatPrice(order.total, order.currency)
				}),
				/* @__PURE__ */ jsx("td", {
					"data-label": t("orders.tracking"),
					children: /* @__PURE__ */ jsx(TrackingLink, { order })
				}),
				/* @__PURE__ */ jsx("td", {
					"data-label": t("orders.courierLabel"),
					children: /* @__PURE__ */ jsx(CourierStatusText, { courierStatus: order.courierStatus })
				}),
				/* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx(Link, {
					className: "button button--outline button--small",
					to: `/page/account/dashboard?order=${encodeURIComponent(order.orderNumber)}`,
					"aria-label": t("orders.viewOrder", { number: order.orderNumber }),
					children: t("orders.view")
				}) })
			] }, order.orderNumber)) })
		] }), moreLeft && /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "button button--outline order-table__more",
			onClick: showMore,
			disabled: loadingMore,
			"aria-busy": loadingMore,
			children: loadingMore ? t("orders.loadingMore") : t("orders.more")
		})]
	});
}
/** An order that moved to a later page while more were loaded shows once. */
function withoutRepeats(orders) {
	const seen = /* @__PURE__ */ new Set();
	return orders.filter((order) => !seen.has(order.orderNumber) && seen.add(order.orderNumber));
}
// src/account/DashboardPage.tsx
/** `/page/account/dashboard`: the orders, or one of them with `?order=`. */
function DashboardPage() {
	return /* @__PURE__ */ jsx(RequireLogin, { children: /* @__PURE__ */ jsx(Dashboard, {}) });
}
function Dashboard() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const orderNumber = params.get("order");
	return /* @__PURE__ */ jsx(AccountLayout, {
		title: orderNumber ? t("orders.detailTitle", { number: orderNumber }) : t("orders.title"),
		children: orderNumber ? /* @__PURE__ */ jsx(OrderDetail, { orderNumber }, orderNumber) : /* @__PURE__ */ jsx(OrderList, {})
	});
}
export { DashboardPage };
