/**
 * The error catalogue of spec section 8: every cause a failure can carry,
 * the order in which a failed API call becomes a cause, the user-facing
 * message rule and the log level of each cause.
 */

/**
 * Causes of the session and account calls (spec section 8): the network and generic API failures, the
 * anonymous-token and authentication-state checks, and the server's sign-up, login and token refusals.
 */
export const AUTH_CAUSES = [
  'networkConnection',
  'apiCallFailed',
  'onlyAnonymousTokenFound',
  'authNotStarted',
  'authInProgress',
  'USER_ALREADY_EXISTS',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_INVALID',
  'LOGIN_FAILED',
  'TOO_MANY_REQUESTS',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'AUTH_ERROR',
  'AUTH_EXPIRED',
  'USER_ERROR',
  'missingAuthData',
  'userCancelledAuthProcess',
] as const;

/**
 * Causes of the cart calls: stock and quantity refusals, a missing or foreign cart, an empty cart and an amount too low to order.
 */
export const CART_CAUSES = [
  'ALREADY_IN_STOCK',
  'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY',
  'cartIsNotSet',
  'cartIsFromDifferentUser',
  'CART_IS_EMPTY',
  'cartIsEmpty',
  'CART_AMOUNT_IS_TOO_LOW',
  'cartAmountIsTooLow',
  'CART_FORBIDDEN_USER',
] as const;

/**
 * Causes of the checkout and payment calls: the client's checks before an order (`checkoutMissing…`) and
 * the server's refusals (missing method, card or contact data; declined, expired or invalid cards; 3-D Secure).
 */
export const CHECKOUT_CAUSES = [
  'checkoutIsNotStarted',
  'checkoutMissingDeliveryOption',
  'checkoutMissingPaymentMethod',
  'checkoutMissingPaymentCard',
  'checkoutMissingInstallmentPaymentCard',
  'checkoutMissingContactInfo',
  'MISSING_PAYMENT_METHOD',
  'INVALID_CARD_NUMBER',
  'MISSING_CARD',
  'MISSING_NEW_CARD',
  'MISSING_DELIVERY_OPTION',
  'PAYMENT_ERROR',
  'MISSING_CONTACT_INFO',
  '3DS_ENROLLMENT_CHECK_EXCEPTION',
  'INVALID_TRANSACTION',
  'CARD_EXPIRED',
  '3DS_DECLINED',
  'CARD_INVALID_TYPE_OR_ISSUER',
  'CARD_INVALID_NUMBER',
  'CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED',
  'CARD_TOKENIZATION_FAILED',
] as const;

/**
 * Causes of the product page and the other features: a requested page part missing, a refusal
 * (NOT_ALLOWED), not found, an invalid page or address, a discount code applied twice, and UNKNOWN for
 * anything unexpected.
 */
export const PRODUCT_AND_OTHER_CAUSES = [
  'productPageMissingRequestedProperty',
  'NOT_ALLOWED',
  'INVALID_URL',
  'USED_PRODUCTS_NOT_ALLOWED',
  'GLOBAL_SELLER_NOT_ALLOWED',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_NOT_CREATED',
  'MISSING_EMAIL',
  'NOT_ATTEMPTED',
  'NOT_ELIGIBLE',
  'CUSTOMER_HAS_NO_EMAIL',
  'DEVICE_NOT_FOUND',
  'EVENT_SEATS_ERROR',
  // Not in spec section 8: the checkout contract's own (src/domain/checkout/payment-flow.ts).
  'IDEMPOTENCY_KEY_REUSED',
  'couponAppliedMultipleTimes',
  'giftCardAppliedMultipleTimes',
  'invalidPage',
  'notFound',
  'invalidAddress',
  'UNKNOWN',
] as const;

/**
 * Causes the client raises itself: an answer that does not match its schema, a storage adapter that
 * failed, and a store listener that threw.
 */
export const STORAGE_AND_INTERNAL_CAUSES = [
  'schemaValidationError',
  'storageWriteFailed',
  'storageReadFailed',
  'storageRemoveFailed',
  'storeObserverThrewException',
] as const;

