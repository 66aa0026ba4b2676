import * as z from 'zod/mini';
import { boundedText, checkForShopper, optionalEmailText, TEXT_LIMITS, untrimmedText } from '../shared/request-checks';

/**
 * The account request bodies with the bounds the client checks before
 * calling. Like the other request checks, loaded on first need.
 */

export { isStrongPassword, MIN_PASSWORD_LENGTH } from './password';

/** A required email: trimmed, bounded, of the store's pattern. */
const email = () => optionalEmailText().check(z.minLength(1));

/** POST /register/: login, email, password, first_name, last_name (spec section 7). */
export const RegisterRequestSchema = z.object({
  login: email(),
  email: email(),
  password: untrimmedText(TEXT_LIMITS.password),
  first_name: boundedText(TEXT_LIMITS.name, 1),
  last_name: boundedText(TEXT_LIMITS.name, 1),
});
/** The body of a sign-up, before the client's checks. */
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** POST /reset_password/ */
export const ResetPasswordRequestSchema = z.object({ email: email() });

/**
 * POST /reset_password/'s answer, which the spec does not show: read leniently. A server that says how long
 * the link lasts (`link_expires_in_minutes`, whole minutes from 1 to a week) gets it shown; anything else
 * reads as unknown, never as a schema error.
 */
export const ResetPasswordAnswerSchema = z.pipe(
  z.unknown(),
  z.transform((answer: unknown) => {
    const minutes = answer && typeof answer === 'object' ? (answer as Record<string, unknown>).link_expires_in_minutes : undefined;
    return { linkLifetimeMinutes: typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 10_080 ? minutes : null };
  }),
);
/** What a password reset request tells the shopper: how long the link lasts, when the server says (null otherwise). */
export type ResetPasswordResult = z.output<typeof ResetPasswordAnswerSchema>;

/** POST /login_token/ (the confirmation step): the names and email the shopper confirmed. */
export const SocialConfirmationSchema = z.object({
  first_name: boundedText(TEXT_LIMITS.name, 1),
  last_name: boundedText(TEXT_LIMITS.name, 1),
  email: email(),
});
/** The body that confirms a social login. */
export type SocialConfirmation = z.input<typeof SocialConfirmationSchema>;

/** How a shopper-facing message names each field of the account bodies. */
export const ACCOUNT_REQUEST_FIELD_NAMES: Readonly<Record<string, string>> = {
  login: 'el correo electrónico',
  email: 'el correo electrónico',
  password: 'la contraseña',
  first_name: 'el nombre',
  last_name: 'el apellido',
};

export function checkRegisterRequest(body: RegisterRequest) {
  return checkForShopper(RegisterRequestSchema, body, ACCOUNT_REQUEST_FIELD_NAMES);
}

export function checkResetPasswordRequest(body: { email: string }) {
  return checkForShopper(ResetPasswordRequestSchema, body, ACCOUNT_REQUEST_FIELD_NAMES);
}

export function checkSocialConfirmation(body: SocialConfirmation) {
  return checkForShopper(SocialConfirmationSchema, body, ACCOUNT_REQUEST_FIELD_NAMES);
}
