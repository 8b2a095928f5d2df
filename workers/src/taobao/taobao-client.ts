import { createTopHttp, type TaobaoSeller, type TopCall } from './taobao-http.js';
import {
  type AuthorizeUrlInput,
  createTaobaoOAuth,
  type TaobaoSessionGrant,
} from './taobao-oauth.js';
import {
  itemAddResponse,
  itemDelistingResponse,
  itemFields,
  itemListingResponse,
  itemQuantityUpdateResponse,
  itemsOnsaleGetResponse,
  itemUpdateResponse,
  logisticsCompaniesGetResponse,
  logisticsCompanyFields,
  logisticsOfflineSendResponse,
  type TaobaoApproveStatus,
  type TaobaoTradeStatus,
  tradeFields,
  tradeFullinfoGetResponse,
  tradesSoldIncrementGetResponse,
  type WireItem,
  type WireTrade,
} from './taobao-protocol.js';
import {
  createTaobaoRateLimiter,
  defaultRateLimits,
  type TaobaoRateLimiter,
  type TaobaoRateLimits,
} from './taobao-rate-limiter.js';
import type { TaobaoSignMethod } from './taobao-signature.js';
import { modifiedWindows } from './taobao-trade-windows.js';

export interface TaobaoClientOptions {
  /** The `router/rest` gateway: `https://eco.taobao.com/router/rest`, or a simulator's. */
  readonly apiUrl: string;
  /** Where `/token` and `/authorize` live; `https://oauth.taobao.com` by default. */
  readonly oauthUrl?: string;
  /** Where sellers' browsers authorise, when not `<oauthUrl>/authorize` (e.g. a path on our origin). */
  readonly authorizeUrl?: string;
  readonly appKey: string;
  readonly appSecret: string;
  /** `hmac-sha256` by default. */
  readonly signMethod?: TaobaoSignMethod;
  /** Ask for TOP's simplified JSON; the client reads both forms. */
  readonly simplify?: boolean;
  /** Calls per second for the app and per seller, in this process (see `createTaobaoRateLimiter`). */
  readonly rateLimits?: TaobaoRateLimits;
  /** A limiter shared with other clients or processes; replaces `rateLimits`. */
  readonly limiter?: TaobaoRateLimiter;
  readonly fetch?: typeof fetch;
  /** Milliseconds since the epoch, for `timestamp` and token expiries. */
  readonly now?: () => number;
  /** Per HTTP request. A call that timed out may still have been carried out. */
  readonly timeoutMs?: number;
}

/**
 * One SKU of an item, as `taobao.item.add` and `taobao.item.update` take them (`sku_properties`,
 * `sku_quantities`, `sku_prices`, `sku_outer_ids`).
 */
export interface TaobaoSku {
  /** `pid:vid` pairs joined by `;`: what this SKU is (a seller's own value has a negative vid). */
  readonly properties: string;
  readonly quantity: number;
  /** CNY, build it with `taobaoPrice(fen)`. */
  readonly price: string;
  readonly outerId?: string;
}

/** An item's SKUs and the names of the seller's own property values (`property_alias`). */
export interface TaobaoSkus {
  readonly skus: readonly TaobaoSku[];
  /** `pid:vid:name` joined by `;`. */
  readonly propertyAlias?: string;
}

/**
 * What `addItem` lists: a fixed-price item, new, on sale unless `approveStatus` says `instock`.
 * With SKUs, `num` is their quantities summed and `price` lies within their prices.
 */
export interface NewTaobaoItem extends Partial<TaobaoSkus> {
  /** Our product id: TOP's `outer_id`, what finds the item again after a lost answer. */
  readonly outerId: string;
  readonly title: string;
  readonly desc: string;
  /** CNY, build it with `taobaoPrice(fen)`. */
  readonly price: string;
  readonly num: number;
  /** Taobao's leaf category id. */
  readonly cid: number;
  /** Where the goods ship from (`location.state`, `location.city`). */
  readonly location: { readonly state: string; readonly city: string };
  readonly approveStatus?: TaobaoApproveStatus;
}

