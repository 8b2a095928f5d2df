import { z } from 'zod';
import { parseTopTimestamp } from './taobao-timestamp.js';

/**
 * The parts of TOP's JSON the client reads, as zod schemas. Objects keep the fields they do not
 * name (TOP adds fields without notice); a field we use that is missing or of another type makes
 * the answer unreadable, which the client reports as a malformed body.
 */

/** The protocol version every call declares. */
export const topVersion = '2.0';

/** `taobao.item.add` answers in `item_add_response`. */
export function responseKey(method: string): string {
  return `${method.replace(/^taobao\./, '').replaceAll('.', '_')}_response`;
}

/**
 * Trade and order ids run past 2^53, which `JSON.parse` would round: they are quoted before
 * parsing, so they reach the schemas as the digits TOP sent. (Item ids fit, but are read the same
 * way for one kind of id throughout.)
 */
export function quoteLongIds(json: string): string {
  return json.replace(/"(tid|oid|num_iid|sub_tid|sku_id)"(\s*):(\s*)(\d+)/g, '"$1"$2:$3"$4"');
}

export const itemApproveStatuses = ['onsale', 'instock'] as const;
export type TaobaoApproveStatus = (typeof itemApproveStatuses)[number];

/** Every status a Taobao trade can be in. */
export const tradeStatuses = [
  'TRADE_NO_CREATE_PAY',
  'WAIT_BUYER_PAY',
  'SELLER_CONSIGNED_PART',
  'WAIT_SELLER_SEND_GOODS',
  'WAIT_BUYER_CONFIRM_GOODS',
  'TRADE_BUYER_SIGNED',
  'TRADE_FINISHED',
  'TRADE_CLOSED',
  'TRADE_CLOSED_BY_TAOBAO',
  'PAY_PENDING',
  'WAIT_PRE_AUTH_CONFIRM',
  'PAID_FORBID_CONSIGN',
] as const;
export type TaobaoTradeStatus = (typeof tradeStatuses)[number];

/** A long id as digits, however TOP wrote it. */
export const topId = z
  .union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()])
  .transform(String);

export const topTime = z.string().transform((text, ctx) => {
  const moment = parseTopTimestamp(text);
  if (moment) return moment;
  ctx.addIssue({ code: 'custom', message: `"${text}" is not a TOP timestamp` });
  return z.NEVER;
});

const count = z.coerce.number().int().nonnegative();

/**
 * A TOP list: `{ "item": [...] }` in the full form, a bare array with `simplify=true`, and absent
 * when it is empty.
 */
export function topList<T extends z.ZodType>(wrapper: string, item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    if (typeof value === 'object') return Reflect.get(value, wrapper) ?? [];
    return value;
  }, z.array(item));
}

/** `{ "item": { "num_iid": ..., "modified": ... } }`, what item writes answer. */
const itemChange = z.looseObject({
  item: z.looseObject({
    num_iid: topId,
    created: topTime.optional(),
    modified: topTime.optional(),
    num: count.optional(),
  }),
});

export const itemAddResponse = itemChange;
export const itemUpdateResponse = itemChange;
export const itemQuantityUpdateResponse = itemChange;
export const itemDelistingResponse = itemChange;
export const itemListingResponse = itemChange;

/** The item fields the client asks `taobao.items.onsale.get` for. */
export const itemFields = [
  'num_iid',
  'outer_id',
  'title',
  'price',
  'num',
  'skus',
  'approve_status',
  'modified',
];

const wireSku = z.looseObject({
  sku_id: topId,
  properties: z.string(),
  quantity: count,
  price: z.string(),
  outer_id: z.string().optional(),
});

export const wireItem = z.looseObject({
  num_iid: topId,
  outer_id: z.string().optional(),
  title: z.string().optional(),
  price: z.string(),
  num: count,
  skus: topList('sku', wireSku),
  approve_status: z.enum(itemApproveStatuses),
  modified: topTime.optional(),
});
export type WireItem = z.infer<typeof wireItem>;

export const itemsOnsaleGetResponse = z.looseObject({
  items: topList('item', wireItem),
  total_results: count,
});

/** The trade fields the client asks for: with `orders`, every field of each order. */
export const tradeFields = [
  'tid',
  'status',
  'created',
  'modified',
  'pay_time',
  'payment',
  'buyer_nick',
  'receiver_name',
  'receiver_state',
  'receiver_city',
  'receiver_district',
  'receiver_address',
  'receiver_zip',
  'receiver_mobile',
  'receiver_phone',
  'receiver_country',
  'orders',
];

const wireOrder = z.looseObject({
  oid: topId,
  num_iid: topId,
  outer_iid: z.string().optional(),
  /** The SKU bought, as our `sku_outer_ids` named it. */
  outer_sku_id: z.string().optional(),
  title: z.string().optional(),
  num: count,
  price: z.string(),
  status: z.enum(tradeStatuses).optional(),
});

export const wireTrade = z.looseObject({
  tid: topId,
  status: z.enum(tradeStatuses),
  created: topTime.optional(),
  modified: topTime,
  pay_time: topTime.optional(),
  payment: z.string().optional(),
  buyer_nick: z.string().optional(),
  receiver_name: z.string().optional(),
  receiver_state: z.string().optional(),
  receiver_city: z.string().optional(),
  receiver_district: z.string().optional(),
  receiver_address: z.string().optional(),
  receiver_zip: z.string().optional(),
  receiver_mobile: z.string().optional(),
  receiver_phone: z.string().optional(),
  receiver_country: z.string().optional(),
  orders: topList('order', wireOrder),
});
export type WireTrade = z.infer<typeof wireTrade>;

export const tradesSoldIncrementGetResponse = z.looseObject({
  trades: topList('trade', wireTrade),
  total_results: count.optional(),
  has_next: z.boolean().optional(),
});

export const tradeFullinfoGetResponse = z.looseObject({ trade: wireTrade });

export const logisticsOfflineSendResponse = z.looseObject({
  shipping: z.looseObject({ is_success: z.boolean() }),
});

export const logisticsCompanyFields = ['id', 'code', 'name', 'reg_mail_no'];

export const logisticsCompaniesGetResponse = z.looseObject({
  logistics_companies: topList(
    'logistics_company',
    z.looseObject({
      id: z.coerce.number().int(),
      code: z.string(),
      name: z.string(),
      reg_mail_no: z.string().optional(),
    }),
  ),
});

/** `error_response` in the body of an HTTP 200, full or simplified. */
export const errorResponse = z.object({
  error_response: z.looseObject({
    code: z.coerce.number().int().optional(),
    msg: z.string().optional(),
    sub_code: z.string().optional(),
    sub_msg: z.string().optional(),
    request_id: z.string().optional(),
  }),
});

/** The OAuth token endpoint's answer (`https://oauth.taobao.com/token`). */
export const tokenResponse = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().nonnegative(),
  refresh_token: z.string().min(1).optional(),
  re_expires_in: z.coerce.number().nonnegative().optional(),
  /** URL-encoded, as Taobao sends it: `%E5%B0%8F%E5%BA%97`. */
  taobao_user_nick: z.string(),
  taobao_user_id: z.union([z.string(), z.number()]).transform(String),
});

/** The token endpoint's refusals, the OAuth 2.0 way (RFC 6749 §5.2). */
export const oauthErrorBody = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});
