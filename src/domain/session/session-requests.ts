import * as z from 'zod/mini';
import { boundedText, checkForShopper, TEXT_LIMITS, untrimmedText } from '../shared/request-checks';

/**
 * POST /login/ (spec section 7): login, email, password. The API takes the
 * email from either of the first two; each is bounded, and so is the
 * password, which is never trimmed.
 */
export const LoginRequestSchema = z.object({
  login: z.nullish(boundedText(TEXT_LIMITS.email)),
  email: z.nullish(boundedText(TEXT_LIMITS.email)),
  password: untrimmedText(TEXT_LIMITS.password),
});
/** The body of a login (email and password), before the client's checks. */
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** How a shopper-facing message names each field of the session bodies. */
export const SESSION_REQUEST_FIELD_NAMES: Readonly<Record<string, string>> = {
  login: 'el correo electrónico',
  email: 'el correo electrónico',
  password: 'la contraseña',
};

/** A login body as sent (trimmed), or the Spanish sentence about its first problem. */
export function checkLoginRequest(body: LoginRequest) {
  return checkForShopper(LoginRequestSchema, body, SESSION_REQUEST_FIELD_NAMES);
}
