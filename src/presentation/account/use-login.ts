import { useCallback } from 'react';
import { useClientSource, useShopperClient } from '../app/tienda-context';
import { afterSignInPath } from '../auth/auth-paths';

/**
 * The login screen's view model: it loads the library and starts the session once the screen is on the page, and
 * gives `afterSignIn(volver)`, where a sign-in goes on to: the cart when the merge changed it (quantities combined,
 * lines the account had, lines kept apart in another cart), so it tells the shopper what changed; else `volver`.
 */
export function useLogin(): { afterSignIn: (volver: string | null) => string } {
  useShopperClient();
  const source = useClientSource();
  const afterSignIn = useCallback((volver: string | null) => afterSignInPath(source, volver), [source]);
  return { afterSignIn };
}
