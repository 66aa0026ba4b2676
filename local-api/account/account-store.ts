import type { Database } from '../db/database';

// The account's rows that its routes read and write directly: the user's selections and avatar, the identity
// document, push players and device permissions. (Profile, settings, notifications and uploads keep their own SQL
// for now: issue 24.)

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
