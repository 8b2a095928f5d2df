import type { TaobaoApproveStatus } from './taobao-protocol.js';
import { serviceRefusal } from './taobao-simulator-errors.js';
import { type SimulatedSku, skuUnits } from './taobao-simulator-skus.js';

export interface SimulatedItem {
  readonly numIid: number;
  readonly nick: string;
  outerId: string | undefined;
  title: string;
  desc: string;
  /** CNY decimal string, as given. */
  price: string;
  /** The units on sale: with SKUs, theirs summed. */
  num: number;
  /** Empty for an item without SKUs. */
  skus: SimulatedSku[];
  readonly cid: number;
  approveStatus: TaobaoApproveStatus;
  readonly created: number;
  modified: number;
}

export type NewSimulatedItem = Pick<
  SimulatedItem,
  'outerId' | 'title' | 'desc' | 'price' | 'num' | 'skus' | 'cid' | 'approveStatus'
>;

export type SimulatedItemChanges = Partial<
  Pick<SimulatedItem, 'outerId' | 'title' | 'desc' | 'price' | 'num' | 'skus'>
>;

/**
 * Sellers' items, in memory. Like Taobao, adding never dedupes: two adds with one `outer_id` are
 * two items. Another seller's item is "not found", as on Taobao.
 */
export function createSimulatedItems(options: { now: () => number }) {
  const items = new Map<number, SimulatedItem>();
  // Twelve digits, as Taobao's item ids have, and well inside what a JSON number holds.
  let nextNumIid = 600_000_000_001;
  let nextSkuId = 4_000_000_000_001;

  function get(nick: string, numIid: number): SimulatedItem {
    const item = items.get(numIid);
    if (!item || item.nick !== nick) {
      throw serviceRefusal('isv.item-not-exist', `The item ${numIid} does not exist.`);
    }
    return item;
  }

  function touch(item: SimulatedItem) {
    item.modified = options.now();
    return item;
  }

  return {
    get,
    nextSkuId: () => nextSkuId++,
    find: (numIid: number) => items.get(numIid),
    of: (nick: string) => [...items.values()].filter((item) => item.nick === nick),

    add(nick: string, input: NewSimulatedItem): SimulatedItem {
      const now = options.now();
      const item = { ...input, numIid: nextNumIid++, nick, created: now, modified: now };
      items.set(item.numIid, item);
      return item;
    },

    update(nick: string, numIid: number, changes: SimulatedItemChanges): SimulatedItem {
      const item = get(nick, numIid);
      Object.assign(item, changes);
      if (changes.skus?.length) item.num = skuUnits(item.skus);
      if (item.num === 0) item.approveStatus = 'instock';
      return touch(item);
    },

    delist(nick: string, numIid: number): SimulatedItem {
      const item = get(nick, numIid);
      item.approveStatus = 'instock';
      return touch(item);
    },

    /** On sale with `num` units; an item with SKUs keeps theirs, as TOP does. */
    list(nick: string, numIid: number, num: number): SimulatedItem {
      const item = get(nick, numIid);
      item.num = item.skus.length > 0 ? skuUnits(item.skus) : num;
      if (item.num === 0) {
        throw serviceRefusal('isv.item-listing-service-error', 'The item has no units to sell.');
      }
      item.approveStatus = 'onsale';
      return touch(item);
    },

    /**
     * Units sold or given back by a trade (of one SKU, for an item with SKUs); sold out, Taobao
     * takes the item off sale.
     */
    adjustStock(item: SimulatedItem, change: number, skuId?: number): void {
      const sku = item.skus.find((each) => each.skuId === skuId);
      if (sku) sku.quantity += change;
      item.num += change;
      if (item.num === 0) item.approveStatus = 'instock';
      touch(item);
    },

    /** On sale, oldest first, optionally those whose title holds `query`. */
    onsale(nick: string, query?: string): SimulatedItem[] {
      return [...items.values()].filter(
        (item) =>
          item.nick === nick &&
          item.approveStatus === 'onsale' &&
          (query === undefined || item.title.includes(query)),
      );
    },
  };
}

export type SimulatedItems = ReturnType<typeof createSimulatedItems>;
