import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ErrorCause } from '../../src/domain';

/** A failure the API answers on purpose: `{cause, message?, instruction?}` with an HTTP status. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errorCause: ErrorCause;
  readonly userMessage: string | undefined;
  readonly instruction: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    cause: ErrorCause,
    message?: string,
    options: { instruction?: string; headers?: Record<string, string> } = {},
  ) {
    super(message ? `${cause}: ${message}` : cause);
    this.name = 'ApiError';
    this.status = status;
    this.errorCause = cause;
    this.userMessage = message;
    this.instruction = options.instruction;
    this.headers = options.headers ?? {};
  }

  /** The same refusal with more headers (a Connection: close added where the body was left unread). */
  withHeaders(headers: Record<string, string>): ApiError {
    return new ApiError(this.status, this.errorCause, this.userMessage, { instruction: this.instruction, headers: { ...this.headers, ...headers } });
  }

  body(): { cause: string; message?: string; instruction?: string } {
    return {
      cause: this.errorCause,
      ...(this.userMessage ? { message: this.userMessage } : {}),
      ...(this.instruction ? { instruction: this.instruction } : {}),
    };
  }
}

/** A refusal that also names the field (`{cause, message, field}`), so a form can put the message beside it. */
export class FieldError extends ApiError {
  readonly field: string;
  constructor(status: 400, cause: ErrorCause, message: string, field: string) {
    super(status, cause, message);
    this.field = field;
  }
  override body() {
    return { ...super.body(), field: this.field };
  }
}

export const badRequest = (what: string) => new ApiError(400, 'apiCallFailed', `La solicitud no es válida: ${what}`);
export const notFound = (message?: string) => new ApiError(404, 'notFound', message);
export const productNotFound = () => new ApiError(404, 'PRODUCT_NOT_FOUND', 'El producto no existe.');

/** A Spanish description of the first problem zod found, naming the field. */
export function describeZodError(error: z.ZodError, input?: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'el cuerpo no tiene la forma esperada.';
  const field = issue.path.length > 0 ? `el campo "${issue.path.join('.')}"` : 'el cuerpo';
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? `falta ${field}.` : `${field} debe ser de tipo ${issue.expected}.`;
    case 'too_small':
      return `${field} debe ser como mínimo ${String(issue.minimum)}.`;
    case 'too_big':
      return `${field} debe ser como máximo ${String(issue.maximum)}.`;
    default:
      return `${field} no es válido.`;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
