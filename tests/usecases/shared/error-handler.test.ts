import { describe, expect, it } from 'vitest';
import { UseCaseError } from '../../../src/domain';
import { ErrorHandler } from '../../../src/usecases/shared/error-handler';
import { RecordingLogger } from '../../mocks/doubles';

function build() {
  const logger = new RecordingLogger();
  const handler = new ErrorHandler(logger);
  const published: UseCaseError[] = [];
  handler.errors$.subscribe((error) => published.push(error));
  return { logger, handler, published };
}

describe('ErrorHandler', () => {
  it.each(['apiCallFailed', 'UNKNOWN', 'CART_FORBIDDEN_USER', 'schemaValidationError', 'productPageMissingRequestedProperty'])(
    'logs %s once, at error level',
    (cause) => {
      const { logger, handler } = build();
      handler.handle(new UseCaseError(cause), 'ctx');
      expect(logger.entries).toHaveLength(1);
      expect(logger.entries[0]).toMatchObject({ level: 'error', message: `ctx: ${cause}`, context: { cause } });
    },
  );

  it.each(['notFound', 'networkConnection', 'LOGIN_FAILED', 'storageWriteFailed', 'NOT_ALLOWED'])('logs %s once, as a warning', (cause) => {
    const { logger, handler } = build();
    handler.handle(new UseCaseError(cause));
    expect(logger.entries).toEqual([{ level: 'warn', message: cause, context: { cause, status: null, apiMessage: null, description: null } }]);
  });

  it('publishes each handled error on errors$ and returns it', () => {
    const { handler, published } = build();
    const error = new UseCaseError('notFound');
    expect(handler.handle(error)).toBe(error);
    expect(published).toEqual([error]);
  });

  it('turns anything thrown into an UNKNOWN UseCaseError with its message as details', () => {
    const { handler, logger } = build();
    const error = handler.handle(new RangeError('bad index'), 'cart');
    expect(error).toBeInstanceOf(UseCaseError);
    expect(error.cause).toBe('UNKNOWN');
    expect(logger.entries[0]).toMatchObject({ level: 'error', context: { cause: 'UNKNOWN', details: 'bad index' } });
  });

  it('run() passes the result through and reports then rethrows a failure as a UseCaseError', async () => {
    const { handler, published } = build();
    await expect(handler.run('ok', async () => 5)).resolves.toBe(5);
    expect(published).toEqual([]);
    const failure = await handler.run('broken', async () => {
      throw new Error('nope');
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UseCaseError);
    expect(published).toEqual([failure]);
  });
});
