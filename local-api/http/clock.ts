/**
 * The API's one clock: createApp's `now` (the machine's, or a test's) plus an
 * offset the development control POST /dev/clock moves. Every rule that reads
 * the time (sessions, seat holds, flash sales, unpaid orders' deadlines, the
 * expiry sweep) reads `deps.now()`, which is this clock's `now`, so moving it
 * moves all of them together.
 */
export interface AdjustableClock {
  /** The time the API lives in: the base clock plus the offset. */
  now(): Date;
  /** How far the clock was moved from its base, in milliseconds (0 until moved). */
  offsetMs(): number;
  /** Moves the clock by `ms` (negative: back). */
  advance(ms: number): void;
  /** Moves the clock to `at`; the base keeps ticking from there. */
  set(at: Date): void;
  /** Back to the base clock. */
  reset(): void;
}

export function adjustableClock(base: () => Date): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    advance(ms) {
      offset += ms;
    },
    set(at) {
      offset = at.getTime() - base().getTime();
    },
    reset() {
      offset = 0;
    },
  };
}
