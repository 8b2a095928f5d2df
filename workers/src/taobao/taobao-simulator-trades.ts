import { taobaoPriceFen, yuan } from './taobao-price.js';
import type { TaobaoTradeStatus } from './taobao-protocol.js';
import { SandboxRequestError, serviceRefusal } from './taobao-simulator-errors.js';
import type { SimulatedItem, SimulatedItems } from './taobao-simulator-items.js';
import { logisticsCompany, type SimulatedShipment } from './taobao-simulator-logistics.js';
import type { SimulatedSku } from './taobao-simulator-skus.js';

export interface SimulatedReceiver {
  readonly name: string;
  readonly mobile: string;
  readonly state: string;
  readonly city: string;
  readonly district?: string | undefined;
  readonly address: string;
  readonly zip?: string | undefined;
  readonly phone?: string | undefined;
  readonly country?: string | undefined;
}

export interface SimulatedOrder {
  readonly oid: number;
  readonly numIid: number;
  readonly outerIid: string | undefined;
  /** The SKU bought, for an item with SKUs. */
  readonly sku?: Pick<SimulatedSku, 'skuId' | 'outerId' | 'propertiesName'>;
  readonly title: string;
  readonly num: number;
  readonly price: string;
  status: TaobaoTradeStatus;
}

export interface SimulatedTrade {
  readonly tid: number;
  readonly nick: string;
  status: TaobaoTradeStatus;
  readonly created: number;
  modified: number;
  readonly payTime: number;
  readonly payment: string;
  readonly buyerNick: string;
  readonly receiver: SimulatedReceiver;
  readonly orders: SimulatedOrder[];
}

/** What a buyer or Taobao may do to a trade from each status (shipping is the seller's call). */
const buyerMoves: Partial<Record<TaobaoTradeStatus, readonly TaobaoTradeStatus[]>> = {
  WAIT_SELLER_SEND_GOODS: ['TRADE_CLOSED'],
  WAIT_BUYER_CONFIRM_GOODS: ['TRADE_FINISHED', 'TRADE_CLOSED'],
};

