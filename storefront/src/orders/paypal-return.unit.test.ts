import { describe, expect, it } from 'vitest';
import { orderResultPath, readPayPalReturn } from './paypal-return';

const order = '10012345678901234';

describe('readPayPalReturn', () => {
  it('captures after approval', () => {
    expect(readPayPalReturn(`?token=5O190127TN364715T&orderNumber=${order}`)).toEqual({
      action: 'capture',
      orderNumber: order,
      token: '5O190127TN364715T',
    });
  });

  it('cancels when the shopper turned back', () => {
    expect(readPayPalReturn(`?token=5O1&orderNumber=${order}&cancelled=1`)).toEqual({
      action: 'cancel',
      orderNumber: order,
    });
    expect(readPayPalReturn(`?orderNumber=${order}&cancelled=true`).action).toBe('cancel');
    expect(readPayPalReturn(`?token=T&orderNumber=${order}&cancelled=0`).action).toBe('capture');
  });

  it('does nothing with a broken return', () => {
    expect(readPayPalReturn('')).toEqual({ action: 'invalid' });
    expect(readPayPalReturn('?token=T')).toEqual({ action: 'invalid' });
    expect(readPayPalReturn('?token=T&orderNumber=../admin')).toEqual({ action: 'invalid' });
    expect(readPayPalReturn(`?orderNumber=${order}`)).toEqual({ action: 'invalid' });
  });
});

describe('orderResultPath', () => {
  it('names the order in the query', () => {
    expect(orderResultPath('success', order)).toBe(`/page/order-success?order=${order}`);
    expect(orderResultPath('failure', order)).toBe(`/page/order-failure?order=${order}`);
  });
});
