import type { AppDeps } from '../http/context';
import { ownerOfUser } from '../http/context';
import { deleteViews } from '../catalog/recently-viewed-store';
import { refuseWhileOrdersAreOnTheirWay, settleOrdersOfDeletedAccount } from '../orders/deleted-account';
import { endAllSessionsOf } from '../session/session-service';
import {
  USER_TABLES,
  deleteCartItemsOf,
  deleteCartsOf,
  deleteSeatReservationsOf,
  deleteSessionsOf,
  deleteUser,
  deleteUserRows,
  listTableNames,
} from './account-store';

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
  const existing = new Set(listTableNames(db));
  // Immediate: no other connection pays or ships one of the orders between the check and the cancellations.
  db.transaction(() => {
    refuseWhileOrdersAreOnTheirWay(deps, userId);
    settleOrdersOfDeletedAccount(deps, userId);
    // The seats the user holds (in a cart or not) are free again; seats sold to their orders stay sold.
    deleteSeatReservationsOf(db, owner);
    deleteCartItemsOf(db, owner);
    deleteCartsOf(db, owner);
    deleteViews(db, owner);
    // Tables of other features that hold rows by user_id (USER_TABLES), where they exist.
    for (const table of USER_TABLES) if (existing.has(table)) deleteUserRows(db, table, userId);
    endAllSessionsOf(deps, userId);
    deleteSessionsOf(db, userId);
    deleteUser(db, userId);
  }).immediate();
}
