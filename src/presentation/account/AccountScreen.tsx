import './account.css';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useShopperClient } from '../app/tienda-context';
import { PageTitle } from '../shared/PageTitle';
import { ErrorState, Loading } from '../shared/StatusViews';
import { useSession } from '../session/use-session';
import { useUser } from './use-user';

export default function AccountScreen() {
  useShopperClient();
  const session = useSession();
  const user = useUser();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const signedIn = session.isSignedIn;

  // A restored session whose user was not fetched yet.
  useEffect(() => {
    if (signedIn && user.status === 'idle' && !user.user) user.reload().catch(() => undefined);
  }, [signedIn, user.status, user.user]);

  if (!session.known && !leaving) return <Loading label="Cargando tu cuenta…" />;
  if (!signedIn && !leaving && session.authState !== 'authenticating') {
    return <Navigate to="/ingresar?volver=/cuenta" replace />;
  }

  async function signOut() {
    setLeaving(true);
    await session.logout();
    navigate('/', { replace: true });
  }

  if (user.status === 'error' && !user.user) {
    return (
      <>
        <PageTitle>Mi cuenta</PageTitle>
        <ErrorState error={user.error} onRetry={() => user.reload().catch(() => undefined)} subject="tu cuenta" />
      </>
    );
  }
  if (!user.user) return <Loading label="Cargando tu cuenta…" />;

  const fullName = [user.user.first_name, user.user.last_name].filter(Boolean).join(' ') || 'Cliente';
  return (
    <div className="account">
      <PageTitle>Mi cuenta</PageTitle>
      <section className="card" aria-labelledby="datos">
        <h2 id="datos">Tus datos</h2>
        <dl className="details">
          <dt>Nombre</dt>
          <dd>{fullName}</dd>
          <dt>Correo electrónico</dt>
          <dd>{user.user.email ?? 'Sin correo'}</dd>
        </dl>
        <button type="button" className="button button--secondary" onClick={signOut} disabled={leaving}>
          {leaving ? 'Cerrando sesión…' : 'Cerrar sesión'}
        </button>
      </section>
    </div>
  );
}
