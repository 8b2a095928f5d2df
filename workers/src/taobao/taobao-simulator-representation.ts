import { taobaoPriceFen, yuan } from './taobao-price.js';
import type { SimulatedItem } from './taobao-simulator-items.js';
import type { SimulatedLogisticsCompany, SimulatedShipment } from './taobao-simulator-logistics.js';
import type { SimulatedSeller } from './taobao-simulator-sellers.js';
import { skusWire } from './taobao-simulator-skus.js';
import type { SimulatedOrder, SimulatedTrade } from './taobao-simulator-trades.js';
import { topTimestamp } from './taobao-timestamp.js';

type Wire = Record<string, unknown>;

/** An item with every field the simulator knows, as TOP writes it. */
export function itemWire(item: SimulatedItem) {
  return {
    num_iid: item.numIid,
    outer_id: item.outerId,
    title: item.title,
    desc: item.desc,
    price: item.price,
    num: item.num,
    ...(item.skus.length > 0 && { skus: skusWire(item.skus) }),
    cid: item.cid,
    approve_status: item.approveStatus,
    type: 'fixed',
    stuff_status: 'new',
    nick: item.nick,
    created: topTimestamp(item.created),
    modified: topTimestamp(item.modified),
  };
}

function orderWire(order: SimulatedOrder) {
  return {
    oid: order.oid,
    oid_str: String(order.oid),
    num_iid: order.numIid,
    outer_iid: order.outerIid,
    ...(order.sku && {
      sku_id: String(order.sku.skuId),
      outer_sku_id: order.sku.outerId,
      sku_properties_name: order.sku.propertiesName,
    }),
    title: order.title,
    num: order.num,
    price: order.price,
    total_fee: multiply(order.price, order.num),
    status: order.status,
  };
}

/** A trade with every field, TOP's way: `orders: { order: [...] }`, ids also as strings. */
export function tradeWire(trade: SimulatedTrade) {
  const { receiver } = trade;
  return {
    tid: trade.tid,
    tid_str: String(trade.tid),
    status: trade.status,
    type: 'fixed',
    seller_nick: trade.nick,
    buyer_nick: trade.buyerNick,
    created: topTimestamp(trade.created),
    modified: topTimestamp(trade.modified),
    pay_time: topTimestamp(trade.payTime),
    payment: trade.payment,
    total_fee: trade.payment,
    post_fee: '0.00',
    receiver_name: receiver.name,
    receiver_country: receiver.country,
    receiver_state: receiver.state,
    receiver_city: receiver.city,
    receiver_district: receiver.district,
    receiver_address: receiver.address,
    receiver_zip: receiver.zip,
    receiver_mobile: receiver.mobile,
    receiver_phone: receiver.phone,
    orders: { order: trade.orders.map(orderWire) },
  };
}

export function companyWire(company: SimulatedLogisticsCompany) {
  return {
    id: company.id,
    code: company.code,
    name: company.name,
    reg_mail_no: company.regMailNo,
  };
}

/**
 * Only the `fields` asked for, as TOP answers. For trades, `orders` brings whole orders and
 * `orders.num_iid` only that field of each.
 *
 * @example
 * pickFields(tradeWire(trade), 'tid,status,orders.num_iid')
 */
export function pickFields(whole: object, fields: string): Wire {
  const wire = whole as Wire;
  const names = fields.split(',').map((name) => name.trim());
  const picked: Wire = {};
  const orderFields = names
    .filter((name) => name.startsWith('orders.'))
    .map((name) => name.slice(7));
  for (const name of names) {
    if (name === 'tid' && 'tid_str' in wire) picked.tid_str = wire.tid_str;
    if (name in wire && wire[name] !== undefined) picked[name] = wire[name];
  }
  if (!names.includes('orders') && orderFields.length > 0 && 'orders' in wire) {
    const orders = (wire.orders as { order: Wire[] }).order;
    picked.orders = {
      order: orders.map((order) => pickFields(order, orderFields.join(','))),
    };
  }
  return picked;
}

/**
 * `simplify=true`: no `<method>_response` wrapper, and each `{ "item": [...] }` a bare array.
 */
export function simplified(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(simplified);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  const only = entries[0];
  if (entries.length === 1 && only && Array.isArray(only[1])) return simplified(only[1]);
  return Object.fromEntries(entries.map(([name, inner]) => [name, simplified(inner)]));
}

/** The sandbox's JSON for people's tools: TOP's names, without `orders`' wrapper. */
export function sandboxItem(item: SimulatedItem) {
  return {
    num_iid: item.numIid,
    outer_id: item.outerId ?? null,
    title: item.title,
    price: item.price,
    num: item.num,
    skus: item.skus.map((sku) => ({
      sku_id: sku.skuId,
      properties_name: sku.propertiesName,
      price: sku.price,
      quantity: sku.quantity,
      outer_id: sku.outerId ?? null,
    })),
    approve_status: item.approveStatus,
    modified: topTimestamp(item.modified),
  };
}

export function sandboxTrade(trade: SimulatedTrade) {
  const wire = tradeWire(trade);
  return { ...wire, orders: trade.orders.map(orderWire) };
}

export function sandboxShipment(shipment: SimulatedShipment) {
  return {
    tid: shipment.tid,
    out_sid: shipment.outSid,
    company_code: shipment.companyCode,
    company_name: shipment.companyName,
    created: topTimestamp(shipment.created),
  };
}

export function sandboxSeller(seller: SimulatedSeller) {
  return { nick: seller.nick, user_id: seller.userId, created: topTimestamp(seller.created) };
}

function multiply(price: string, num: number): string {
  return yuan((taobaoPriceFen(price) ?? 0) * num);
}
