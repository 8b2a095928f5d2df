import { totalBlockingTime } from './vitals-observer.js';

/** A Chrome trace event, as the DevTools protocol's `Tracing.dataCollected` gives them. */
export interface TraceEvent {
  readonly name: string;
  readonly ph?: string;
  readonly pid: number;
  readonly tid: number;
  /** Microseconds, on the same clock as the CPU profile's. */
  readonly ts: number;
  readonly dur?: number;
}

/** A V8 CPU profile, as the DevTools protocol's `Profiler.stop` gives it. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
      readonly columnNumber: number;
    };
    readonly children?: readonly number[];
  }[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** One task of the page's main thread over 50 ms, from the first contentful paint on. */
export interface LongTask {
  /** Milliseconds from the first contentful paint. */
  readonly start: number;
  readonly duration: number;
  /** The part over 50 ms that total blocking time counts (from the first paint on). */
  readonly blocking: number;
  /** Milliseconds of the browser's own work in the task: style, layout, paint, script… */
  readonly work: readonly (readonly [string, number])[];
  /** Milliseconds of JavaScript by its outermost two frames (`name@file:line:column`). */
  readonly scripts: readonly (readonly [string, number])[];
  /** Milliseconds of JavaScript by the function running (self time). */
  readonly self: readonly (readonly [string, number])[];
}

const longTaskMs = 50;
/** The browser's own work inside a task worth naming. */
const workNames = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
]);

/**
 * The long tasks of the main thread that drew the page (the one that reported its first
 * contentful paint), from that paint on, each with what filled it: the browser's work from the
 * trace, and the JavaScript running from the CPU profile's samples.
 */
export function longTasks(trace: readonly TraceEvent[], profile: CpuProfile): LongTask[] {
  const paint = trace.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return [];
  const onMain = trace
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const samples = timedSamples(profile);
  return onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > longTaskMs * 1000)
    .filter((task) => task.ts + (task.dur ?? 0) > paint.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const work = new Map<string, number>();
      // An event inside another of its name (a layer's paint inside the frame's) counts once.
      const countedUntil = new Map<string, number>();
      for (const event of onMain) {
        if (event.ts < task.ts || event.ts >= end || !workNames.has(event.name)) continue;
        if (event.ts < (countedUntil.get(event.name) ?? 0)) continue;
        countedUntil.set(event.name, event.ts + (event.dur ?? 0));
        add(work, event.name, (event.dur ?? 0) / 1000);
      }
      const scripts = new Map<string, number>();
      const self = new Map<string, number>();
      for (const sample of samples) {
        if (sample.at < task.ts || sample.at >= end) continue;
        add(scripts, sample.outer, sample.ms);
        add(self, sample.running, sample.ms);
      }
      const duration = (task.dur ?? 0) / 1000;
      return {
        start: (task.ts - paint.ts) / 1000,
        duration,
        // As the bench counts it (`vitals-observer.ts`).
        blocking: totalBlockingTime({
          fcp: paint.ts / 1000,
          lcp: 0,
          cls: 0,
          longTasks: [[task.ts / 1000, duration]],
        }),
        work: largest(work),
        scripts: largest(scripts),
        self: largest(self),
      };
    });
}

/** Each sample's time, length and frames, named `function@file:line:column`. */
function timedSamples(profile: CpuProfile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const frameName = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return '?';
    const file = frame.url.split('/').at(-1) ?? '';
    return `${frame.functionName || '(anonymous)'}@${file}:${frame.lineNumber}:${frame.columnNumber}`;
  };
  let at = profile.startTime;
  return profile.samples.map((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    const chain: number[] = [];
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      chain.unshift(node);
    }
    // chain[0] is the profile's root; the outermost frames follow it.
    const outer = chain
      .slice(1, 3)
      .map((node) => frameName(node))
      .join(' > ');
    return { at, ms: delta / 1000, outer, running: frameName(id) };
  });
}

function add(totals: Map<string, number>, key: string, ms: number) {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

function largest(totals: Map<string, number>, count = 5): (readonly [string, number])[] {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}
