import { describe, expect, it } from 'vitest';
import { formatPrice } from '../money/format-price';
import {
  chooseCourier,
  decodeShippingMethods,
  deliveryDays,
  type ShippingMethod,
  shippingOptionText,
} from './shipping-methods';

const ems: ShippingMethod = {
  courierId: 1,
  courierName: 'Japan Post EMS',
  minDeliveryTime: 3,
  maxDeliveryTime: 7,
  totalCharge: 24,
};
const yamato: ShippingMethod = { ...ems, courierId: 2, courierName: 'Yamato Transport' };

describe('decodeShippingMethods', () => {
  it("reads the server's methods and skips broken ones", () => {
    expect(
      decodeShippingMethods([
        {
          courier_id: 1,
          courier_name: 'Japan Post EMS',
          min_delivery_time: 3,
          max_delivery_time: 7,
          total_charge: 24,
        },
        { courier_id: 'x' },
      ]),
    ).toEqual([ems]);
    expect(decodeShippingMethods(null)).toEqual([]);
  });
});

describe('chooseCourier', () => {
  it('keeps the chosen courier while it is offered, else takes the first', () => {
    expect(chooseCourier([ems, yamato], 2)).toBe(yamato);
    expect(chooseCourier([ems, yamato], 4)).toBe(ems);
    expect(chooseCourier([ems, yamato], undefined)).toBe(ems);
    expect(chooseCourier([], 1)).toBeUndefined();
  });
});

describe('the option text', () => {
  it('gives the charge, then min+2 to max+7 days, then the courier', () => {
    expect(deliveryDays(ems)).toEqual({ min: 5, max: 14 });
    expect(
      shippingOptionText(
        ems,
        formatPrice(ems.totalCharge, 'USD'),
        ({ charge, min, max, courier }) => `${charge} ${min}-${max} days ${courier}`,
      ),
    ).toBe('US$24.00 5-14 days Japan Post EMS');
  });
});
