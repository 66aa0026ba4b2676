/**
 * The page's main thread in a Chromium trace as a machine with a core to spare would have run it: every top-level
 * task of that thread shortened to the CPU time the thread itself spent in it (the trace's `tdur`), and the events
 * inside it scaled with it, so that they still nest. Nothing else in the trace moves.
 *
 * Why (`npm run bench:web`, docs/web.md): Lighthouse's Total Blocking Time takes each task's wall-clock length. On a
 * small machine shared with the measuring browser's own processes (its browser process handles the DevTools
 * protocol and the trace, its compositor draws every frame) and with other work, the renderer's main thread waits
 * for a core in the middle of its tasks, and a task of 10 ms of work lasts 30. Lighthouse's TBT metric computed on
 * this trace gives the blocking time of the page's own work: a lower bound, since the time the thread spent
 * blocked on another process (a synchronous IPC) is left out too.
 */

/** The fields of a Chrome trace event that this reads or changes. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts?: number;
  /** Wall-clock length in microseconds, for complete ('X') events. */
  dur?: number;
  /** The thread's own CPU time in microseconds, where Chromium recorded it. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } } & Record<string, unknown>;
}

export interface Trace {
  traceEvents: TraceEvent[];
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer thread of the page's own document: where its main frame's navigation started. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  if (!start) throw new Error('the trace has no navigationStart of an http(s) main frame');
  return { pid: start.pid, tid: start.tid };
}

/** A copy of `trace` (Lighthouse's `Trace` artifact, say) with the page main thread's tasks at their own CPU time (see the file's comment). */
export function withMainThreadCpuTime<T extends Trace>(trace: T): T {
  const copy = structuredClone(trace);
  const { pid, tid } = pageMainThread(copy.traceEvents);
  const thread = copy.traceEvents
    .filter((event) => event.pid === pid && event.tid === tid && event.ts !== undefined)
    .sort((a, b) => a.ts! - b.ts!);

  let next = 0; // the first event of `thread` not yet passed
  let previousEnd = -Infinity;
  for (const task of thread.filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name))) {
    const start = task.ts!;
    const wall = task.dur ?? 0;
    const end = start + wall;
    if (start < previousEnd) continue; // inside a task already scaled
    previousEnd = end;
    if (task.tdur === undefined || wall <= 0 || task.tdur >= wall) continue;
    const scale = task.tdur / wall;
    while (next < thread.length && thread[next]!.ts! < start) next++;
    for (let index = next; index < thread.length && thread[index]!.ts! <= end; index++) {
      const event = thread[index]!;
      if (event === task || event.ts! + (event.dur ?? 0) > end) continue;
      event.ts = start + (event.ts! - start) * scale;
      if (event.dur !== undefined) event.dur *= scale;
    }
    task.dur = task.tdur;
  }
  return copy;
}