/** With `skus`, the item's SKUs are replaced by these. */
export interface TaobaoItemChanges extends Partial<TaobaoSkus> {
  readonly title?: string;
  readonly desc?: string;
  readonly price?: string;
  readonly num?: number;
  readonly outerId?: string;
}

export interface TaobaoItem {
  /** TOP's `num_iid`, as digits. */
  readonly numIid: string;
  readonly outerId: string | undefined;
  readonly title: string | undefined;
  /** CNY decimal string; `taobaoPriceFen` reads it. */
  readonly price: string;
  readonly num: number;
  /** Empty for an item without SKUs. */
  readonly skus: readonly (TaobaoSku & { readonly skuId: string })[];
  readonly approveStatus: TaobaoApproveStatus;
  readonly modified: Date | undefined;
}

export interface TaobaoItemWrite {
  readonly numIid: string;
  /** When TOP recorded the change, when it says. */
  readonly at: Date | undefined;
}

export interface TaobaoTradeOrder {
  readonly oid: string;
  readonly numIid: string;
  /** The item's `outer_id` when the trade was placed: our product id. */
  readonly outerIid: string | undefined;
  /** The SKU's `outer_id` when one was bought: our variant (`listingSkuOuterId`). */
  readonly outerSkuId: string | undefined;
  readonly title: string | undefined;
  readonly num: number;
  /** CNY per unit. */
  readonly price: string;
  readonly status: TaobaoTradeStatus | undefined;
}

export interface TaobaoReceiver {
  readonly name: string | undefined;
  readonly country: string | undefined;
  readonly state: string | undefined;
  readonly city: string | undefined;
  readonly district: string | undefined;
  readonly address: string | undefined;
  readonly zip: string | undefined;
  readonly mobile: string | undefined;
  readonly phone: string | undefined;
}

export interface TaobaoTrade {
  /** TOP's `tid`, as digits (it runs past what a JS number holds). */
  readonly tid: string;
  /** `WAIT_SELLER_SEND_GOODS` is paid and waits for us; `TRADE_CLOSED` was cancelled or refunded. */
  readonly status: TaobaoTradeStatus;
  readonly created: Date | undefined;
  readonly modified: Date;
  readonly payTime: Date | undefined;
  /** CNY the buyer paid. */
  readonly payment: string | undefined;
  readonly buyerNick: string | undefined;
  readonly receiver: TaobaoReceiver;
  readonly orders: readonly TaobaoTradeOrder[];
}

export interface TaobaoLogisticsCompany {
  readonly id: number;
  /** What `sendOffline` takes as `companyCode`, e.g. `SF`, `EMS`, `DHL`. */
  readonly code: string;
  readonly name: string;
  /** Taobao's pattern for the company's tracking numbers, when it has one. */
  readonly trackingPattern: string | undefined;
}

export interface SoldTradesQuery {
  /** At most a day before `endModified`. */
  readonly startModified: Date;
  readonly endModified: Date;
  readonly status?: TaobaoTradeStatus;
  readonly pageNo?: number;
  /** 1 to 100; 100 by default. */
  readonly pageSize?: number;
}

