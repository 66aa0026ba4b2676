import type { AppDeps } from '../http/context';
import { ownerOfUser } from '../http/context';
import { deleteViews } from '../catalog/recently-viewed-store';
import { refuseWhileOrdersAreOnTheirWay, settleOrdersOfDeletedAccount } from '../orders/deleted-account';
import { endAllSessionsOf } from '../session/session-service';

/** Tables of other features that hold rows by user_id, deleted with the user where they exist. */
const USER_TABLES = [
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

/**
 * Deletes a user and everything that is theirs, in one transaction: carts and
 * their lines, seat holds, recently viewed products, stored pictures and identity
 * documents, settings, notifications, devices, verification records and
 * every session of theirs: ended (session/'s endAllSessionsOf), then deleted
 * with the rest, so their tokens answer 401 INVALID_TOKEN from then on.
 *
 * Their orders stay, detached from them (orders/deleted-account.ts): the
 * unpaid ones cancelled first, what they held put back. While an order is
 * paid and not yet received the account cannot go: 400 NOT_ALLOWED, and
 * nothing changes.
 */
export function deleteAccount(deps: AppDeps, userId: number): void {
  const { db } = deps;
  const owner = ownerOfUser(userId);
  const existing = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name),
  );
  // Immediate: no other connection pays or ships one of the orders between the check and the cancellations.
  db.transaction(() => {
    refuseWhileOrdersAreOnTheirWay(deps, userId);
    settleOrdersOfDeletedAccount(deps, userId);
    // The seats the user holds (in a cart or not) are free again; seats sold to their orders stay sold.
    db.prepare('DELETE FROM seat_reservations WHERE owner = ?').run(owner);
    db.prepare('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE owner = ?)').run(owner);
    db.prepare('DELETE FROM carts WHERE owner = ?').run(owner);
    deleteViews(db, owner);
    for (const table of USER_TABLES) if (existing.has(table)) db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId);
    endAllSessionsOf(deps, userId);
    db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM users WHERE id = ?').run(userId);
  }).immediate();
}
