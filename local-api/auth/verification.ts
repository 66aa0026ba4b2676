import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps, UserRow } from '../http/context';
import { ApiError, badRequest } from '../http/errors';
import { sendMessage } from '../outbox/outbox';
import { notify } from '../account/notifications';
import { verifiedEmailLinkOwner } from './user-store';
import {
  findLiveCodeByUuidHash,
  findPendingPhoneTarget,
  findVerifiedPhone,
  incrementPendingCodeAttempts,
  insertVerificationCode,
  listLiveCodesOfUser,
  markCodeUsed,
  markEmailVerified,
  markPendingCodesUsed,
  updateUserPhone,
  upsertPhoneVerification,
  type VerificationChannel,
  type VerificationCodeRow,
} from './verification-store';

export type { VerificationChannel } from './verification-store';

/** A code lives 15 minutes and dies after 5 wrong tries; the email link's uuid lives 24 hours. */
export const CODE_TTL_MS = 15 * 60_000;
export const LINK_TTL_MS = 24 * 60 * 60_000;
export const CODE_ATTEMPTS = 5;

export type VerificationStatus = 'CREATED' | 'ALREADY_VERIFIED' | 'SEND_SMS_FAILED' | 'NOT_NECESSARY' | 'NOT_EXISTING_NUMBER';

/**
 * Phone numbers that answer a status without sending anything (docs/demo.md, "Verification and social login"):
 * a number ending in 0000 fails to send (SEND_SMS_FAILED), 9999 does not exist (NOT_EXISTING_NUMBER),
 * 1111 needs no verification (NOT_NECESSARY: a number its carrier vouches for).
 */
export function testPhoneStatus(phone: string): VerificationStatus | null {
  if (phone.endsWith('0000')) return 'SEND_SMS_FAILED';
  if (phone.endsWith('9999')) return 'NOT_EXISTING_NUMBER';
  if (phone.endsWith('1111')) return 'NOT_NECESSARY';
  return null;
}

