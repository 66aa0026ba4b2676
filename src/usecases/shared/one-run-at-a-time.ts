/**
 * `work` as a call that never runs twice at once: a call made while a run is under way asks for one more run after
 * it (however many such calls, one run), and answers the promise of the run under way, which settles after that
 * further run. So a signal that comes while the work runs (a reconnection, another tab's change) is never lost.
 * `work` must not reject.
 */
export function oneRunAtATime(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await work();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}
