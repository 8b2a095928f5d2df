import { describe, expect, it } from 'vitest';
import { type CpuProfile, longTasks, type TraceEvent } from './long-task-report.js';

const main = { pid: 1, tid: 7 };
const paintAt = 1_000_000;
const event = (name: string, ts: number, dur?: number, thread = main): TraceEvent => ({
  name,
  ph: dur === undefined ? 'I' : 'X',
  ts,
  ...(dur === undefined ? {} : { dur }),
  ...thread,
});

/** Two script functions: `app` calling `render`, sampled every 10 ms from `paintAt`. */
function profile(samples: readonly number[]): CpuProfile {
  const frame = (functionName: string, url = '') => ({
    functionName,
    url,
    lineNumber: 1,
    columnNumber: 2,
  });
  return {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 4] },
      { id: 2, callFrame: frame('app', 'http://shop/assets/app-1.js'), children: [3] },
      { id: 3, callFrame: frame('render', 'http://shop/assets/vendor-1.js') },
      { id: 4, callFrame: frame('(idle)') },
    ],
    startTime: paintAt,
    samples,
    timeDeltas: samples.map(() => 10_000),
  };
}

describe('the long tasks of a traced page load', () => {
  it('lists the tasks over 50 ms from the first paint on, with their blocking part and contents', () => {
    const trace = [
      event('firstContentfulPaint', paintAt),
      // Before the paint: not counted by total blocking time.
      event('RunTask', paintAt - 200_000, 120_000),
      // Straddles the paint: 80 ms of it after, so 30 ms blocking.
      event('RunTask', paintAt - 20_000, 100_000),
      event('RunTask', paintAt + 200_000, 40_000),
      event('RunTask', paintAt + 300_000, 90_000),
      event('Layout', paintAt + 300_000, 30_000),
      // A layer's paint inside the frame's paint: 20 ms of paint, not 30.
      event('Paint', paintAt + 305_000, 20_000),
      event('Paint', paintAt + 310_000, 10_000),
      event('FunctionCall', paintAt + 330_000, 60_000),
      // Another thread's task is not the page's.
      event('RunTask', paintAt + 500_000, 200_000, { pid: 1, tid: 9 }),
    ];
    // Samples at +10 … +390 ms: `render` inside `app` from +310 to +390 ms.
    const samples = Array.from({ length: 39 }, (_, index) => (index >= 30 ? 3 : 4));
    const tasks = longTasks(trace, profile(samples));
    expect(tasks.map((task) => [task.start, task.duration, task.blocking])).toEqual([
      [-20, 100, 30],
      [300, 90, 40],
    ]);
    const [, late] = tasks;
    expect(late?.work).toEqual([
      ['FunctionCall', 60],
      ['Layout', 30],
      ['Paint', 20],
    ]);
    expect(late?.scripts[0]).toEqual(['app@app-1.js:1:2 > render@vendor-1.js:1:2', 80]);
    expect(late?.self[0]).toEqual(['render@vendor-1.js:1:2', 80]);
  });

  it('finds none where the page never painted', () => {
    expect(longTasks([event('RunTask', 0, 400_000)], profile([]))).toEqual([]);
  });
});
