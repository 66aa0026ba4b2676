import type { Database } from '../db/database';

// E-mail and phone verification codes, and the phones users verified (verification.ts holds the rules: codes,
// hashing, attempts, test numbers, the statuses).

export type VerificationChannel = 'EMAIL' | 'PHONE';

/** A row of the verification_codes table (the columns verification.ts reads). */
export interface VerificationCodeRow {
  id: number;
  user_id: number;
  channel: VerificationChannel;
  target: string;
  code_hash: string;
  attempts: number;
}

/** The phone the user verified last, if any. */
export function findVerifiedPhone(db: Database, userId: number): string | undefined {
  const row = db.prepare('SELECT phone FROM phone_verifications WHERE user_id = ?').get(userId) as { phone: string } | undefined;
  return row?.phone;
}

/** Marks the user's pending codes of that channel used at `now`. */
export function markPendingCodesUsed(db: Database, userId: number, channel: VerificationChannel, now: number): void {
  db.prepare('UPDATE verification_codes SET used_at = ? WHERE user_id = ? AND channel = ? AND used_at IS NULL').run(now, userId, channel);
}

export interface NewVerificationCode {
  userId: number;
  channel: VerificationChannel;
  target: string;
  codeHash: string;
  uuidHash: string;
  createdAt: number;
  expiresAt: number;
}

export function insertVerificationCode(db: Database, code: NewVerificationCode): void {
  db.prepare(
    'INSERT INTO verification_codes (user_id, channel, target, code_hash, uuid_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(code.userId, code.channel, code.target, code.codeHash, code.uuidHash, code.createdAt, code.expiresAt);
}

/** The target (phone number) of the user's newest pending phone code. */
export function findPendingPhoneTarget(db: Database, userId: number): string | undefined {
  const row = db
    .prepare("SELECT target FROM verification_codes WHERE user_id = ? AND channel = 'PHONE' AND used_at IS NULL ORDER BY id DESC LIMIT 1")
    .get(userId) as { target: string } | undefined;
  return row?.target;
}

export function updateUserPhone(db: Database, userId: number, phone: string): void {
  db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, userId);
}

/** Records the phone as the user's verified one at `now` (replacing the one they had). */
export function upsertPhoneVerification(db: Database, userId: number, phone: string, now: number): void {
  db.prepare(
    'INSERT INTO phone_verifications (user_id, phone, verified_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET phone = excluded.phone, verified_at = excluded.verified_at',
  ).run(userId, phone, now);
}

/** The live code (unused, unexpired, under `maxAttempts` wrong tries) whose link uuid has this hash. */
export function findLiveCodeByUuidHash(db: Database, uuidHash: string, now: number, maxAttempts: number): VerificationCodeRow | undefined {
  return db
    .prepare('SELECT * FROM verification_codes WHERE uuid_hash = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?')
    .get(uuidHash, now, maxAttempts) as VerificationCodeRow | undefined;
}

/** The user's live codes (unused, unexpired, under `maxAttempts` wrong tries). */
export function listLiveCodesOfUser(db: Database, userId: number, now: number, maxAttempts: number): VerificationCodeRow[] {
  return db
    .prepare('SELECT * FROM verification_codes WHERE user_id = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?')
    .all(userId, now, maxAttempts) as VerificationCodeRow[];
}

/** Counts a wrong try against each of the user's unused codes. */
export function incrementPendingCodeAttempts(db: Database, userId: number): void {
  db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE user_id = ? AND used_at IS NULL').run(userId);
}

export function markCodeUsed(db: Database, codeId: number, now: number): void {
  db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, codeId);
}

/** Marks the user's email verified, if it is still `email`. */
export function markEmailVerified(db: Database, userId: number, email: string): void {
  db.prepare('UPDATE users SET is_email_verified = 1 WHERE id = ? AND email = ?').run(userId, email);
}
