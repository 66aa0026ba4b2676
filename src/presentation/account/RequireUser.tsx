import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useShopperClient } from '../app/tienda-context';
import { Loading } from '../shared/StatusViews';
import { useSession } from '../session/use-session';

/**
 * The account screens' gate: a loading state until the session is known,
 * the login page (coming back here after) for a shopper who is not signed in,
 * else the screen. `leaving` keeps the screen while it signs out or deletes
 * the account, so it is not replaced by the login page mid-way.
 */
export function RequireUser({ children, label = 'Cargando tu cuenta…', leaving = false }: { children: ReactNode; label?: string; leaving?: boolean }) {
  useShopperClient();
  const session = useSession();
  const location = useLocation();
  if (leaving) return <>{children}</>;
  if (!session.known) return <Loading label={label} />;
  if (!session.isSignedIn && session.authState !== 'authenticating') {
    return <Navigate to={`/ingresar?volver=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  return <>{children}</>;
}
