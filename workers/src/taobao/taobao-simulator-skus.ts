import { isTaobaoPrice, taobaoPriceFen } from './taobao-price.js';
import { invalidArgument, missingArgument } from './taobao-simulator-errors.js';

/** One SKU of a simulated item: what TOP's `skus` field shows of it. */
export interface SimulatedSku {
  readonly skuId: number;
  /** `pid:vid` pairs joined by `;`. */
  readonly properties: string;
  /** `pid:vid:property name:value name` pairs joined by `;`, the names from `property_alias`. */
  readonly propertiesName: string;
  /** CNY decimal string, as given. */
  readonly price: string;
  quantity: number;
  readonly outerId: string | undefined;
}

type Parameters = Readonly<Record<string, string>>;

const skuParameters = ['sku_properties', 'sku_quantities', 'sku_prices', 'sku_outer_ids'];
const propertyPairs = /^\d+:-?\d+(;\d+:-?\d+)*$/;
/** The property name TOP shows for the ids the simulator knows; others show their pid. */
const propertyNames: Readonly<Record<string, string>> = { '1627207': '颜色分类', '20509': '尺码' };

/**
 * The SKUs `taobao.item.add` or `taobao.item.update` sends, as TOP takes them: parallel,
 * comma-separated `sku_properties`, `sku_quantities`, `sku_prices` and optional `sku_outer_ids`,
 * with `property_alias` (`pid:vid:name;…`) naming a seller's own values. Undefined when the call
 * sends none; a refusal in TOP's words when they do not line up.
 *
 * @example
 * skusOf({ sku_properties: '1627207:-1,1627207:-2', sku_quantities: '3,2',
 *   sku_prices: '12.96,129.60', property_alias: '1627207:-1:1 bar;1627207:-2:12 pack' }, nextId)
 */
export function skusOf(p: Parameters, nextSkuId: () => number): SimulatedSku[] | undefined {
  if (!skuParameters.some((name) => p[name] !== undefined)) return undefined;
  const list = (name: string, needed = true) => {
    const value = p[name];
    if (value === undefined || value === '') {
      if (needed) throw missingArgument(name);
      return undefined;
    }
    return value.split(',');
  };
  const properties = list('sku_properties') as string[];
  const quantities = list('sku_quantities') as string[];
  const prices = list('sku_prices') as string[];
  const outerIds = list('sku_outer_ids', false);
  for (const [name, values] of [
    ['sku_quantities', quantities],
    ['sku_prices', prices],
    ['sku_outer_ids', outerIds ?? properties],
  ] as const) {
    if (values.length !== properties.length) {
      throw invalidArgument(name, `${name} has one value for each of sku_properties.`);
    }
  }
  if (new Set(properties).size !== properties.length) {
    throw invalidArgument('sku_properties', 'Each SKU has its own properties.');
  }
  const aliases = aliasesOf(p.property_alias);
  return properties.map((pairs, index) => {
    if (!propertyPairs.test(pairs)) {
      throw invalidArgument('sku_properties', 'sku_properties are pid:vid pairs joined by ;.');
    }
    const quantity = Number(quantities[index]);
    if (!/^\d+$/.test(quantities[index] ?? '') || quantity > 999_999) {
      throw invalidArgument('sku_quantities', 'Each quantity is a whole number up to 999999.');
    }
    const price = prices[index] ?? '';
    if (!isTaobaoPrice(price)) {
      throw invalidArgument('sku_prices', 'Each price is in yuan, at most two decimals.');
    }
    const outerId = outerIds?.[index];
    return {
      skuId: nextSkuId(),
      properties: pairs,
      propertiesName: pairs
        .split(';')
        .map((pair) => {
          const pid = pair.split(':')[0] ?? '';
          return `${pair}:${propertyNames[pid] ?? pid}:${aliases.get(pair) ?? pair}`;
        })
        .join(';'),
      price,
      quantity,
      outerId: outerId === '' ? undefined : outerId,
    };
  });
}

/** The units of an item with SKUs: theirs, summed. */
export function skuUnits(skus: readonly SimulatedSku[]): number {
  return skus.reduce((sum, sku) => sum + sku.quantity, 0);
}

/** TOP's rule: an item with SKUs is priced within its SKUs' prices. */
export function checkPriceInSkuRange(price: string, skus: readonly SimulatedSku[]): void {
  if (skus.length === 0) return;
  const fen = skus.map((sku) => taobaoPriceFen(sku.price) ?? 0);
  const itemFen = taobaoPriceFen(price) ?? 0;
  if (itemFen < Math.min(...fen) || itemFen > Math.max(...fen)) {
    throw invalidArgument('price', 'The item price lies within its SKUs’ prices.');
  }
}

function aliasesOf(alias: string | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of (alias ?? '').split(';')) {
    const match = /^(\d+:-?\d+):(.+)$/.exec(entry);
    if (match?.[1] && match[2]) names.set(match[1], match[2]);
  }
  return names;
}

/** An item's SKUs as TOP writes them: `{ "sku": [...] }`. */
export function skusWire(skus: readonly SimulatedSku[]) {
  return {
    sku: skus.map((sku) => ({
      sku_id: sku.skuId,
      properties: sku.properties,
      properties_name: sku.propertiesName,
      price: sku.price,
      quantity: sku.quantity,
      outer_id: sku.outerId,
    })),
  };
}