/** The calls made for one seller, under their session; their rate limit is keyed by `nick`. */
export interface TaobaoSellerClient {
  readonly nick: string;
  /** `taobao.item.add`. TOP does not dedupe: a repeat lists a second item with the same `outer_id`. */
  addItem(item: NewTaobaoItem): Promise<TaobaoItemWrite>;
  /** `taobao.item.update`: only the fields given change. */
  updateItem(numIid: string, changes: TaobaoItemChanges): Promise<TaobaoItemWrite>;
  /** `taobao.item.quantity.update`, setting the quantity (not adding to it). */
  updateQuantity(numIid: string, quantity: number): Promise<TaobaoItemWrite & { num: number }>;
  /** `taobao.item.update.delisting`: off sale, into the warehouse (`instock`). */
  delistItem(numIid: string): Promise<TaobaoItemWrite>;
  /** `taobao.item.update.listing`: back on sale with `num` units. */
  listItem(numIid: string, num: number): Promise<TaobaoItemWrite>;
  /** `taobao.items.onsale.get`, one page (`pageSize` up to 200). */
  onsaleItems(page?: {
    pageNo?: number;
    pageSize?: number;
    query?: string;
  }): Promise<{ items: TaobaoItem[]; totalResults: number }>;
  /** Every item on sale, page after page. */
  allOnsaleItems(pageSize?: number): AsyncGenerator<TaobaoItem>;
  /** `taobao.trades.sold.increment.get`, one page of one window of at most a day. */
  soldTradesIncrement(query: SoldTradesQuery): Promise<{ trades: TaobaoTrade[]; hasNext: boolean }>;
  /**
   * Every trade modified between `start` and `end` (both included), however far apart: window
   * after window of at most a day, page after page, each trade once per modification.
   */
  soldTradesModified(range: {
    start: Date;
    end: Date;
    status?: TaobaoTradeStatus;
    pageSize?: number;
  }): AsyncGenerator<TaobaoTrade>;
  /** `taobao.trade.fullinfo.get`. */
  trade(tid: string): Promise<TaobaoTrade>;
  /**
   * `taobao.logistics.offline.send`: the trade is shipped with `companyCode`'s tracking number
   * `outSid`. Refused (`TaobaoPermanentError`) once the trade is no longer waiting to be shipped.
   */
  sendOffline(shipment: {
    tid: string;
    outSid: string;
    companyCode: string;
  }): Promise<{ isSuccess: boolean }>;
}

export interface TaobaoClient {
  /** The page that asks the seller to authorise our app, for their browser. */
  authorizeUrl(input: AuthorizeUrlInput): string;
  /** Our callback's `code` for the seller's session (OAuth authorisation code grant). */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<TaobaoSessionGrant>;
  /** A new session from the refresh token; `TaobaoInvalidSessionError` if it is refused. */
  refreshSession(refreshToken: string): Promise<TaobaoSessionGrant>;
  /** `taobao.logistics.companies.get`: the carriers `sendOffline` takes. No session needed. */
  logisticsCompanies(): Promise<TaobaoLogisticsCompany[]>;
  /** The calls made for one seller. */
  seller(seller: TaobaoSeller): TaobaoSellerClient;
}

/**
 * Taobao Open Platform's `router/rest` API for sellers' items, trades and shipping, and Taobao's
 * OAuth for their sessions. Every call is signed, waits for its turn under the app's and the
 * seller's rate limits, and fails with a typed `TaobaoError` (see `taobao-error.ts`).
 *
 * @example
 * const taobao = createTaobaoClient({ apiUrl: 'https://eco.taobao.com/router/rest', appKey, appSecret });
 * const shop = taobao.seller({ nick: 'tea-shop', session });
 * const { numIid } = await shop.addItem({
 *   outerId: productId, title: 'Sencha 100 g', desc: '...', price: taobaoPrice(4990), num: 12,
 *   cid: 50_008_825, location: { state: '上海', city: '上海' },
 * });
 * for await (const trade of shop.soldTradesModified({ start: cursor, end: new Date() })) { ... }
 */
