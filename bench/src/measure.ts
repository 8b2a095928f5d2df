/** Runs `work` and returns operations per second. */
export async function rate(operations: number, work: () => Promise<void>): Promise<number> {
  return operations / ((await elapsed(work)) / 1000);
}

/** Runs `work` and returns how long it took, in ms. */
export async function elapsed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Runs `writers` loops of `perWriter` calls concurrently. */
export async function concurrently(
  writers: number,
  perWriter: number,
  operation: (writer: number, index: number) => Promise<unknown>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let index = 0; index < perWriter; index++) await operation(writer, index);
    }),
  );
}

export interface Figure {
  readonly name: string;
  readonly perSecond: number;
}

export interface Comparison {
  readonly measured: Figure;
  readonly baseline: Figure;
  /** The smallest acceptable measured/baseline ratio. */
  readonly target: number;
}

export function report(comparisons: readonly Comparison[]): boolean {
  let allMet = true;
  for (const { measured, baseline, target } of comparisons) {
    const ratio = measured.perSecond / baseline.perSecond;
    const met = ratio >= target;
    allMet &&= met;
    process.stdout.write(
      [
        `${measured.name.padEnd(52)} ${Math.round(measured.perSecond).toString().padStart(9)} /s`,
        `${baseline.name.padEnd(52)} ${Math.round(baseline.perSecond).toString().padStart(9)} /s`,
        `${'ratio'.padEnd(52)} ${(ratio * 100).toFixed(0).padStart(8)} %   target >= ${(target * 100).toFixed(0)} %  ${met ? 'met' : 'NOT MET'}`,
        '',
      ].join('\n'),
    );
  }
  return allMet;
}

/** A target of the issue: what was measured and whether it is met. */
export interface Check {
  readonly name: string;
  readonly measured: number | string;
  readonly target: string;
  readonly met: boolean;
}

export function reportChecks(checks: readonly Check[]): boolean {
  for (const { name, measured, target, met } of checks) {
    process.stdout.write(
      `${name.padEnd(64)} ${String(measured).padStart(10)}   target ${target.padEnd(10)} ${met ? 'met' : 'NOT MET'}\n`,
    );
  }
  return checks.every(({ met }) => met);
}
