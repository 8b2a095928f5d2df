import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { checkoutStage, pollDelay, waitForCheckout } from './checkout-progress';
import type { OrderProgress } from './order';

const placed: OrderProgress = {
  orderNumber: '10012345678901234',
  status: 'Processing',
  paymentStatus: 'Not paid yet',
  inProgress: true,
};

describe('checkoutStage', () => {
  it('waits while stock and the payment link are being set up', () => {
    expect(checkoutStage(placed)).toEqual({ kind: 'processing' });
    expect(checkoutStage({ ...placed, inProgress: false })).toEqual({ kind: 'processing' });
  });

  it('goes to PayPal once the link is there', () => {
    expect(
      checkoutStage({ ...placed, inProgress: false, approvalUrl: 'https://paypal.test/a?t=1' }),
    ).toEqual({ kind: 'paypal', approvalUrl: 'https://paypal.test/a?t=1' });
  });

  it('is done once paid, or held for review by PayPal', () => {
    expect(checkoutStage({ ...placed, paymentStatus: 'paid' })).toEqual({ kind: 'paid' });
    expect(checkoutStage({ ...placed, paymentStatus: 'Paid temporarily' })).toEqual({
      kind: 'paid',
    });
  });

  it('stops at a cancelled order, with the reason', () => {
    expect(
      checkoutStage({ ...placed, status: 'Cancelled', note: 'Deposit balance is not enough' }),
    ).toEqual({ kind: 'cancelled', note: 'Deposit balance is not enough' });
  });
});

describe('waitForCheckout', () => {
  function clock() {
    let time = 0;
    const slept: number[] = [];
    return {
      now: () => time,
      sleep: async (ms: number) => {
        slept.push(ms);
        time += ms;
      },
      slept,
    };
  }

  it('asks again, a little later each time, until the order can go on', async () => {
    const answers: (OrderProgress | Error)[] = [
      new ApiError(404, 'not_found', 'This order cannot be found'),
      new TypeError('Failed to fetch'),
      placed,
      { ...placed, inProgress: false, approvalUrl: 'https://paypal.test/a' },
    ];
    const time = clock();
    const result = await waitForCheckout(
      async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next as OrderProgress;
      },
      { now: time.now, sleep: time.sleep },
    );
    expect(result.stage).toEqual({ kind: 'paypal', approvalUrl: 'https://paypal.test/a' });
    expect(time.slept).toEqual([1000, 1500, 2000]);
  });

  it('gives up after the timeout with the order as it last stood', async () => {
    const time = clock();
    const result = await waitForCheckout(async () => placed, {
      timeoutMs: 5000,
      now: time.now,
      sleep: time.sleep,
    });
    expect(result).toEqual({ order: placed, stage: { kind: 'processing' } });
    expect(time.slept.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(5000);
  });

  it('stops at a lost session or when the page is left', async () => {
    const lost = new ApiError(401, 'unauthenticated', 'You have to login first.');
    await expect(
      waitForCheckout(async () => {
        throw lost;
      }),
    ).rejects.toBe(lost);
    const controller = new AbortController();
    controller.abort();
    await expect(
      waitForCheckout(async () => placed, { signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('never waits more than 3 s between two questions', () => {
    expect([0, 1, 2, 3, 4, 10].map(pollDelay)).toEqual([1000, 1500, 2000, 2500, 3000, 3000]);
  });
});
