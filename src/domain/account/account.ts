import * as z from 'zod/mini';
import { SessionTokenSchema, type SessionToken } from '../session/session';
import { enumWithFallback, nullable, nullishOr } from '../shared/schema-helpers';

/**
 * The account answers of spec section 7 ("Session and account"). Response
 * schemas only: no zod checks (see schema-helpers), so they cost the
 * library chunk nothing beyond their shapes.
 */

/** POST /login_token/: what the server says about a provider's token. */
export const SOCIAL_LOGIN_STATUSES = ['LOGGED_IN', 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED'] as const;

/** POST /login_token/ answers a status plus names and email (and the session token once logged in). */
export const SocialLoginAnswerSchema = z.object({
  status: z.string(),
  token: nullable(z.string()),
  first_name: nullable(z.string()),
  last_name: nullable(z.string()),
  email: nullable(z.string()),
});
/** What a social login answers. */
export type SocialLoginAnswer = z.output<typeof SocialLoginAnswerSchema>;

/** Spec section 3: the status of a verification code sent or resent. Anything else is UNKNOWN. */
export const VERIFICATION_CODE_STATUSES = ['CREATED', 'ALREADY_VERIFIED', 'SEND_SMS_FAILED', 'NOT_NECESSARY', 'NOT_EXISTING_NUMBER', 'UNKNOWN'] as const;
/** The status of a verification code sent or resent (UNKNOWN for anything else). */
export type VerificationCodeStatus = (typeof VERIFICATION_CODE_STATUSES)[number];
export const VerificationCodeStatusSchema = enumWithFallback(VERIFICATION_CODE_STATUSES, 'UNKNOWN');

/** The answer of a send or resend call ("not shown" in the spec): its `status`, if it has one, else UNKNOWN. */
export function verificationStatusOf(answer: unknown): VerificationCodeStatus {
  const status = answer !== null && typeof answer === 'object' ? (answer as { status?: unknown }).status : undefined;
  return z.parse(VerificationCodeStatusSchema, status);
}

/** POST /verify_code/ answers whether the shopper has the mobile app. */
export const VerifyCodeAnswerSchema = z.object({
  has_mobile_app: nullishOr(z.boolean(), false),
  /** A link opened again once its email is verified (docs/contract.md: optional; absent reads as false). */
  already_verified: nullishOr(z.boolean(), false),
});
/** What checking a verification code answers. */
export type VerifyCodeAnswer = z.output<typeof VerifyCodeAnswerSchema>;

/** Which channel POST /verify_resend/ resends a code on. */
export type VerificationChannel = 'email' | 'phone';

/**
 * The answer of POST /register/ is "not shown" in the spec: a session token
 * when the server signs the new account in at once, else nothing usable.
 */
export function sessionTokenIn(answer: unknown): SessionToken | null {
  const parsed = z.safeParse(SessionTokenSchema, answer);
  return parsed.success ? parsed.data : null;
}
