import { UseCaseError, type User } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { ResilientStorage } from '../shared/resilient-storage';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { AddressSelection } from './addresses.store';

/**
 * Where a user's selected address and pickup point are kept, together (spec
 * section 4): one key per user, named by the user's public_id, so another
 * user on the same device never reads them.
 */
export const selectionKey = (publicId: string) => `tienda.selection.${publicId}`;

const idOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** The stored selection of `publicId`, or null when none (or an unreadable one) is stored. */
export function readSelection(storage: ResilientStorage, publicId: string): Promise<AddressSelection | null> {
  return storage.getJson(selectionKey(publicId), (raw) => {
    if (raw === null || typeof raw !== 'object') return null;
    const value = raw as Record<string, unknown>;
    return { addressId: idOrNull(value.addressId), pickupId: idOrNull(value.pickupId) };
  });
}

export function writeSelection(storage: ResilientStorage, publicId: string, selection: AddressSelection): Promise<void> {
  return storage.setJson(selectionKey(publicId), { addressId: selection.addressId, pickupId: selection.pickupId } satisfies AddressSelection);
}

/** The selection a user answer carries (PUT /user/selected_address and /user/selected_pickup answer the user). */
export function selectionOf(user: Pick<User, 'selected_address' | 'selected_pickup'>): AddressSelection {
  return { addressId: idOrNull(user.selected_address), pickupId: idOrNull(user.selected_pickup) };
}

/** The signed-in user, loaded when the store does not hold it yet. */
export async function currentUser(
  session: SessionStore,
  users: UserStore,
  loadUser: { execute(): Promise<User> },
  errors: ErrorHandler,
  context: string,
): Promise<User> {
  const current = session.session;
  if (!current) throw errors.handle(new UseCaseError('authNotStarted'), context);
  if (!current.isUser) throw errors.handle(new UseCaseError('onlyAnonymousTokenFound', { apiMessage: 'Ingresa a tu cuenta para continuar.' }), context);
  return users.user ?? (await loadUser.execute());
}
