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
          <UserIcon />
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
        <UserIcon />
        <span className="visually-hidden">Mi cuenta: </span>
        <span className="account-menu__name">{firstName}</span>
      </Link>
      <button type="button" className="header-action account-menu__logout" onClick={signOut}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
          <path d="M16 17l5-5-5-5" />
          <path d="M21 12H9" />
        </svg>
        {/* Only the icon shows on phones; the words stay as the button's name. */}
        <span className="account-menu__logout-text">Cerrar sesión</span>
      </button>
    </div>
  );
}

function UserIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}