/** A phone number as typed (spaces, dashes, parentheses ignored): an optional + and 8 to 15 digits, else 400. */
export function normalizePhone(raw: string): string {
  const phone = raw.replace(/[\s\-().]/g, '');
  if (!/^\+?\d{8,15}$/.test(phone)) throw badRequest('el número de teléfono debe tener de 8 a 15 dígitos, con + opcional.');
  return phone;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Whether the user's current phone is the one they verified. */
export function isPhoneVerified(deps: AppDeps, user: Pick<UserRow, 'id' | 'phone'>): boolean {
  if (!user.phone) return false;
  return findVerifiedPhone(deps.db, user.id) === user.phone;
}

/** A new code (and link uuid) for one channel; older pending codes of that channel die. Returns the code and uuid. */
function createCode(deps: AppDeps, userId: number, channel: VerificationChannel, target: string): { code: string; uuid: string } {
  const now = deps.now().getTime();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const uuid = randomBytes(16).toString('hex');
  deps.db.transaction(() => {
    markPendingCodesUsed(deps.db, userId, channel, now);
    insertVerificationCode(deps.db, {
      userId,
      channel,
      target,
      codeHash: sha256(code).toString('hex'),
      uuidHash: sha256(uuid).toString('hex'),
      createdAt: now,
      expiresAt: now + (channel === 'EMAIL' ? LINK_TTL_MS : CODE_TTL_MS),
    });
  })();
  return { code, uuid };
}

/** Sends an email code (and link) to the user's email: CREATED, or ALREADY_VERIFIED without sending. */
export function sendEmailCode(deps: AppDeps, user: UserRow, origin: string): VerificationStatus {
  if (user.is_email_verified === 1) return 'ALREADY_VERIFIED';
  const { code, uuid } = createCode(deps, user.id, 'EMAIL', user.email);
  const link = `${origin}/verificar?uuid=${uuid}`;
  sendMessage(deps, {
    to: user.email,
    channel: 'email',
    subject: 'Tu código de verificación de Tienda',
    body: `Tu código es ${code}. Vence en ${CODE_TTL_MS / 60_000} minutos. También puedes verificar tu correo con este enlace: ${link}`,
    link,
  });
  return 'CREATED';
}

/** Sends an SMS code to `phone` for the user, or answers what stops it (test numbers: testPhoneStatus). */
export function sendPhoneCode(deps: AppDeps, user: UserRow, phone: string): VerificationStatus {
  if (user.phone === phone && isPhoneVerified(deps, user)) return 'ALREADY_VERIFIED';
  const test = testPhoneStatus(phone);
  if (test === 'NOT_NECESSARY') {
    markPhoneVerified(deps, user.id, phone);
    return test;
  }
  if (test) return test;
  const { code } = createCode(deps, user.id, 'PHONE', phone);
  sendMessage(deps, { to: phone, channel: 'sms', subject: 'Código de Tienda', body: `Tienda: tu código es ${code}. Vence en ${CODE_TTL_MS / 60_000} minutos.` });
  return 'CREATED';
}

/** The number a phone resend goes to: the pending code's, else the account's. */
export function pendingPhoneOf(deps: AppDeps, user: UserRow): string | null {
  return findPendingPhoneTarget(deps.db, user.id) ?? user.phone;
}

function markPhoneVerified(deps: AppDeps, userId: number, phone: string): void {
  const now = deps.now().getTime();
  updateUserPhone(deps.db, userId, phone);
  upsertPhoneVerification(deps.db, userId, phone, now);
}

export const wrongCode = () =>
  new ApiError(400, 'NOT_ALLOWED', 'El código no es correcto o ya venció. Revisa el último que te enviamos o pide uno nuevo.');

/**
 * Checks a code (for the signed-in user's pending codes) or a link uuid (anyone holding the link), and marks
 * the email or phone verified. A wrong code counts against each pending code of the user; a code dies after
 * CODE_ATTEMPTS wrong tries. Throws 400 NOT_ALLOWED for a wrong, used or expired one.
 */
export function verifyCode(
  deps: AppDeps,
  input: { userId: number; code: string } | { uuid: string },
): { userId: number; channel: VerificationChannel; alreadyVerified?: true } {
  const now = deps.now().getTime();
  // The transaction answers null for a miss (a throw would roll the attempt count back).
  const result = deps.db.transaction((): { userId: number; channel: VerificationChannel } | null => {
    let match: VerificationCodeRow | undefined;
    if ('uuid' in input) {
      match = findLiveCodeByUuidHash(deps.db, sha256(input.uuid.trim().toLowerCase()).toString('hex'), now, CODE_ATTEMPTS);
      if (!match) return null;
    } else {
      const pending = listLiveCodesOfUser(deps.db, input.userId, now, CODE_ATTEMPTS);
      const given = sha256(input.code.trim());
      match = pending.find((row) => timingSafeEqual(Buffer.from(row.code_hash, 'hex'), given));
      if (!match) {
        incrementPendingCodeAttempts(deps.db, input.userId);
        return null;
      }
    }
    markCodeUsed(deps.db, match.id, now);
    if (match.channel === 'EMAIL') markEmailVerified(deps.db, match.user_id, match.target);
    else markPhoneVerified(deps, match.user_id, match.target);
    return { userId: match.user_id, channel: match.channel };
  })();
  if (!result) {
    // A link opened again (a second click, a mail scanner that opened it first) whose email is verified: it says so.
    if ('uuid' in input) {
      const owner = verifiedEmailLinkOwner(deps.db, sha256(input.uuid.trim().toLowerCase()).toString('hex'));
      if (owner !== null) return { userId: owner, channel: 'EMAIL', alreadyVerified: true };
    }
    throw wrongCode();
  }
  // A real event: the shopper's notification history says the email is verified.
  if (result.channel === 'EMAIL') notify(deps, result.userId, 'EMAIL_VERIFIED');
  return result;
}