export function createTaobaoClient(options: TaobaoClientOptions): TaobaoClient {
  const now = options.now ?? Date.now;
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const oauthUrl = (options.oauthUrl ?? 'https://oauth.taobao.com').replace(/\/+$/, '');
  const call = createTopHttp({
    apiUrl: options.apiUrl,
    appKey: options.appKey,
    appSecret: options.appSecret,
    signMethod: options.signMethod ?? 'hmac-sha256',
    simplify: options.simplify ?? false,
    fetch: fetchFn,
    now,
    timeoutMs,
    limiter: options.limiter ?? createTaobaoRateLimiter(options.rateLimits ?? defaultRateLimits),
  });
  const oauth = createTaobaoOAuth({
    tokenUrl: `${oauthUrl}/token`,
    authorizeUrl: options.authorizeUrl ?? `${oauthUrl}/authorize`,
    appKey: options.appKey,
    appSecret: options.appSecret,
    fetch: fetchFn,
    now,
    timeoutMs,
  });

  return {
    authorizeUrl: oauth.authorizeUrl,
    exchangeCode: oauth.exchangeCode,
    refreshSession: oauth.refreshSession,
    async logisticsCompanies() {
      const answer = await call(
        'taobao.logistics.companies.get',
        {
          fields: logisticsCompanyFields,
        },
        logisticsCompaniesGetResponse,
      );
      return answer.logistics_companies.map((company) => ({
        id: company.id,
        code: company.code,
        name: company.name,
        trackingPattern: company.reg_mail_no,
      }));
    },
    seller: (seller) => sellerClient(call, seller),
  };
}

function sellerClient(call: TopCall, seller: TaobaoSeller): TaobaoSellerClient {
  const written = (item: { num_iid: string; created?: Date; modified?: Date }) => ({
    numIid: item.num_iid,
    at: item.created ?? item.modified,
  });

  async function onsaleItems(page: { pageNo?: number; pageSize?: number; query?: string } = {}) {
    const answer = await call(
      'taobao.items.onsale.get',
      {
        fields: itemFields,
        q: page.query,
        page_no: page.pageNo ?? 1,
        page_size: page.pageSize ?? 200,
      },
      itemsOnsaleGetResponse,
      seller,
    );
    return { items: answer.items.map(itemOf), totalResults: answer.total_results };
  }

  async function soldTradesIncrement(query: SoldTradesQuery) {
    const answer = await call(
      'taobao.trades.sold.increment.get',
      {
        fields: tradeFields,
        start_modified: query.startModified,
        end_modified: query.endModified,
        status: query.status,
        page_no: query.pageNo ?? 1,
        page_size: query.pageSize ?? 100,
        use_has_next: true,
      },
      tradesSoldIncrementGetResponse,
      seller,
    );
    return { trades: answer.trades.map(tradeOf), hasNext: answer.has_next ?? false };
  }

  return {
    nick: seller.nick,

    async addItem(item) {
      const answer = await call(
        'taobao.item.add',
        {
          outer_id: item.outerId,
          title: item.title,
          desc: item.desc,
          price: item.price,
          num: item.num,
          cid: item.cid,
          ...skuParameters(item),
          type: 'fixed',
          stuff_status: 'new',
          'location.state': item.location.state,
          'location.city': item.location.city,
          approve_status: item.approveStatus ?? 'onsale',
        },
        itemAddResponse,
        seller,
      );
      return written(answer.item);
    },

    async updateItem(numIid, changes) {
      const answer = await call(
        'taobao.item.update',
        {
          num_iid: numIid,
          title: changes.title,
          desc: changes.desc,
          price: changes.price,
          num: changes.num,
          outer_id: changes.outerId,
          ...skuParameters(changes),
        },
        itemUpdateResponse,
        seller,
      );
      return written(answer.item);
    },

    async updateQuantity(numIid, quantity) {
      const answer = await call(
        'taobao.item.quantity.update',
        { num_iid: numIid, quantity, type: 1 },
        itemQuantityUpdateResponse,
        seller,
      );
      return { ...written(answer.item), num: answer.item.num ?? quantity };
    },

    async delistItem(numIid) {
      const answer = await call(
        'taobao.item.update.delisting',
        { num_iid: numIid },
        itemDelistingResponse,
        seller,
      );
      return written(answer.item);
    },

    async listItem(numIid, num) {
      const answer = await call(
        'taobao.item.update.listing',
        { num_iid: numIid, num },
        itemListingResponse,
        seller,
      );
      return written(answer.item);
    },

    onsaleItems,

    async *allOnsaleItems(pageSize = 200) {
      for (let pageNo = 1; ; pageNo++) {
        const { items, totalResults } = await onsaleItems({ pageNo, pageSize });
        yield* items;
        if (items.length === 0 || pageNo * pageSize >= totalResults) return;
      }
    },

    soldTradesIncrement,

    async *soldTradesModified({ start, end, status, pageSize }) {
      const seen = new Set<string>();
      for (const window of modifiedWindows(start, end)) {
        for (let pageNo = 1; ; pageNo++) {
          const { trades, hasNext } = await soldTradesIncrement({
            startModified: window.start,
            endModified: window.end,
            status,
            pageNo,
            pageSize,
          });
          for (const trade of trades) {
            // On a window's boundary, or moved across pages while they were read.
            const key = `${trade.tid} ${trade.modified.getTime()}`;
            if (seen.has(key)) continue;
            seen.add(key);
            yield trade;
          }
          if (!hasNext || trades.length === 0) break;
        }
      }
    },

    async trade(tid) {
      const answer = await call(
        'taobao.trade.fullinfo.get',
        { fields: tradeFields, tid },
        tradeFullinfoGetResponse,
        seller,
      );
      return tradeOf(answer.trade);
    },

    async sendOffline({ tid, outSid, companyCode }) {
      const answer = await call(
        'taobao.logistics.offline.send',
        { tid, out_sid: outSid, company_code: companyCode },
        logisticsOfflineSendResponse,
        seller,
      );
      return { isSuccess: answer.shipping.is_success };
    },
  };
}

