import type { TiendaClient } from '../../index';
import type { ClientSource } from '../app/client-source';

/**
 * The client once its session is known (loading the library if needed), and whether a user is signed in: the
 * reviews and questions ask it before a call that needs a user, so an anonymous shopper is offered the login
 * instead of a refusal.
 */
export async function clientWithSession(source: ClientSource): Promise<{ client: TiendaClient; signedIn: boolean }> {
  const client = await source.get();
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
  return { client, signedIn: store.getSnapshot().authState === 'authenticatedUser' };
}

/** The login page, coming back to `path` (with its hash) afterwards. */
export const loginPath = (path: string) => `/ingresar?volver=${encodeURIComponent(path)}`;
