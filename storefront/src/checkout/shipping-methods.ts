import { list, record, requiredNumber, text } from '../catalog/decode';

/** One way to ship the order (spec §3 "Shipping method"), from `POST /shipping-fee`. */
export interface ShippingMethod {
  readonly courierId: number;
  readonly courierName: string;
  readonly minDeliveryTime: number;
  readonly maxDeliveryTime: number;
  readonly totalCharge: number;
}

/** The spec's shipping fee before any method has loaded (§9), in US dollars. */
export const defaultShippingFeeUsd = 20;

export function decodeShippingMethods(raw: unknown): readonly ShippingMethod[] {
  return list(raw).flatMap((entry) => {
    try {
      const fields = record(entry, 'shipping method');
      return [
        {
          courierId: requiredNumber(fields, 'courier_id'),
          courierName: text(fields, 'courier_name'),
          minDeliveryTime: requiredNumber(fields, 'min_delivery_time'),
          maxDeliveryTime: requiredNumber(fields, 'max_delivery_time'),
          totalCharge: requiredNumber(fields, 'total_charge'),
        },
      ];
    } catch {
      return [];
    }
  });
}

/**
 * The courier after the methods load (spec §4): the chosen one if it is still offered, else the
 * first; none when nothing is offered.
 */
export function chooseCourier(
  methods: readonly ShippingMethod[],
  current: number | undefined,
): ShippingMethod | undefined {
  return methods.find(({ courierId }) => courierId === current) ?? methods[0];
}

/**
 * The delivery days an option promises (spec §9): the courier's minimum plus 2 to its maximum
 * plus 7, counting the days to buy and pack the goods.
 */
export function deliveryDays(method: ShippingMethod): { min: number; max: number } {
  return { min: method.minDeliveryTime + 2, max: method.maxDeliveryTime + 7 };
}

/**
 * An option's text (spec §9): the charge, then the delivery days, then the courier's name;
 * `template` puts them in the shopper's language.
 *
 * @example
 * shippingOptionText(ems, formatted, (v) => `${v.charge} · ${v.min}–${v.max} days · ${v.courier}`)
 * // 'US$24.00 · 5–14 days · Japan Post EMS'
 */
export function shippingOptionText(
  method: ShippingMethod,
  charge: string,
  template: (values: { charge: string; min: number; max: number; courier: string }) => string,
): string {
  return template({ charge, ...deliveryDays(method), courier: method.courierName });
}
