import { describe, expect, it } from 'vitest';
import { decodeWalletBalance, walletCovers } from './wallet';

describe('the wallet', () => {
  it('reads the balance', () => {
    expect(decodeWalletBalance({ balance: 12.5, currency: 'USD' })).toBe(12.5);
    expect(() => decodeWalletBalance({})).toThrow();
  });

  it('pays only when the balance covers the total', () => {
    expect(walletCovers(30, 29.99, 'USD')).toBe(true);
    expect(walletCovers(30, 30, 'USD')).toBe(true);
    expect(walletCovers(29.99, 30, 'USD')).toBe(false);
    expect(walletCovers(0, 0.01, 'USD')).toBe(false);
    // Amounts are compared as the currency writes them.
    expect(walletCovers(3449.6, 3450.4, 'KRW')).toBe(true);
  });

  it('does not pay while either amount is unknown', () => {
    expect(walletCovers(undefined, 10, 'USD')).toBe(false);
    expect(walletCovers(100, undefined, 'USD')).toBe(false);
  });
});