/** Buyers' trades per seller and the seller's shipments, in memory. */
export function createSimulatedTrades(options: { now: () => number; items: SimulatedItems }) {
  const trades = new Map<number, SimulatedTrade>();
  const shipments: SimulatedShipment[] = [];
  // Sixteen digits: Taobao's tids are longer, but these stay exact in a JSON number for tools.
  let nextTid = 3_800_000_000_000_001;
  let nextOid = 3_900_000_000_000_001;

  function get(nick: string, tid: number): SimulatedTrade {
    const trade = trades.get(tid);
    if (!trade || trade.nick !== nick) {
      throw serviceRefusal('isv.trade-not-exist', `The trade ${tid} does not exist.`);
    }
    return trade;
  }

  function setStatus(trade: SimulatedTrade, status: TaobaoTradeStatus) {
    trade.status = status;
    for (const order of trade.orders) order.status = status;
    trade.modified = options.now();
  }

  return {
    get,
    of: (nick: string) => [...trades.values()].filter((trade) => trade.nick === nick),
    shipmentsOf: (nick: string) => shipments.filter((shipment) => shipment.nick === nick),

    /** A buyer buys `num` of an item on sale and pays at once: the trade waits for the seller. */
    place(
      nick: string,
      input: {
        numIid: number;
        /** Which SKU, for an item with SKUs: the buyer picks one, at its price. */
        skuId?: number | undefined;
        num: number;
        receiver: SimulatedReceiver;
        buyerNick?: string;
      },
    ): SimulatedTrade {
      const item: SimulatedItem | undefined = options.items.find(input.numIid);
      if (!item || item.nick !== nick) {
        throw new SandboxRequestError(404, `${nick} has no item ${input.numIid}.`);
      }
      if (item.approveStatus !== 'onsale') {
        throw new SandboxRequestError(409, `The item ${item.numIid} is not on sale.`);
      }
      const sku = item.skus.find((each) => each.skuId === input.skuId);
      if (item.skus.length > 0 && !sku) {
        throw new SandboxRequestError(
          400,
          `The item ${item.numIid} has SKUs: name one (${item.skus.map((each) => each.skuId).join(', ')}).`,
        );
      }
      const left = sku ? sku.quantity : item.num;
      if (input.num > left) {
        throw new SandboxRequestError(409, `The item ${item.numIid} has ${left} left.`);
      }
      const now = options.now();
      const unitPrice = sku ? sku.price : item.price;
      const unitFen = taobaoPriceFen(unitPrice) ?? 0;
      const trade: SimulatedTrade = {
        tid: nextTid++,
        nick,
        status: 'WAIT_SELLER_SEND_GOODS',
        created: now,
        modified: now,
        payTime: now,
        payment: yuan(unitFen * input.num),
        buyerNick: input.buyerNick ?? 'sandbox_buyer',
        receiver: input.receiver,
        orders: [
          {
            oid: nextOid++,
            numIid: item.numIid,
            outerIid: item.outerId,
            ...(sku && {
              sku: { skuId: sku.skuId, outerId: sku.outerId, propertiesName: sku.propertiesName },
            }),
            title: item.title,
            num: input.num,
            price: unitPrice,
            status: 'WAIT_SELLER_SEND_GOODS',
          },
        ],
      };
      trades.set(trade.tid, trade);
      options.items.adjustStock(item, -input.num, sku?.skuId);
      return trade;
    },

    /**
     * The buyer confirms receipt (`TRADE_FINISHED`), or the trade is refunded and closed
     * (`TRADE_CLOSED`, the units back on the item while it was not shipped).
     */
    move(nick: string, tid: number, status: TaobaoTradeStatus): SimulatedTrade {
      const trade = get(nick, tid);
      if (!buyerMoves[trade.status]?.includes(status)) {
        throw new SandboxRequestError(
          409,
          `A trade in ${trade.status} cannot become ${status} (allowed: ${
            buyerMoves[trade.status]?.join(', ') || 'none'
          }).`,
        );
      }
      if (status === 'TRADE_CLOSED' && trade.status === 'WAIT_SELLER_SEND_GOODS') {
        for (const order of trade.orders) {
          const item = options.items.find(order.numIid);
          if (item) options.items.adjustStock(item, order.num, order.sku?.skuId);
        }
      }
      setStatus(trade, status);
      return trade;
    },

    /** `taobao.logistics.offline.send`: only a trade waiting for the seller can be shipped. */
    ship(nick: string, tid: number, outSid: string, companyCode: string): SimulatedShipment {
      const trade = get(nick, tid);
      const company = logisticsCompany(companyCode);
      if (!company) {
        throw serviceRefusal(
          'isv.logistics-company-not-exist',
          `There is no logistics company with the code ${companyCode}.`,
        );
      }
      if (trade.status !== 'WAIT_SELLER_SEND_GOODS') {
        throw serviceRefusal(
          'isv.logistics-offline-service-error',
          `The trade ${tid} is ${trade.status}: only a trade in WAIT_SELLER_SEND_GOODS can be shipped.`,
        );
      }
      setStatus(trade, 'WAIT_BUYER_CONFIRM_GOODS');
      const shipment = {
        tid,
        nick,
        outSid,
        companyCode: company.code,
        companyName: company.name,
        created: trade.modified,
      };
      shipments.push(shipment);
      return shipment;
    },

    /** Modified from `start` to `end`, both included, oldest first (by tid on a tie). */
    modifiedBetween(nick: string, start: number, end: number, status?: string): SimulatedTrade[] {
      return [...trades.values()]
        .filter(
          (trade) =>
            trade.nick === nick &&
            trade.modified >= start &&
            trade.modified <= end &&
            (status === undefined || trade.status === status),
        )
        .sort((a, b) => a.modified - b.modified || a.tid - b.tid);
    },
  };
}

export type SimulatedTrades = ReturnType<typeof createSimulatedTrades>;
