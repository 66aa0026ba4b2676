import { describe, expect, it } from 'vitest';
import { withMainThreadCpuTime, type Trace, type TraceEvent } from '../../bench/cpu-time-trace';

const PAGE = { pid: 10, tid: 1 };
const x = (name: string, ts: number, dur: number, tdur?: number, where = PAGE): TraceEvent => ({ name, ph: 'X', ...where, ts, dur, ...(tdur === undefined ? {} : { tdur }) });

function trace(): Trace {
  return {
    traceEvents: [
      // The page's navigation, on its renderer's main thread (an about:blank one first, elsewhere).
      { name: 'navigationStart', ph: 'R', pid: 99, tid: 1, ts: 0, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } } },
      { name: 'navigationStart', ph: 'R', ...PAGE, ts: 500, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:4000/' } } },
      // 100 ms of wall clock, 25 ms of CPU: a 40 ms layout 10 ms in, and a begin/end pair inside it.
      x('RunTask', 1_000, 100_000, 25_000),
      x('Layout', 11_000, 40_000, 9_000),
      { name: 'Parse', ph: 'B', ...PAGE, ts: 61_000 },
      { name: 'Parse', ph: 'E', ...PAGE, ts: 81_000 },
      // A task that ran without waiting, and one without a thread time: left as they are.
      x('RunTask', 200_000, 10_000, 10_000),
      x('RunTask', 300_000, 30_000),
      // Another thread's task and another process's: not the page's main thread.
      x('RunTask', 1_000, 100_000, 5_000, { pid: 10, tid: 2 }),
      x('RunTask', 1_000, 100_000, 5_000, { pid: 11, tid: 1 }),
    ],
  };
}

const find = (result: Trace, name: string, ts?: number, where = PAGE) =>
  result.traceEvents.filter((event) => event.name === name && event.pid === where.pid && event.tid === where.tid && (ts === undefined || event.ts === ts));

describe('withMainThreadCpuTime (npm run bench:web)', () => {
  it("shortens each of the page main thread's tasks to its CPU time and scales what is inside with it", () => {
    const result = withMainThreadCpuTime(trace());
    const [task] = find(result, 'RunTask', 1_000);
    expect(task?.dur).toBe(25_000);
    // 10 ms in, 40 ms long, at a quarter of the pace: 2.5 ms in, 10 ms long; still inside its task.
    expect(find(result, 'Layout').map(({ ts, dur }) => [ts, dur])).toEqual([[3_500, 10_000]]);
    expect(find(result, 'Parse').map(({ ph, ts }) => [ph, ts])).toEqual([
      ['B', 16_000],
      ['E', 21_000],
    ]);
  });

  it('leaves every other task, thread and process as they were, and does not change the trace it is given', () => {
    const given = trace();
    const before = structuredClone(given);
    const result = withMainThreadCpuTime(given);
    expect(given).toEqual(before);
    expect(find(result, 'RunTask').map(({ ts, dur }) => [ts, dur])).toEqual([
      [1_000, 25_000],
      [200_000, 10_000],
      [300_000, 30_000],
    ]);
    expect(find(result, 'RunTask', 1_000, { pid: 10, tid: 2 })[0]?.dur).toBe(100_000);
    expect(find(result, 'RunTask', 1_000, { pid: 11, tid: 1 })[0]?.dur).toBe(100_000);
  });

  it('refuses a trace without the navigation of an http(s) page', () => {
    const withoutPage = { traceEvents: trace().traceEvents.filter((event) => event.pid !== PAGE.pid) };
    expect(() => withMainThreadCpuTime(withoutPage)).toThrow('the trace has no navigationStart of an http(s) main frame');
  });
});