/** SKUs as TOP's parallel, comma-separated lists; nothing for a call without SKUs. */
function skuParameters({ skus, propertyAlias }: Partial<TaobaoSkus>) {
  if (!skus?.length) return {};
  return {
    sku_properties: skus.map((sku) => sku.properties).join(','),
    sku_quantities: skus.map((sku) => sku.quantity).join(','),
    sku_prices: skus.map((sku) => sku.price).join(','),
    ...(skus.every((sku) => sku.outerId) && {
      sku_outer_ids: skus.map((sku) => sku.outerId).join(','),
    }),
    ...(propertyAlias && { property_alias: propertyAlias }),
  };
}

function itemOf(item: WireItem): TaobaoItem {
  return {
    numIid: item.num_iid,
    outerId: item.outer_id,
    title: item.title,
    price: item.price,
    num: item.num,
    skus: item.skus.map((sku) => ({
      skuId: sku.sku_id,
      properties: sku.properties,
      quantity: sku.quantity,
      price: sku.price,
      ...(sku.outer_id && { outerId: sku.outer_id }),
    })),
    approveStatus: item.approve_status,
    modified: item.modified,
  };
}

function tradeOf(trade: WireTrade): TaobaoTrade {
  return {
    tid: trade.tid,
    status: trade.status,
    created: trade.created,
    modified: trade.modified,
    payTime: trade.pay_time,
    payment: trade.payment,
    buyerNick: trade.buyer_nick,
    receiver: {
      name: trade.receiver_name,
      country: trade.receiver_country,
      state: trade.receiver_state,
      city: trade.receiver_city,
      district: trade.receiver_district,
      address: trade.receiver_address,
      zip: trade.receiver_zip,
      mobile: trade.receiver_mobile,
      phone: trade.receiver_phone,
    },
    orders: trade.orders.map((order) => ({
      oid: order.oid,
      numIid: order.num_iid,
      outerIid: order.outer_iid,
      outerSkuId: order.outer_sku_id,
      title: order.title,
      num: order.num,
      price: order.price,
      status: order.status,
    })),
  };
}