/**
 * Every cause of the catalogue, in the order of the lists above: what {@link UseCaseError.cause} holds
 * (a server may also send a cause this client does not know yet; it is kept as it is).
 */
export const ERROR_CAUSES = /* @__PURE__ */ (() =>
  [...AUTH_CAUSES, ...CART_CAUSES, ...CHECKOUT_CAUSES, ...PRODUCT_AND_OTHER_CAUSES, ...STORAGE_AND_INTERNAL_CAUSES] as const)();

/** A cause of the catalogue ({@link ERROR_CAUSES}). */
export type ErrorCause = (typeof ERROR_CAUSES)[number];

// Built on first use: a bundle that never asks leaves the cause lists out (they are types elsewhere).
let knownCauses: Set<string> | null = null;

/** Whether `value` is a cause of the catalogue. */
export function isErrorCause(value: unknown): value is ErrorCause {
  knownCauses ??= new Set<string>(ERROR_CAUSES);
  return typeof value === 'string' && knownCauses.has(value);
}

/**
 * The catalogue's own descriptions of some causes. They are for developers
 * (logs, Error.message), never shown to a shopper: the user message comes
 * from the API's message or instruction, else the Spanish fallback.
 */
export const CATALOGUE_MESSAGES: Partial<Record<ErrorCause, string>> = {
  checkoutIsNotStarted: 'First run StartCheckoutUseCase',
  couponAppliedMultipleTimes: 'Already applied',
  giftCardAppliedMultipleTimes: 'Already applied',
  apiCallFailed: 'API error',
};

/** Causes logged at error level; every other cause is logged as a warning. */
export const ERROR_LEVEL_CAUSES: readonly string[] = [
  'apiCallFailed',
  'UNKNOWN',
  'CART_FORBIDDEN_USER',
  'schemaValidationError',
  'productPageMissingRequestedProperty',
];

/** The level a failure with this cause is logged at: error for {@link ERROR_LEVEL_CAUSES}, warn otherwise. */
export function logLevelForCause(cause: string): 'error' | 'warn' {
  return ERROR_LEVEL_CAUSES.includes(cause) ? 'error' : 'warn';
}

/** HTTP statuses that carry authentication causes (spec section 8). */
export const SESSION_RECOVERY_CAUSES = {
  401: ['AUTH_ERROR', 'AUTH_EXPIRED', 'INVALID_TOKEN'],
  403: ['USER_ERROR'],
} as const;

