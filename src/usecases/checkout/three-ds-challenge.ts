/*
 * The 3-D Secure challenge as order creation and the alternate card
 * authorization both run it: the step-up shown through a StepUpPort, the
 * result polled within THREE_DS_WAIT (or until the shopper closes the
 * frame), the frame always removed. What to poll and what a rejected
 * session becomes are the caller's.
 */
import { UseCaseError } from '../../domain';
import type { StepUpParams } from '../../domain/checkout/checkout';
import { THREE_DS_WAIT, type ThreeDsResult } from '../../domain/checkout/payment-flow';
import type { Logger } from '../shared/logger';

/**
 * Where the 3-D Secure step-up is shown: the UI puts an iframe of
 * `step_up_url` (at `iframe_width` × `iframe_height`), or `html` in a
 * sandboxed iframe; a headless caller may complete the challenge itself.
 * `show` resolving means the challenge is on screen (or done); rejecting
 * means the shopper closed it. `dismiss` removes the frame.
 */
export interface StepUpPort {
  show(params: StepUpParams): Promise<void> | void;
  dismiss?(): void;
  /**
   * Aborted when the shopper closes the frame after `show` resolved: the
   * result is asked once more, then the wait stops and the payment is left
   * pending (INVALID_TRANSACTION) instead of waiting out THREE_DS_WAIT.
   */
  closed?: AbortSignal;
}

/** The step-up port, or just its `show`. */
export type StepUpInput = StepUpPort | StepUpPort['show'];

/** How a challenge ended: authenticated (the charge is repeated with the id), refused by the bank, or never finished (or closed). */
export type ChallengeOutcome = { transactionId: string } | 'declined' | 'unfinished';

/** Time for the wait, replaceable in tests (CheckoutClock fits). */
export interface ChallengeClock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export interface ChallengeOptions {
  clock: ChallengeClock;
  logger: Logger;
  /** Names the caller in log lines. */
  context: string;
  /** What a rejected session (401) during a poll becomes: thrown, never replayed under a new session. */
  sessionRejected(error: UseCaseError): Error;
  /** Told when the step-up appears (its params) and when it goes (null): a store may show it too. */
  visible?(params: StepUpParams | null): void;
}

/** A rejected session (401, or 403 USER_ERROR): never replayed under a new anonymous one while paying. */
export const isSessionRejected = (error: unknown): error is UseCaseError =>
  error instanceof UseCaseError && (error.status === 401 || (error.status === 403 && error.cause === 'USER_ERROR'));

export function stepUpPortOf(input: StepUpInput | undefined): StepUpPort | null {
  return typeof input === 'function' ? { show: input } : (input ?? null);
}

/** `wait`, cut short when `signal` aborts. */
const untilAborted = (wait: Promise<void>, signal: AbortSignal | undefined): Promise<void> =>
  !signal
    ? wait
    : signal.aborted
      ? Promise.resolve()
      : Promise.race([wait, new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))]);

/**
 * Shows the step-up (`visible`, then the port's `show`; a `show` that
 * rejects is the shopper closing it: 'unfinished'), waits for the result,
 * and always removes the frame (`visible(null)`, `dismiss`).
 */
export async function runChallenge(
  params: StepUpParams,
  port: StepUpPort | null,
  poll: () => Promise<ThreeDsResult>,
  options: ChallengeOptions,
): Promise<ChallengeOutcome> {
  options.visible?.(params);
  try {
    try {
      await port?.show(params);
    } catch {
      return 'unfinished';
    }
    return await waitForChallenge(poll, port?.closed, options);
  } finally {
    options.visible?.(null);
    port?.dismiss?.();
  }
}

/**
 * Polls the challenge's result within THREE_DS_WAIT (by the clock, and by
 * the waits slept), or until the shopper closed the frame (`closed`): then
 * one last poll, at once, decides. A lost poll is asked again within the
 * same bound; a rejected session stops the wait.
 */
export async function waitForChallenge(poll: () => Promise<ThreeDsResult>, closed: AbortSignal | undefined, options: ChallengeOptions): Promise<ChallengeOutcome> {
  const { clock } = options;
  const started = clock.now().getTime();
  let slept = 0;
  for (;;) {
    try {
      const result = await poll();
      if (result.status === 'AUTHENTICATED' && result.transaction_id) return { transactionId: result.transaction_id };
      if (result.status === 'FAILED') return 'declined';
    } catch (error) {
      if (isSessionRejected(error)) throw options.sessionRejected(error);
      options.logger.log('warn', `${options.context}: a 3-D Secure poll failed (${error instanceof UseCaseError ? error.cause : 'UNKNOWN'})`);
    }
    if (closed?.aborted) return 'unfinished';
    if (slept >= THREE_DS_WAIT.totalMs || clock.now().getTime() - started >= THREE_DS_WAIT.totalMs) return 'unfinished';
    await untilAborted(clock.sleep(THREE_DS_WAIT.everyMs), closed);
    slept += THREE_DS_WAIT.everyMs;
  }
}
