import type { TiendaClient } from '../../index';
import type { ClientSource } from '../app/client-source';

/**
 * The client once its session is known (loading the library if needed), and whether a user is signed in: the
 * reviews and questions ask it before a call that needs a user, so an anonymous shopper is offered the login
 * instead of a refusal.
 */
export async function clientWithSession(source: ClientSource): Promise<{ client: TiendaClient; signedIn: boolean }> {
  const client = await source.get();
  return { client, signedIn: await signedInOnceKnown(client) };
}

/** Whether a user is signed in, once `client`'s session is known. */
export async function signedInOnceKnown(client: TiendaClient): Promise<boolean> {
  const store = client.session.store;
  const known = () => {
    const { status } = store.getSnapshot();
    return status !== 'idle' && status !== 'loading';
  };
  if (!known()) {
    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (!known()) return;
        stop();
        resolve();
      });
      // The store may have settled between the check and the subscription.
      if (known()) {
        stop();
        resolve();
      }
    });
  }
  return store.getSnapshot().authState === 'authenticatedUser';
}

/** The login page, coming back to `path` (with its hash) afterwards. */
export const loginPath = (path: string) => `/ingresar?volver=${encodeURIComponent(path)}`;
