import { Link, useLocation, useNavigate } from 'react-router';
import { useUser } from '../account/use-user';
import { useSession } from '../session/use-session';

/**
 * "Ingresar", or the shopper's name and "Cerrar sesión". Until the library
 * has loaded it shows "Ingresar" (right for every new visitor) in a box of
 * fixed size, so a signed-in shopper's name replaces it without moving anything.
 */
export function AccountMenu() {
  const session = useSession();
  const { user } = useUser();
  const navigate = useNavigate();
  const location = useLocation();

  if (!session.isSignedIn) {
    const here = location.pathname + location.search;
    const back = location.pathname === '/ingresar' || here === '/' ? '' : `?volver=${encodeURIComponent(here)}`;
    return (
      <div className="account-menu" data-testid="account-menu" data-ready={session.ready ? 'true' : 'false'}>
        <Link to={`/ingresar${back}`} className="header-action">
          <span className="icon icon--user" aria-hidden="true" />
          <span className="account-menu__name">Ingresar</span>
        </Link>
      </div>
    );
  }

  const firstName = user?.first_name ?? session.profile?.first_name ?? 'Mi cuenta';
  async function signOut() {
    await session.logout();
    navigate('/');
  }
  return (
    <div className="account-menu" data-testid="account-menu" data-ready="true">
      <Link to="/cuenta" className="header-action">
        <span className="icon icon--user" aria-hidden="true" />
        <span className="visually-hidden">Mi cuenta: </span>
        <span className="account-menu__name">{firstName}</span>
      </Link>
      <button type="button" className="header-action account-menu__logout" onClick={signOut}>
        <span className="icon icon--logout" aria-hidden="true" />
        {/* Only the icon shows on phones; the words stay as the button's name. */}
        <span className="account-menu__logout-text">Cerrar sesión</span>
      </button>
    </div>
  );
}
