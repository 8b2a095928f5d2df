import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { TurnBatches } from './turn-batches.js';

/** Batches of numbers (each its own weight), recorded as sent and answered when told to. */
function recorded(
  maxInFlight: number,
  size: number,
  spread?: { weight: (n: number) => number; at: number },
) {
  const sent: number[][] = [];
  const answers: (() => void)[] = [];
  const batches = new TurnBatches<number>(
    (batch) => {
      sent.push(batch);
      return new Promise<void>((resolve) => answers.push(resolve));
    },
    () => {},
    maxInFlight,
    size,
    spread,
  );
  return { batches, sent, answers };
}

const weight = (n: number) => n;

describe('batches of requests made in one turn', () => {
  it('sends what one turn made as one batch, and what came meanwhile once it is answered', async () => {
    const { batches, sent, answers } = recorded(1, 32);
    for (const n of [1, 2, 3]) batches.add(n);
    await nextTurn();
    batches.add(4);
    batches.add(5);
    await nextTurn();
    expect(sent).toEqual([[1, 2, 3]]);
    answers[0]?.();
    await nextTurn();
    await nextTurn();
    expect(sent).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('splits more than a batch holds into parts as even as can be, as the places allow', async () => {
    const { batches, sent } = recorded(4, 4);
    for (let n = 1; n <= 10; n++) batches.add(1);
    await nextTurn();
    expect(sent.map((batch) => batch.length)).toEqual([3, 3, 4]);
  });

  it('spreads heavy requests over one batch per `at` of their weight, as the places allow', async () => {
    const { batches, sent } = recorded(4, 32, { weight, at: 40 });
    for (let n = 1; n <= 8; n++) batches.add(10);
    await nextTurn();
    expect(sent).toEqual([
      [10, 10, 10, 10],
      [10, 10, 10, 10],
    ]);
  });

  it('keeps light requests together however many places are free', async () => {
    const { batches, sent } = recorded(4, 32, { weight, at: 40 });
    for (let n = 1; n <= 8; n++) batches.add(1);
    await nextTurn();
    expect(sent).toEqual([[1, 1, 1, 1, 1, 1, 1, 1]]);
  });

  it('spreads over the free places only, and sends what comes later once one is free', async () => {
    const { batches, sent, answers } = recorded(2, 32, { weight, at: 10 });
    batches.add(100);
    await nextTurn();
    for (let n = 1; n <= 6; n++) batches.add(10);
    await nextTurn();
    expect(sent).toEqual([[100], [10, 10, 10, 10, 10, 10]]);
    answers[0]?.();
    batches.add(10);
    await nextTurn();
    await nextTurn();
    expect(sent.slice(2)).toEqual([[10]]);
  });
});
