import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { UserRow } from '../http/context';

// The users table as sign-up, login, social login and password reset read and write it.

export interface NewUser {
  email: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  emailVerified: boolean;
}

/** Creates a user (with a fresh public id) created at `now`, and answers its row. */
export function insertUser(db: Database, fields: NewUser, now: Date): UserRow {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (public_id, email, password_hash, first_name, last_name, is_email_verified, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(`usr_${randomBytes(8).toString('hex')}`, fields.email, fields.passwordHash, fields.first_name, fields.last_name, fields.emailVerified ? 1 : 0, now.toISOString());
  return findUserById(db, Number(lastInsertRowid))!;
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByEmail(db: Database, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

/** Whether an account already has this email. */
export function emailIsTaken(db: Database, email: string): boolean {
  return db.prepare('SELECT 1 FROM users WHERE email = ?').get(email) !== undefined;
}

/** Links a social provider's subject to a user. */
export function linkSocialIdentity(db: Database, provider: string, subject: string, userId: number): void {
  db.prepare('INSERT INTO social_identities (provider, subject, user_id) VALUES (?, ?, ?)').run(provider, subject, userId);
}

/** Replaces a user's password hash with a stronger one, unless it changed meanwhile. */
export function upgradePasswordHash(db: Database, userId: number, previousHash: string, upgraded: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?').run(upgraded, userId, previousHash);
}

/** Sets the user's password hash after a reset, and marks their email verified (the link proved the mailbox). */
export function updatePasswordAfterReset(db: Database, userId: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ?, is_email_verified = 1 WHERE id = ?').run(passwordHash, userId);
}

/** Whether the user may not pay by card (users.is_cc_payment_blocked). */
export function isCardPaymentBlocked(db: Database, userId: number): boolean {
  const row = db.prepare('SELECT is_cc_payment_blocked AS blocked FROM users WHERE id = ?').get(userId) as { blocked: number } | undefined;
  return row?.blocked === 1;
}

/**
 * The user whose email link (by its uuid's hash) was for the email the account has now, when that email is
 * verified: a link opened again after it did its work. Null for an unknown link, or one whose email is not verified.
 */
export function verifiedEmailLinkOwner(db: Database, uuidHash: string): number | null {
  const row = db
    .prepare(
      `SELECT c.user_id AS userId FROM verification_codes c JOIN users u ON u.id = c.user_id
       WHERE c.uuid_hash = ? AND c.channel = 'EMAIL' AND u.email = c.target AND u.is_email_verified = 1`,
    )
    .get(uuidHash) as { userId: number } | undefined;
  return row?.userId ?? null;
}
