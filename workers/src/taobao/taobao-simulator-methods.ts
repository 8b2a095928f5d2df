import { isTaobaoPrice } from './taobao-price.js';
import { itemApproveStatuses, type TaobaoApproveStatus, tradeStatuses } from './taobao-protocol.js';
import { invalidArgument, missingArgument, serviceRefusal } from './taobao-simulator-errors.js';
import type { SimulatedItemChanges, SimulatedItems } from './taobao-simulator-items.js';
import { logisticsCompany, simulatedLogisticsCompanies } from './taobao-simulator-logistics.js';
import { companyWire, itemWire, pickFields, tradeWire } from './taobao-simulator-representation.js';
import {
  checkPriceInSkuRange,
  type SimulatedSku,
  skusOf,
  skuUnits,
} from './taobao-simulator-skus.js';
import type { SimulatedTrades } from './taobao-simulator-trades.js';
import { parseTopTimestamp, topTimestamp } from './taobao-timestamp.js';
import { maxIncrementWindowMs } from './taobao-trade-windows.js';

/** A call's business parameters, and whose session it carries (checked by the gateway). */
export interface MethodCall {
  readonly parameters: Readonly<Record<string, string>>;
  /** The session's seller; set for every method that needs a session. */
  readonly nick: string;
}

export interface SimulatedMethod {
  /** Calls on a seller's data need their session; `taobao.logistics.companies.get` does not. */
  readonly needsSession: boolean;
  /** Changes something: a fault may strike after the change (a lost answer). */
  readonly write: boolean;
  /** The body inside `<method>_response`; refusals throw `SimulatedTopError`. */
  handle(call: MethodCall): Record<string, unknown>;
}

