import { describe, expect, it } from 'vitest';
import {
  causeOfApiFailure,
  ERROR_CAUSES,
  isErrorCause,
  logLevelForCause,
  toUseCaseError,
  UseCaseError,
  userMessageFor,
} from '../../../src/domain';

describe('causeOfApiFailure', () => {
  it('uses a string cause from the body before anything else', () => {
    expect(causeOfApiFailure({ body: { cause: 'PRODUCT_NOT_FOUND' }, status: 404 })).toBe('PRODUCT_NOT_FOUND');
    expect(causeOfApiFailure({ body: { cause: 'LOGIN_FAILED' }, code: 'ERR_NETWORK', status: 401 })).toBe('LOGIN_FAILED');
  });

  it('keeps a body cause this client does not know', () => {
    expect(causeOfApiFailure({ body: { cause: 'SOMETHING_NEW' }, status: 400 })).toBe('SOMETHING_NEW');
  });

  it('ignores a body cause that is not a non-empty string', () => {
    expect(causeOfApiFailure({ body: { cause: 42 }, status: 500 })).toBe('apiCallFailed');
    expect(causeOfApiFailure({ body: { cause: '' }, status: 404 })).toBe('notFound');
  });

  it.each(['ECONNABORTED', 'ETIMEDOUT', 'ERR_NETWORK'])('maps the axios code %s to networkConnection', (code) => {
    expect(causeOfApiFailure({ code, message: 'whatever' })).toBe('networkConnection');
  });

  it("maps a 'Network Error' message to networkConnection", () => {
    expect(causeOfApiFailure({ message: 'Network Error' })).toBe('networkConnection');
  });

  it("maps Node's 'Network error' (a reset connection, msw HttpResponse.error()) to networkConnection", () => {
    expect(causeOfApiFailure({ message: 'Network error', code: null, status: null })).toBe('networkConnection');
  });

  it('maps a refused or reset connection to networkConnection', () => {
    expect(causeOfApiFailure({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:9004' })).toBe('networkConnection');
    expect(causeOfApiFailure({ code: 'ECONNRESET', message: 'socket hang up' })).toBe('networkConnection');
  });

  it('maps a cancelled request without an answer to networkConnection', () => {
    expect(causeOfApiFailure({ code: 'ERR_CANCELED', message: 'canceled' })).toBe('networkConnection');
  });

  it('maps a 404 without a body cause to notFound', () => {
    expect(causeOfApiFailure({ status: 404, body: { message: 'Not found' } })).toBe('notFound');
  });

  it('maps a 429 without a body cause to TOO_MANY_REQUESTS', () => {
    expect(causeOfApiFailure({ status: 429 })).toBe('TOO_MANY_REQUESTS');
  });

  it('maps anything else to apiCallFailed', () => {
    expect(causeOfApiFailure({ status: 500 })).toBe('apiCallFailed');
    expect(causeOfApiFailure({ status: 400, body: 'oops' })).toBe('apiCallFailed');
    expect(causeOfApiFailure({})).toBe('apiCallFailed');
  });
});

describe('UseCaseError', () => {
  it('carries the cause, message, instruction and status of an API body', () => {
    const error = UseCaseError.fromApiFailure({
      status: 400,
      body: { cause: 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', message: 'Solo quedan 2.', instruction: 'Reduce la cantidad.' },
    });
    expect(error).toBeInstanceOf(UseCaseError);
    expect(error).toBeInstanceOf(Error);
    expect(error.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(error.apiMessage).toBe('Solo quedan 2.');
    expect(error.apiInstruction).toBe('Reduce la cantidad.');
    expect(error.status).toBe(400);
    expect(error.name).toBe('UseCaseError');
  });

  it('keeps the field an API refusal names, so a form can show the message under it', () => {
    const named = UseCaseError.fromApiFailure({ status: 400, body: { cause: 'NOT_ALLOWED', message: 'Escribe tu empresa.', field: 'company' } });
    expect(named.details).toEqual({ field: 'company' });
    expect(UseCaseError.fromApiFailure({ status: 400, body: { cause: 'NOT_ALLOWED', message: 'No.' } }).details).toBeUndefined();
  });

  it("describes apiCallFailed as the catalogue's 'API error', but shows the shopper the Spanish fallback", () => {
    const error = UseCaseError.fromApiFailure({ status: 500 });
    expect(error.cause).toBe('apiCallFailed');
    expect(error.description).toBe('API error');
    expect(error.apiMessage).toBeNull();
    expect(error.message).toBe('apiCallFailed: API error');
    expect(error.userMessage).toBe('Error desconocido (causa: apiCallFailed), inténtalo de nuevo más tarde.');
  });

  it("describes the applied-twice causes as 'Already applied' and checkoutIsNotStarted as the catalogue says", () => {
    expect(new UseCaseError('couponAppliedMultipleTimes').description).toBe('Already applied');
    expect(new UseCaseError('giftCardAppliedMultipleTimes').description).toBe('Already applied');
    expect(new UseCaseError('checkoutIsNotStarted').description).toBe('First run StartCheckoutUseCase');
    expect(new UseCaseError('checkoutIsNotStarted').apiMessage).toBeNull();
  });

  it('shows an API message to the shopper, ahead of the catalogue description', () => {
    const error = new UseCaseError('apiCallFailed', { apiMessage: 'El servidor falló.' });
    expect(error.apiMessage).toBe('El servidor falló.');
    expect(error.userMessage).toBe('El servidor falló.');
    expect(error.description).toBe('API error');
  });

  it('has no message or instruction for a bare cause', () => {
    const error = new UseCaseError('notFound');
    expect(error.apiMessage).toBeNull();
    expect(error.apiInstruction).toBeNull();
    expect(error.status).toBeNull();
    expect(error.message).toBe('notFound');
  });
});

describe('userMessageFor', () => {
  it('prefers the API message', () => {
    expect(userMessageFor({ cause: 'X', apiMessage: 'Mensaje', apiInstruction: 'Instrucción' })).toBe('Mensaje');
  });

  it('falls back to the API instruction', () => {
    expect(userMessageFor({ cause: 'X', apiMessage: null, apiInstruction: 'Instrucción' })).toBe('Instrucción');
    expect(userMessageFor({ cause: 'X', apiMessage: '', apiInstruction: 'Instrucción' })).toBe('Instrucción');
  });

  it('falls back to the Spanish message naming the cause', () => {
    expect(userMessageFor({ cause: 'notFound', apiMessage: null, apiInstruction: null })).toBe(
      'Error desconocido (causa: notFound), inténtalo de nuevo más tarde.',
    );
  });

  it('is what UseCaseError.userMessage answers', () => {
    expect(new UseCaseError('cartIsNotSet').userMessage).toBe('Error desconocido (causa: cartIsNotSet), inténtalo de nuevo más tarde.');
    expect(new UseCaseError('cartIsNotSet', { apiInstruction: 'Recarga la página.' }).userMessage).toBe('Recarga la página.');
  });
});

describe('logLevelForCause', () => {
  it.each(['apiCallFailed', 'UNKNOWN', 'CART_FORBIDDEN_USER', 'schemaValidationError', 'productPageMissingRequestedProperty'])(
    'logs %s at error level',
    (cause) => {
      expect(logLevelForCause(cause)).toBe('error');
    },
  );

  it('logs every other catalogue cause as a warning', () => {
    const errorLevel = new Set(['apiCallFailed', 'UNKNOWN', 'CART_FORBIDDEN_USER', 'schemaValidationError', 'productPageMissingRequestedProperty']);
    const others = ERROR_CAUSES.filter((cause) => !errorLevel.has(cause));
    expect(others.length).toBe(ERROR_CAUSES.length - 5);
    for (const cause of others) expect(logLevelForCause(cause), cause).toBe('warn');
    expect(logLevelForCause('A_SERVER_CAUSE_WE_DO_NOT_KNOW')).toBe('warn');
  });
});

describe('the catalogue', () => {
  it('knows every cause of spec section 8', () => {
    for (const cause of [
      'networkConnection', 'USER_ERROR', 'missingAuthData', 'cartIsFromDifferentUser', 'CART_FORBIDDEN_USER',
      'checkoutIsNotStarted', 'CARD_TOKENIZATION_FAILED', '3DS_DECLINED', 'productPageMissingRequestedProperty',
      'invalidPage', 'notFound', 'schemaValidationError', 'storageWriteFailed', 'storageReadFailed',
      'storageRemoveFailed', 'storeObserverThrewException',
    ]) {
      expect(isErrorCause(cause), cause).toBe(true);
    }
    expect(isErrorCause('nope')).toBe(false);
    expect(isErrorCause(3)).toBe(false);
  });
});

describe('toUseCaseError', () => {
  it('returns a UseCaseError unchanged', () => {
    const error = new UseCaseError('notFound');
    expect(toUseCaseError(error)).toBe(error);
  });

  it('turns anything else into UNKNOWN, keeping the message as details', () => {
    const fromError = toUseCaseError(new TypeError('x is undefined'));
    expect(fromError.cause).toBe('UNKNOWN');
    expect(fromError.details).toBe('x is undefined');
    expect(toUseCaseError('boom').details).toBe('boom');
    expect(toUseCaseError({}).details).toBeNull();
  });
});
