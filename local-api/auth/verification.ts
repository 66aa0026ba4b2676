import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps, UserRow } from '../http/context';
import { ApiError, badRequest } from '../http/errors';
import { sendMessage } from '../outbox/outbox';
import { notify } from '../account/notifications';
import { verifiedEmailLinkOwner } from './user-store';

/** A code lives 15 minutes and dies after 5 wrong tries; the email link's uuid lives 24 hours. */
export const CODE_TTL_MS = 15 * 60_000;
export const LINK_TTL_MS = 24 * 60 * 60_000;
export const CODE_ATTEMPTS = 5;

export type VerificationStatus = 'CREATED' | 'ALREADY_VERIFIED' | 'SEND_SMS_FAILED' | 'NOT_NECESSARY' | 'NOT_EXISTING_NUMBER';
export type VerificationChannel = 'EMAIL' | 'PHONE';

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

interface CodeRow {
  id: number;
  user_id: number;
  channel: VerificationChannel;
  target: string;
  code_hash: string;
  attempts: number;
}

/** Whether the user's current phone is the one they verified. */
export function isPhoneVerified(deps: AppDeps, user: Pick<UserRow, 'id' | 'phone'>): boolean {
  if (!user.phone) return false;
  const row = deps.db.prepare('SELECT phone FROM phone_verifications WHERE user_id = ?').get(user.id) as { phone: string } | undefined;
  return row?.phone === user.phone;
}

/** A new code (and link uuid) for one channel; older pending codes of that channel die. Returns the code and uuid. */
function createCode(deps: AppDeps, userId: number, channel: VerificationChannel, target: string): { code: string; uuid: string } {
  const now = deps.now().getTime();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const uuid = randomBytes(16).toString('hex');
  deps.db.transaction(() => {
    deps.db.prepare('UPDATE verification_codes SET used_at = ? WHERE user_id = ? AND channel = ? AND used_at IS NULL').run(now, userId, channel);
    deps.db
      .prepare(
        'INSERT INTO verification_codes (user_id, channel, target, code_hash, uuid_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(userId, channel, target, sha256(code).toString('hex'), sha256(uuid).toString('hex'), now, now + (channel === 'EMAIL' ? LINK_TTL_MS : CODE_TTL_MS));
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
  const row = deps.db
    .prepare("SELECT target FROM verification_codes WHERE user_id = ? AND channel = 'PHONE' AND used_at IS NULL ORDER BY id DESC LIMIT 1")
    .get(user.id) as { target: string } | undefined;
  return row?.target ?? user.phone;
}

function markPhoneVerified(deps: AppDeps, userId: number, phone: string): void {
  const now = deps.now().getTime();
  deps.db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, userId);
  deps.db
    .prepare('INSERT INTO phone_verifications (user_id, phone, verified_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET phone = excluded.phone, verified_at = excluded.verified_at')
    .run(userId, phone, now);
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
    let match: CodeRow | undefined;
    if ('uuid' in input) {
      match = deps.db
        .prepare('SELECT * FROM verification_codes WHERE uuid_hash = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?')
        .get(sha256(input.uuid.trim().toLowerCase()).toString('hex'), now, CODE_ATTEMPTS) as CodeRow | undefined;
      if (!match) return null;
    } else {
      const pending = deps.db
        .prepare('SELECT * FROM verification_codes WHERE user_id = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?')
        .all(input.userId, now, CODE_ATTEMPTS) as CodeRow[];
      const given = sha256(input.code.trim());
      match = pending.find((row) => timingSafeEqual(Buffer.from(row.code_hash, 'hex'), given));
      if (!match) {
        deps.db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE user_id = ? AND used_at IS NULL').run(input.userId);
        return null;
      }
    }
    deps.db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, match.id);
    if (match.channel === 'EMAIL') deps.db.prepare('UPDATE users SET is_email_verified = 1 WHERE id = ? AND email = ?').run(match.user_id, match.target);
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
