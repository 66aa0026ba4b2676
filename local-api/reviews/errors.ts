import { ApiError } from '../http/errors';

/** A refused value: `400 NOT_ALLOWED` with a Spanish message and the `field` it is about. */
export class NotAllowedField extends ApiError {
  readonly field: string;
  constructor(message: string, field: string) {
    super(400, 'NOT_ALLOWED', message);
    this.field = field;
  }
  override body() {
    return { ...super.body(), field: this.field };
  }
}

/** `403 onlyAnonymousTokenFound`, as account/'s requireUser answers an anonymous session. */
export const signInFirst = () => new ApiError(403, 'onlyAnonymousTokenFound', 'Inicia sesión para continuar.');

/** The path's numeric id, or null when it is not a positive whole number. */
export function positiveId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** A JSON body as a plain object; anything else is a 400 apiCallFailed. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: el cuerpo debe ser un objeto JSON.');
  return body as Record<string, unknown>;
}
