import { Subject, type Observable } from 'rxjs';
import { logLevelForCause, toUseCaseError, UseCaseError } from '../../domain';
import type { Logger } from './logger';

/**
 * The one place failures are logged: at error level for the causes the
 * catalogue names, as warnings otherwise. Screens and embedding shells
 * observe `errors$` to tell the shopper.
 */
export class ErrorHandler {
  private readonly subject = new Subject<UseCaseError>();
  readonly errors$: Observable<UseCaseError> = this.subject.asObservable();

  /**
   * @param logger - where each failure is logged.
   * @param onError - called with each failure after `errors$` (the client's `onError`); one that throws is
   *   logged, never rethrown, so it cannot break the call that failed.
   */
  constructor(
    private readonly logger: Logger,
    private readonly onError?: (error: UseCaseError) => void,
  ) {}

  /** Converts anything thrown into a UseCaseError, logs it once and publishes it. */
  handle(error: unknown, context?: string): UseCaseError {
    const useCaseError = toUseCaseError(error);
    this.logger.log(logLevelForCause(useCaseError.cause), `${context ? `${context}: ` : ''}${useCaseError.cause}`, {
      cause: useCaseError.cause,
      status: useCaseError.status,
      apiMessage: useCaseError.apiMessage,
      description: useCaseError.description,
      ...(useCaseError.cause === 'UNKNOWN' ? { details: useCaseError.details } : {}),
    });
    this.subject.next(useCaseError);
    try {
      this.onError?.(useCaseError);
    } catch (thrown) {
      this.logger.log('error', 'onError', { error: String(thrown) });
    }
    return useCaseError;
  }

  /** Runs `work`, reporting and rethrowing its failure as a UseCaseError. */
  async run<T>(context: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.handle(error, context);
    }
  }
}

export { UseCaseError };
