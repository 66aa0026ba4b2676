import { UseCaseError, type SessionToken, type User } from '../../domain';
import type { AccountChange, CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import type { UserLoader } from '../user/user-loader';
import type { SessionService } from './session.service';
import type { SessionStore } from './session.store';

/** What signing in needs: the same for login, sign-up and social login. */
export interface SignInParts {
  readonly store: SessionStore;
  readonly sessions: SessionService;
  readonly loadUser: UserLoader;
  readonly cart: CartService;
  readonly errors: ErrorHandler;
}

/** authInProgress, with its own Spanish message (never "Error desconocido"). */
export function authInProgress(): UseCaseError {
  return new UseCaseError('authInProgress', { apiMessage: 'Ya estamos procesando tu ingreso. Espera un momento.' });
}

/**
 * The one way a shopper becomes the authenticated user (spec section 4):
 * refused with authInProgress while another sign-in runs; authenticating
 * while `obtain` calls the server; a failure restores the prior state and
 * is reported under `context`. On success the user is loaded and the
 * anonymous cart, which the server merged, gives way to the account's
 * (lines that could not join it are named in the cart store's `otherCart`).
 */
export async function signIn(parts: SignInParts, context: string, obtain: () => Promise<SessionToken>): Promise<User> {
  return (await signInUnless(parts, context, obtain))!;
}

/**
 * `signIn`, where `obtain` may answer null: the server did not sign the
 * shopper in yet (a social login that needs confirming). The prior state is
 * then restored without an error, and null returned.
 */
export async function signInUnless(
  parts: SignInParts,
  context: string,
  obtain: () => Promise<SessionToken | null>,
): Promise<User | null> {
  const { store, sessions, loadUser, cart, errors } = parts;
  const previous = store.getSnapshot();
  if (previous.authState === 'authenticating') throw errors.handle(authInProgress(), context);
  store.setAuthenticating();
  let change: AccountChange;
  try {
    // The cart being filled, as it is before the server merges it: the merge is told against it.
    await cart.known();
    const answer = await obtain();
    if (!answer) {
      store.restore(previous, null);
      return null;
    }
    // From before the session becomes the account's until the account's cart is adopted, no other cart operation
    // runs: the stored cart and the queued changes are the visitor's until then (CartService.beginAccountChange).
    change = cart.beginAccountChange();
    await change.ready;
    try {
      await sessions.adopt(answer, true);
    } catch (error) {
      change.release();
      throw error;
    }
  } catch (error) {
    const failure = errors.handle(error, context);
    store.restore(previous, failure);
    throw failure;
  }
  try {
    return await loadUser.execute();
  } finally {
    await change.adopt().catch(() => undefined); // reported by the cart service; the sign-in itself stands
  }
}