/** The TOP methods the simulator implements, by name. */
export function createSimulatedMethods(state: {
  readonly items: SimulatedItems;
  readonly trades: SimulatedTrades;
}): Readonly<Record<string, SimulatedMethod>> {
  const { items, trades } = state;
  const changed = (item: { numIid: number; modified: number }) => ({
    item: { num_iid: item.numIid, modified: topTimestamp(item.modified) },
  });

  return {
    'taobao.item.add': {
      needsSession: true,
      write: true,
      handle({ parameters: p, nick }) {
        for (const name of ['location.state', 'location.city']) required(p, name);
        const type = required(p, 'type');
        if (type !== 'fixed')
          throw invalidArgument('type', 'The simulator lists fixed-price items only.');
        const stuff = required(p, 'stuff_status');
        if (!['new', 'unused', 'second'].includes(stuff)) {
          throw invalidArgument('stuff_status', 'new, unused or second');
        }
        const num = integer(p, 'num', 0, 999_999) as number;
        const skus = skusOf(p, items.nextSkuId) ?? [];
        const itemPrice = price(p, true) as string;
        checkSkus(itemPrice, num, skus);
        const item = items.add(nick, {
          outerId: text(p, 'outer_id', 64),
          title: text(p, 'title', 60, true) as string,
          desc: text(p, 'desc', 25_000, true) as string,
          price: itemPrice,
          num,
          skus,
          cid: integer(p, 'cid', 1, Number.MAX_SAFE_INTEGER) as number,
          approveStatus: num === 0 ? 'instock' : (approveStatus(p) ?? 'onsale'),
        });
        return { item: { num_iid: item.numIid, created: topTimestamp(item.created) } };
      },
    },

    'taobao.item.update': {
      needsSession: true,
      write: true,
      handle({ parameters: p, nick }) {
        const numIid = id(p, 'num_iid');
        const changes: SimulatedItemChanges = {};
        const title = text(p, 'title', 60);
        const desc = text(p, 'desc', 25_000);
        const outerId = text(p, 'outer_id', 64);
        const newPrice = price(p, false);
        const num = integer(p, 'num', 0, 999_999, false);
        if (title !== undefined) changes.title = title;
        if (desc !== undefined) changes.desc = desc;
        if (outerId !== undefined) changes.outerId = outerId;
        if (newPrice !== undefined) changes.price = newPrice;
        if (num !== undefined) changes.num = num;
        const skus = skusOf(p, items.nextSkuId);
        if (skus) changes.skus = skus;
        const item = items.get(nick, numIid);
        if (skus || newPrice !== undefined || (num !== undefined && item.skus.length > 0)) {
          // The whole SKU list is replaced; the item's price and units must agree with it.
          const after = skus ?? item.skus;
          checkSkus(newPrice ?? item.price, num ?? skuUnits(after), after);
        }
        return changed(items.update(nick, numIid, changes));
      },
    },

    'taobao.item.quantity.update': {
      needsSession: true,
      write: true,
      handle({ parameters: p, nick }) {
        const numIid = id(p, 'num_iid');
        const type = integer(p, 'type', 1, 2, false) ?? 1;
        const quantity = integer(p, 'quantity', type === 1 ? 0 : -999_999, 999_999) as number;
        const item = items.get(nick, numIid);
        if (item.skus.length > 0) {
          // TOP changes one SKU's units at a time (`sku_id`); the simulator's callers do not.
          throw serviceRefusal(
            'isv.item-quantity-update-service-error',
            'The item has SKUs: change them with taobao.item.update.',
          );
        }
        const num = type === 1 ? quantity : item.num + quantity;
        if (num < 0) {
          throw serviceRefusal(
            'isv.item-quantity-update-service-error',
            'The quantity would go below zero.',
          );
        }
        const updated = items.update(nick, numIid, { num });
        return {
          item: {
            num_iid: updated.numIid,
            num: updated.num,
            modified: topTimestamp(updated.modified),
          },
        };
      },
    },

    'taobao.item.update.delisting': {
      needsSession: true,
      write: true,
      handle: ({ parameters: p, nick }) => changed(items.delist(nick, id(p, 'num_iid'))),
    },

    'taobao.item.update.listing': {
      needsSession: true,
      write: true,
      handle({ parameters: p, nick }) {
        const numIid = id(p, 'num_iid');
        const num = integer(p, 'num', 1, 999_999) as number;
        return changed(items.list(nick, numIid, num));
      },
    },

    'taobao.items.onsale.get': {
      needsSession: true,
      write: false,
      handle({ parameters: p, nick }) {
        const fields = required(p, 'fields');
        const { pageNo, pageSize } = page(p, 40, 200);
        const onsale = items.onsale(nick, p.q);
        const shown = onsale.slice((pageNo - 1) * pageSize, pageNo * pageSize);
        return {
          items: { item: shown.map((item) => pickFields(itemWire(item), fields)) },
          total_results: onsale.length,
        };
      },
    },

    'taobao.trades.sold.increment.get': {
      needsSession: true,
      write: false,
      handle({ parameters: p, nick }) {
        const fields = required(p, 'fields');
        const start = moment(p, 'start_modified');
        const end = moment(p, 'end_modified');
        if (end <= start) {
          throw invalidArgument('end_modified', 'end_modified must come after start_modified.');
        }
        if (end - start > maxIncrementWindowMs) {
          throw invalidArgument(
            'end_modified',
            'start_modified and end_modified may be at most one day apart.',
          );
        }
        const status = p.status;
        if (status !== undefined && !(tradeStatuses as readonly string[]).includes(status)) {
          throw invalidArgument('status', `Unknown trade status ${status}.`);
        }
        const { pageNo, pageSize } = page(p, 40, 100);
        const found = trades.modifiedBetween(nick, start, end, status);
        const shown = found.slice((pageNo - 1) * pageSize, pageNo * pageSize);
        const body: Record<string, unknown> = {
          trades: { trade: shown.map((trade) => pickFields(tradeWire(trade), fields)) },
        };
        if (p.use_has_next === 'true') body.has_next = pageNo * pageSize < found.length;
        else body.total_results = found.length;
        return body;
      },
    },

    'taobao.trade.fullinfo.get': {
      needsSession: true,
      write: false,
      handle({ parameters: p, nick }) {
        const fields = required(p, 'fields');
        return { trade: pickFields(tradeWire(trades.get(nick, id(p, 'tid'))), fields) };
      },
    },

    'taobao.logistics.offline.send': {
      needsSession: true,
      write: true,
      handle({ parameters: p, nick }) {
        const tid = id(p, 'tid');
        const outSid = required(p, 'out_sid');
        const code = required(p, 'company_code');
        const pattern = logisticsCompany(code)?.regMailNo;
        if (pattern && !new RegExp(pattern).test(outSid)) {
          throw serviceRefusal(
            'isv.logistics-mailno-invalid',
            `${outSid} is not a ${code} tracking number.`,
          );
        }
        trades.ship(nick, tid, outSid, code);
        return { shipping: { is_success: true } };
      },
    },

    'taobao.logistics.companies.get': {
      needsSession: false,
      write: false,
      handle({ parameters: p }) {
        const fields = required(p, 'fields');
        return {
          logistics_companies: {
            logistics_company: simulatedLogisticsCompanies.map((company) =>
              pickFields(companyWire(company), fields),
            ),
          },
        };
      },
    },
  };
}

