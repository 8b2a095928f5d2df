import { describe, expect, it } from 'vitest';
import { SandboxRequestError } from './taobao-simulator-errors.js';
import { createSimulatedFaults } from './taobao-simulator-faults.js';

const draws = (faults: ReturnType<typeof createSimulatedFaults>, count: number, write = true) =>
  Array.from({ length: count }, () => faults.draw('taobao.item.add', write));

describe('simulated faults', () => {
  it('fails about the share asked for, of every kind, half the writes after their effect', () => {
    const faults = createSimulatedFaults({ failureRatio: 0.2, seed: 1 });
    const drawn = draws(faults, 5000).filter((fault) => fault !== undefined);
    expect(drawn.length / 5000).toBeGreaterThan(0.18);
    expect(drawn.length / 5000).toBeLessThan(0.22);
    expect(new Set(drawn.map((fault) => fault.kind))).toEqual(
      new Set(['http-5xx', 'isp', 'rate-limit', 'malformed']),
    );
    const after = drawn.filter((fault) => fault.afterEffect).length / drawn.length;
    expect(after).toBeGreaterThan(0.4);
    expect(after).toBeLessThan(0.6);
  });

  it('repeats its draws from a seed', () => {
    const first = draws(createSimulatedFaults({ failureRatio: 0.5, seed: 42 }), 50);
    const second = draws(createSimulatedFaults({ failureRatio: 0.5, seed: 42 }), 50);
    expect(second).toEqual(first);
  });

  it('never fails a read after its effect, and leaves other methods alone', () => {
    const faults = createSimulatedFaults({ failureRatio: 1, methods: ['taobao.item.add'] });
    expect(draws(faults, 20, false).every((fault) => fault?.afterEffect === false)).toBe(true);
    expect(faults.draw('taobao.items.onsale.get', false)).toBeUndefined();
    expect(faults.latencyMs('taobao.items.onsale.get')).toBe(0);
  });

  it('fails the next calls as told, before the random draws', () => {
    const faults = createSimulatedFaults();
    faults.failNext({ kind: 'isp', count: 2, method: 'taobao.item.add', afterEffect: true });
    expect(faults.draw('taobao.items.onsale.get', false)).toBeUndefined();
    expect(draws(faults, 3)).toEqual([
      { kind: 'isp', afterEffect: true },
      { kind: 'isp', afterEffect: true },
      undefined,
    ]);
  });

  it('refuses faults it cannot follow', () => {
    const faults = createSimulatedFaults();
    expect(() => faults.set({ failureRatio: 1.5 })).toThrow(SandboxRequestError);
    expect(() => faults.set({ kinds: ['meteor'] })).toThrow(SandboxRequestError);
    expect(() => faults.failNext({ kind: 'isp', count: 0 })).toThrow(SandboxRequestError);
  });
});
