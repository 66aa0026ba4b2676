import type { Database } from '../db/database';

// The account's rows that its routes read and write directly: the user's profile, selections and avatar, the
// notification settings, the stored pictures, the identity document, push players and device permissions, and what
// deleting the account deletes. The rules live beside it: profile.ts (checks, the JSON shape), settings.ts (the keys
// and their defaults), uploads.ts (checking pictures, naming files) and delete-account.ts (the order, the
// transaction, the orders that stay). Notifications have their own store (notification-store.ts).

/** The columns of users that the profile form changes. */
export type ProfileColumn = 'first_name' | 'last_name' | 'contact_email' | 'phone';

/** Sets the given profile columns (at least one; null clears one) to their values, in one UPDATE. */
export function updateProfileColumns(db: Database, userId: number, changes: Partial<Record<ProfileColumn, string | null>>): void {
  const columns = Object.keys(changes) as ProfileColumn[];
  db.prepare(`UPDATE users SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
    ...columns.map((column) => changes[column] ?? null),
    userId,
  );
}

/** Whether phone_verifications records this very number as the user's verified phone (throws without that table). */
export function hasPhoneVerification(db: Database, userId: number, phone: string): boolean {
  return !!db.prepare('SELECT 1 FROM phone_verifications WHERE user_id = ? AND phone = ?').get(userId, phone);
}

/** The columns of users that hold a selection (an address's or a pickup point's public id). */
export type SelectionColumn = 'selected_address' | 'selected_pickup';

/** Sets (or with null, clears) the user's selected address or pickup point. */
export function setUserSelection(db: Database, userId: number, column: SelectionColumn, publicId: string | null): void {
  if (publicId === null) db.prepare(`UPDATE users SET ${column} = NULL WHERE id = ?`).run(userId);
  else db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(publicId, userId);
}

/**
 * Gives the user the avatar `value` (`predefined:<id>` or `upload:<file id>`); an uploaded picture it replaces is
 * nobody's any more and is deleted.
 */
export function replaceAvatar(db: Database, userId: number, value: string): void {
  const previous = (db.prepare('SELECT avatar FROM users WHERE id = ?').get(userId) as { avatar: string | null }).avatar;
  db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(value, userId);
  if (previous?.startsWith('upload:') && previous !== value)
    db.prepare("DELETE FROM user_files WHERE id = ? AND user_id = ? AND purpose = 'avatar'").run(previous.slice('upload:'.length), userId);
}

/** The user's notification settings as stored: a JSON object of flags (only the ones ever saved). */
export interface UserSettingsRow {
  flags: string;
}

export function findUserSettings(db: Database, userId: number): UserSettingsRow | undefined {
  return db.prepare('SELECT flags FROM user_settings WHERE user_id = ?').get(userId) as UserSettingsRow | undefined;
}

/** Stores the user's settings flags (a JSON object), replacing the previous ones. */
export function saveUserSettings(db: Database, userId: number, flags: string): void {
  db.prepare('INSERT INTO user_settings (user_id, flags) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET flags = excluded.flags').run(userId, flags);
}

/** A picture in user_files, as it is stored. */
export interface UserFileRow {
  id: string;
  user_id: number;
  purpose: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  created_at: number;
}

/** A stored picture as it is served: who owns it, what for, its type and its bytes. */
export type StoredFile = Pick<UserFileRow, 'id' | 'user_id' | 'purpose' | 'content_type' | 'bytes'>;

export function insertUserFile(db: Database, file: UserFileRow): void {
  db.prepare('INSERT INTO user_files (id, user_id, purpose, content_type, width, height, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    file.id,
    file.user_id,
    file.purpose,
    file.content_type,
    file.width,
    file.height,
    file.bytes,
    file.created_at,
  );
}

export function findUserFile(db: Database, id: string): StoredFile | undefined {
  return db.prepare('SELECT id, user_id, purpose, content_type, bytes FROM user_files WHERE id = ?').get(id) as StoredFile | undefined;
}

export interface IdentityDocumentRow {
  front_file: string;
  back_file: string;
  selfie_file: string;
  status: string;
  submitted_at: number;
}

export function findIdentityDocument(db: Database, userId: number): IdentityDocumentRow | undefined {
  return db.prepare('SELECT front_file, back_file, selfie_file, status, submitted_at FROM identity_documents WHERE user_id = ?').get(userId) as
    | IdentityDocumentRow
    | undefined;
}

/** Deletes the stored files of the user's identity document, if there is one (before a new one replaces it). */
export function deleteIdentityDocumentFiles(db: Database, userId: number): void {
  const previous = db.prepare('SELECT front_file, back_file, selfie_file FROM identity_documents WHERE user_id = ?').get(userId) as
    | { front_file: string; back_file: string; selfie_file: string }
    | undefined;
  if (previous)
    db.prepare('DELETE FROM user_files WHERE user_id = ? AND id IN (?, ?, ?)').run(userId, previous.front_file, previous.back_file, previous.selfie_file);
}

/** Records the user's identity document (its three stored files) as submitted at `at`, in review. */
export function saveIdentityDocument(db: Database, userId: number, files: { front: string; back: string; selfie: string }, at: number): void {
  db.prepare(
    `INSERT INTO identity_documents (user_id, front_file, back_file, selfie_file, status, submitted_at) VALUES (?, ?, ?, ?, 'IN_REVIEW', ?)
           ON CONFLICT(user_id) DO UPDATE SET front_file = excluded.front_file, back_file = excluded.back_file,
             selfie_file = excluded.selfie_file, status = excluded.status, submitted_at = excluded.submitted_at`,
  ).run(userId, files.front, files.back, files.selfie, at);
}

/** Registers a push player of the user (once). */
export function addPushPlayer(db: Database, userId: number, playerId: string, at: number): void {
  db.prepare('INSERT INTO push_players (user_id, player_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(userId, playerId, at);
}

/** Records a device permission's status (the latest answer wins). */
export function saveDevicePermission(
  db: Database,
  userId: number,
  record: { player_id: string; permission_type: string; status: string },
  at: number,
): void {
  db.prepare(
    `INSERT INTO device_permissions (user_id, player_id, permission_type, status, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(user_id, player_id, permission_type) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
  ).run(userId, record.player_id, record.permission_type, record.status, at);
}

/** Tables of other features that hold rows by user_id, deleted with the user where they exist. */
export const USER_TABLES = [
  'user_files',
  'user_settings',
  'notifications',
  'push_players',
  'device_permissions',
  'identity_documents',
  'verification_codes',
  'phone_verifications',
  'password_resets',
  'social_identities',
] as const;
export type UserTable = (typeof USER_TABLES)[number];

/** The names of the database's tables. */
export function listTableNames(db: Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name);
}

/** Frees the seats the owner holds (in a cart or not); seats sold to orders are not held and stay sold. */
export function deleteSeatReservationsOf(db: Database, owner: string): void {
  db.prepare('DELETE FROM seat_reservations WHERE owner = ?').run(owner);
}

/** Deletes the lines of all the owner's carts (whatever their status). */
export function deleteCartItemsOf(db: Database, owner: string): void {
  db.prepare('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE owner = ?)').run(owner);
}

/** Deletes all the owner's carts (whatever their status). */
export function deleteCartsOf(db: Database, owner: string): void {
  db.prepare('DELETE FROM carts WHERE owner = ?').run(owner);
}

/** Deletes the user's rows from one of USER_TABLES (the table must exist). */
export function deleteUserRows(db: Database, table: UserTable, userId: number): void {
  db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId);
}

/** Deletes every session row of the user. */
export function deleteSessionsOf(db: Database, userId: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}

export function deleteUser(db: Database, userId: number): void {
  db.prepare('DELETE FROM users WHERE id = ?').run(userId);
}