type Parameters = Readonly<Record<string, string>>;

/** An item with SKUs has their units summed as its `num`, and a price within theirs. */
function checkSkus(itemPrice: string, num: number, skus: readonly SimulatedSku[]): void {
  if (skus.length === 0) return;
  if (num !== skuUnits(skus)) throw invalidArgument('num', 'num is the sum of sku_quantities.');
  checkPriceInSkuRange(itemPrice, skus);
}

function required(p: Parameters, name: string): string {
  const value = p[name];
  if (value === undefined || value === '') throw missingArgument(name);
  return value;
}

function text(p: Parameters, name: string, max: number, needed = false): string | undefined {
  const value = needed ? required(p, name) : p[name];
  if (value !== undefined && [...value].length > max) {
    throw invalidArgument(name, `${name} has at most ${max} characters.`);
  }
  return value;
}

function integer(
  p: Parameters,
  name: string,
  min: number,
  max: number,
  needed = true,
): number | undefined {
  const value = needed ? required(p, name) : p[name];
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || number < min || number > max) {
    throw invalidArgument(name, `${name} is a whole number from ${min} to ${max}.`);
  }
  return number;
}

function id(p: Parameters, name: string): number {
  return integer(p, name, 1, Number.MAX_SAFE_INTEGER) as number;
}

function price(p: Parameters, needed: boolean): string | undefined {
  const value = needed ? required(p, 'price') : p.price;
  if (value !== undefined && !isTaobaoPrice(value)) {
    throw invalidArgument('price', 'price is in yuan, 0.01 to 100000000.00, at most two decimals.');
  }
  return value;
}

function approveStatus(p: Parameters): TaobaoApproveStatus | undefined {
  const value = p.approve_status;
  if (value === undefined) return undefined;
  if (!(itemApproveStatuses as readonly string[]).includes(value)) {
    throw invalidArgument('approve_status', 'onsale or instock');
  }
  return value as TaobaoApproveStatus;
}

function moment(p: Parameters, name: string): number {
  const parsed = parseTopTimestamp(required(p, name));
  if (!parsed) throw invalidArgument(name, `${name} is written yyyy-MM-dd HH:mm:ss.`);
  return parsed.getTime();
}

function page(p: Parameters, defaultSize: number, maxSize: number) {
  return {
    pageNo: integer(p, 'page_no', 1, 100_000, false) ?? 1,
    pageSize: integer(p, 'page_size', 1, maxSize, false) ?? defaultSize,
  };
}