/** Network-level error codes that mean the connection failed. */
export const NETWORK_ERROR_CODES: readonly string[] = ['ECONNABORTED', 'ETIMEDOUT', 'ERR_NETWORK', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN'];

/** What is known about a failed API call, independent of the HTTP library. */
export interface ApiFailure {
  /** The response body, if any. */
  body?: unknown;
  /** The network-level error code (axios `code`), if any. */
  code?: string | null;
  /** The error's own message, if any. */
  message?: string | null;
  /** HTTP status, if a response arrived. */
  status?: number | null;
}

function bodyField(body: unknown, field: string): string | null {
  if (body && typeof body === 'object' && field in body) {
    const value = (body as Record<string, unknown>)[field];
    return typeof value === 'string' && value.length > 0 ? value : null;
  }
  return null;
}

/** The string `cause` of an API error body, if it has one. */
export function bodyCauseOf(body: unknown): string | null {
  return bodyField(body, 'cause');
}

/**
 * Spec section 8, in order: a string cause in the body; otherwise a
 * timeout, abort or network error gives networkConnection; otherwise 404
 * gives notFound; anything else apiCallFailed. A body cause outside the
 * catalogue is kept as it is (the server knows causes this client may not).
 */
export function causeOfApiFailure(failure: ApiFailure): string {
  const bodyCause = bodyCauseOf(failure.body);
  if (bodyCause) return bodyCause;
  if (
    (failure.code && NETWORK_ERROR_CODES.includes(failure.code)) ||
    failure.message?.toLowerCase() === 'network error' ||
    (!failure.status && failure.code === 'ERR_CANCELED')
  )
    return 'networkConnection';
  if (failure.status === 404) return 'notFound';
  // The status mapping of section 8: a 429 without a body cause is still TOO_MANY_REQUESTS.
  if (failure.status === 429) return 'TOO_MANY_REQUESTS';
  return 'apiCallFailed';
}

/**
 * The one error type that crosses layers. `cause` is a catalogue cause (or a
 * server cause this client does not know yet); `apiMessage` and
 * `apiInstruction` come from the API body or the catalogue.
 */
export class UseCaseError extends Error {
  override readonly cause: string;
  readonly apiMessage: string | null;
  readonly apiInstruction: string | null;
  /** The catalogue's or the client's description, for developers and logs; never shown to a shopper. */
  readonly description: string | null;
  readonly status: number | null;
  readonly details: unknown;

  constructor(
    cause: ErrorCause | (string & {}),
    options: {
      apiMessage?: string | null;
      apiInstruction?: string | null;
      description?: string | null;
      status?: number | null;
      details?: unknown;
    } = {},
  ) {
    const apiMessage = options.apiMessage ?? null;
    const description = options.description ?? CATALOGUE_MESSAGES[cause as ErrorCause] ?? null;
    const detail = apiMessage ?? description;
    super(detail ? `${cause}: ${detail}` : cause);
    this.name = 'UseCaseError';
    this.cause = cause;
    this.apiMessage = apiMessage;
    this.description = description;
    this.apiInstruction = options.apiInstruction ?? null;
    this.status = options.status ?? null;
    this.details = options.details;
  }

  /** The message to show a shopper (spec section 8). */
  get userMessage(): string {
    return userMessageFor(this);
  }

  /** `userMessage`, but a server text that is not Spanish prose ("boom", English, a stack trace) gives way to Spanish copy. */
  get shopperMessage(): string {
    return shopperMessageFor(this);
  }

  /**
   * The error for a failed API call: its cause by {@link causeOfApiFailure}, with the body's message,
   * instruction and field, and the HTTP status.
   */
  static fromApiFailure(failure: ApiFailure): UseCaseError {
    const cause = causeOfApiFailure(failure);
    return new UseCaseError(cause, {
      apiMessage: bodyField(failure.body, 'message'),
      apiInstruction: bodyField(failure.body, 'instruction'),
      status: failure.status ?? null,
      // The field a refusal names ({cause, message, field}), so a form can show the message under it.
      ...(bodyField(failure.body, 'field') ? { details: { field: bodyField(failure.body, 'field') } } : {}),
    });
  }
}

/** The API message, else the API instruction, else the Spanish fallback naming the cause. */
export function userMessageFor(error: Pick<UseCaseError, 'cause' | 'apiMessage' | 'apiInstruction'>): string {
  if (error.apiMessage) return error.apiMessage;
  if (error.apiInstruction) return error.apiInstruction;
  return `Error desconocido (causa: ${error.cause}), inténtalo de nuevo más tarde.`;
}

const TRY_AGAIN = 'Algo falló de nuestro lado. Inténtalo de nuevo en un momento.';

/**
 * Spanish copy for the causes a shopper meets most, for when the server sent
 * no text fit to show. Spec section 8 leaves the wording of these open.
 */
export const SPANISH_CAUSE_MESSAGES: Partial<Record<ErrorCause, string>> = {
  networkConnection: 'No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.',
  apiCallFailed: TRY_AGAIN,
  UNKNOWN: TRY_AGAIN,
  notFound: 'No encontramos lo que buscabas.',
  TOO_MANY_REQUESTS: 'Hubo demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.',
  LOGIN_FAILED: 'El correo o la contraseña no son correctos.',
  authInProgress: 'Ya estamos procesando tu ingreso. Espera un momento.',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con ese correo electrónico. Ingresa o recupera tu contraseña.',
  PASSWORD_TOO_WEAK: 'La contraseña es muy débil: usa al menos 8 caracteres y combina letras con números o símbolos.',
  PASSWORD_INVALID: 'La contraseña no es válida.',
  onlyAnonymousTokenFound: 'Ingresa a tu cuenta para continuar.',
  userCancelledAuthProcess: 'Cancelaste el ingreso.',
  REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY: 'No hay suficientes unidades disponibles de este producto.',
};

// Common words that mark a Spanish sentence, and words that mark English (or a program) speaking.
const SPANISH_WORDS = /^(de|del|la|las|el|los|un|una|y|en|que|no|por|para|con|al|se|su|tu|es|hay|ya|solo)$/;
const FOREIGN_WORDS = /^(the|is|are|was|not|of|to|and|or|in|on|at|for|with|from|by|internal|server|service|failed|invalid|found|request|cannot|unable|such|file|this|it|you|your)$/;

/**
 * Adds a feature's Spanish copy for its causes. Features whose code loads on
 * demand (checkout and payment) register theirs when it loads, so no page's
 * library carries copy for failures it cannot meet yet.
 */
export function registerCauseMessages(messages: Partial<Record<ErrorCause, string>>): void {
  Object.assign(SPANISH_CAUSE_MESSAGES, messages);
}

/**
 * Whether a server's text reads as Spanish prose a shopper may be shown: one
 * line of words and sentence punctuation, opening with a capital, an opening
 * mark, a quote or a digit, and carrying Spanish (an accent, ñ, ¿, ¡, or a
 * common Spanish word) but no English and no trace of code (camelCase,
 * SNAKE_CASE, braces, paths, line numbers). Names quoted «…» or “…” (product
 * titles) may hold anything but line breaks.
 */
export function isSpanishProse(text: string | null | undefined): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  if (trimmed.length < 2 || trimmed.length > 400 || /[\r\n]/.test(trimmed)) return false;
  // Quoted names, and the few names written in mixed case (WebP, iPhone), are not code.
  const frame = trimmed.replace(/«[^»]*»|“[^”]*”/g, ' X ').replace(/\b(?:WebP|iPhone|iPad|PayPal|WhatsApp|YouTube|TikTok)\b/g, 'X');
  if (!/^[A-ZÁÉÍÓÚÑÜ¿¡X0-9]/.test(frame.trimStart())) return false;
  if (/[{}<>[\]=|\\`_^~*]|[a-z][A-Z]|\w\.(js|ts|py|java)\b|:\d+:\d+|https?:|(^|\s)\/\w/.test(frame)) return false;
  const words = frame.toLowerCase().split(/[^a-záéíóúñü]+/).filter(Boolean);
  if (words.some((word) => FOREIGN_WORDS.test(word))) return false;
  return /[áéíóúñ¿¡]/i.test(frame) || words.some((word) => SPANISH_WORDS.test(word));
}

/**
 * What a shopper reads for a failure: the API message when it is Spanish
 * prose, else the API instruction when it is, else the Spanish copy for the
 * cause, else the spec's fallback naming the cause.
 */
export function shopperMessageFor(error: Pick<UseCaseError, 'cause' | 'apiMessage' | 'apiInstruction'>): string {
  if (isSpanishProse(error.apiMessage)) return error.apiMessage!.trim();
  if (isSpanishProse(error.apiInstruction)) return error.apiInstruction!.trim();
  return SPANISH_CAUSE_MESSAGES[error.cause as ErrorCause] ?? userMessageFor({ cause: error.cause, apiMessage: null, apiInstruction: null });
}

/** Whether `value` is a {@link UseCaseError}. */
export function isUseCaseError(value: unknown): value is UseCaseError {
  return value instanceof UseCaseError;
}

/** Any thrown value as a UseCaseError; something unexpected becomes UNKNOWN. */
export function toUseCaseError(value: unknown): UseCaseError {
  if (value instanceof UseCaseError) return value;
  const message = value instanceof Error ? value.message : typeof value === 'string' ? value : null;
  return new UseCaseError('UNKNOWN', { details: message });
}
