import { describe, expect, it } from 'vitest';
import { retryWithBackoff } from './retry-with-backoff.js';

describe('retryWithBackoff', () => {
  it('tries again until the work succeeds', async () => {
    let calls = 0;
    const retries: number[] = [];
    const result = await retryWithBackoff(
      async () => {
        calls++;
        if (calls < 3) throw new Error(`down ${calls}`);
        return 'sent';
      },
      { delaysMs: [1, 1, 1, 1], onRetry: (_, attempt) => retries.push(attempt) },
    );
    expect(result).toBe('sent');
    expect(calls).toBe(3);
    expect(retries).toEqual([1, 2]);
  });

  it('throws the last error once the delays are spent', async () => {
    let calls = 0;
    const failing = retryWithBackoff(
      async () => {
        calls++;
        throw new Error(`down ${calls}`);
      },
      { delaysMs: [1, 1] },
    );
    await expect(failing).rejects.toThrow('down 3');
    expect(calls).toBe(3);
  });
});
