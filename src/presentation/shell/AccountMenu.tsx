import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PathLink } from '../shared/PathLink';
import { isWorker } from '../../domain/pickup-worker/worker-rules';
import { unreadNotifications } from '../../domain/user/user-rules';
import { useUser } from '../account/use-user';
import { forgetSignedIn, rememberSignedIn } from '../session/stored-session';
import { useSession } from '../session/use-session';

/**
 * "Ingresar", or the shopper's name, linking to the account hub (where
 * "Cerrar sesión" lives). Until the library has loaded it shows "Ingresar"
 * (right for every new visitor) in space the header reserves, so a signed-in
 * shopper's name replaces it without moving anything. A returning shopper's
 * browser has the signed-in hint (stored-session.ts): until the session is
 * known, «Ingresar» is hidden in the width of their name (CSS, `con-cuenta`).
 * `data-ready` is true once the session is known.
 */
export function AccountMenu() {
  const session = useSession();
  const { user } = useUser();
  const location = useLocation();
  const name = useRef<HTMLSpanElement>(null);
  const firstName = user?.first_name ?? session.profile?.first_name ?? 'Mi cuenta';

  // Keeps the hint in step with the session: the width of the name shown while signed in, none once signed out.
  useEffect(() => {
    if (!session.known || session.authState === 'authenticating') return;
    if (!session.isSignedIn) {
      forgetSignedIn();
      return;
    }
    const element = name.current;
    if (element) rememberSignedIn(element.scrollWidth / parseFloat(getComputedStyle(element).fontSize));
  }, [session.known, session.isSignedIn, session.authState, firstName]);

  if (!session.isSignedIn) {
    const here = location.pathname + location.search;
    const back = location.pathname === '/ingresar' || here === '/' ? '' : `?volver=${encodeURIComponent(here)}`;
    return (
      <div className="account-menu" data-testid="account-menu" data-ready={session.known ? 'true' : 'false'}>
        <PathLink to={`/ingresar${back}`} className="header-action">
          <span className="icon icon--circle-user-round" aria-hidden="true" />
          <span className="account-menu__name">Ingresar</span>
        </PathLink>
      </div>
    );
  }

  // New notifications: a count on the account entry, over the icon (it moves nothing), once the user has loaded.
  const unread = unreadNotifications(user);
  return (
    <div className="account-menu" data-testid="account-menu" data-ready="true">
      {/* Pickup-location staff only: their screen of orders to receive and hand over. */}
      {isWorker(user) ? (
        <PathLink to="/recogidas" className="header-action account-menu__worker" title="Recogidas">
          <span className="icon icon--package-check" aria-hidden="true" />
          <span className="visually-hidden">Recogidas</span>
        </PathLink>
      ) : null}
      <PathLink to="/cuenta" className="header-action account-menu__account">
        <span className="icon icon--circle-user-round" aria-hidden="true" />
        {unread > 0 ? (
          <span className="account-menu__badge" data-testid="unread-notifications" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
        <span className="visually-hidden">Mi cuenta: </span>
        <span className="account-menu__name" ref={name}>
          {firstName}
        </span>
        {unread > 0 ? <span className="visually-hidden">, {unread === 1 ? '1 notificación nueva' : `${unread} notificaciones nuevas`}</span> : null}
      </PathLink>
    </div>
  );
}
