import type { PayPalOrderStatus } from './paypal-protocol.js';
import { resourceNotFound, unprocessable } from './paypal-simulator-errors.js';
import { paypalId, paypalTime } from './paypal-simulator-ids.js';
import type { SimulatedCapture } from './paypal-simulator-payments.js';
import type { CreateOrderRequest, ExperienceContext } from './paypal-simulator-request.js';

export interface SimulatedOrder {
  readonly id: string;
  status: PayPalOrderStatus;
  readonly unit: CreateOrderRequest['purchase_units'][number];
  readonly experience: ExperienceContext;
  /**
   * PayPal answers an order created with `payment_source.paypal.experience_context` with
   * `PAYER_ACTION_REQUIRED` and a `payer-action` link, and one created with the older
   * `application_context` with `CREATED` and an `approve` link.
   */
  readonly style: 'payment_source' | 'application_context';
  payerId?: string;
  capture?: SimulatedCapture;
  readonly createTime: string;
  updateTime: string;
}

/** A response kept for a `PayPal-Request-Id`, answered again verbatim for the same id. */
export interface SimulatedReply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** In-memory orders and the idempotency store. Lost on restart, as a sandbox may be. */
export function createSimulatedOrders({ now }: { now: () => number }) {
  const orders = new Map<string, SimulatedOrder>();
  const replies = new Map<string, SimulatedReply>();
  const timestamp = () => paypalTime(now());

  function touch(order: SimulatedOrder, status: PayPalOrderStatus) {
    order.status = status;
    order.updateTime = timestamp();
  }

  return {
    create(request: CreateOrderRequest): SimulatedOrder {
      const [unit] = request.purchase_units;
      if (!unit) throw new Error('The request parser lets exactly one purchase unit through');
      const viaPaymentSource = request.payment_source !== undefined;
      const time = timestamp();
      const order: SimulatedOrder = {
        id: paypalId(17),
        status: viaPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        unit,
        experience:
          request.payment_source?.paypal.experience_context ?? request.application_context ?? {},
        style: viaPaymentSource ? 'payment_source' : 'application_context',
        createTime: time,
        updateTime: time,
      };
      orders.set(order.id, order);
      return order;
    },

    find(id: string): SimulatedOrder | undefined {
      return orders.get(id);
    },

    get(id: string): SimulatedOrder {
      const order = orders.get(id);
      if (!order) throw resourceNotFound(id);
      return order;
    },

    /** The buyer pressed "Pay now". Pressing it again (a double submit) changes nothing. */
    approve(order: SimulatedOrder): void {
      if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') return;
      order.payerId = paypalId(13);
      touch(order, 'APPROVED');
    },

    /** Throws PayPal's refusal unless the buyer approved and nothing was captured yet. */
    checkCapturable(order: SimulatedOrder): void {
      if (order.status === 'COMPLETED') {
        throw unprocessable({
          issue: 'ORDER_ALREADY_CAPTURED',
          description:
            "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        });
      }
      if (order.status !== 'APPROVED') {
        throw unprocessable({
          issue: 'ORDER_NOT_APPROVED',
          description:
            "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
        });
      }
    },

    /** PayPal made a capture, in whatever status: the order is done either way. */
    complete(order: SimulatedOrder, capture: SimulatedCapture): void {
      order.capture = capture;
      touch(order, 'COMPLETED');
    },

    /** The funding source was declined: the buyer has to approve again, with another one. */
    reopen(order: SimulatedOrder): void {
      touch(order, order.style === 'payment_source' ? 'PAYER_ACTION_REQUIRED' : 'CREATED');
    },

    /**
     * Runs `handle` once per request id and answers every repeat with its first success.
     * Refusals are not kept: a capture refused as not yet approved must succeed when retried
     * with the same id after the buyer approves.
     */
    idempotent(key: string | undefined, handle: () => SimulatedReply): SimulatedReply {
      const earlier = key === undefined ? undefined : replies.get(key);
      if (earlier) return earlier;
      const reply = handle();
      if (key !== undefined) replies.set(key, reply);
      return reply;
    },
  };
}

export type SimulatedOrders = ReturnType<typeof createSimulatedOrders>;
