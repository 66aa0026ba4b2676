import './account.css';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useShopperClient } from '../app/tienda-context';
import { PageTitle } from '../shared/PageTitle';
import { ErrorState, Loading } from '../shared/StatusViews';
import { useSession } from '../session/use-session';
import { unreadNotifications } from '../../domain/user/user-rules';
import { formatNumber } from '../shared/format';
import { useOpenOrdersLabel } from './use-account';
import { useLoadedUser } from './use-user';

export interface AccountArea {
  to: string;
  title: string;
  text: string;
  /** A Lucide icon name (drawn by CSS: `.icon--<name>` in layout.css). */
  icon: string;
  /** The count the hub shows beside it, once known (after the hub is on the page, in space kept for it). */
  count?: 'openOrders' | 'points' | 'unread';
}

/** A heading of the hub and its areas. */
export interface AccountGroup {
  title: string;
  areas: readonly AccountArea[];
}

/**
 * The hub's entries, grouped as Mercado Libre and Amazon group theirs (issue 25: 19 cards in one column were
 * 3,700 px on a phone), in order: only areas that exist, so no link is dead. A feature adds its entry here when it
 * arrives, with its own Lucide icon rule in layout.css.
 */
export const ACCOUNT_GROUPS: readonly AccountGroup[] = [
  {
    title: 'Compras',
    areas: [
      { to: '/cuenta/pedidos', title: 'Tus pedidos', text: 'Lo que compraste, su estado y cómo pagarlo o recogerlo.', icon: 'package', count: 'openOrders' },
      { to: '/cuenta/garantias', title: 'Mis garantías', text: 'Tus reclamos de garantía, su estado y qué hacer.', icon: 'shield' },
      { to: '/carrito', title: 'Tu carrito', text: 'Los productos que guardaste, con sus cantidades y el total.', icon: 'shopping-cart' },
      { to: '/importar', title: 'Importar de Amazon', text: 'Trae un producto de amazon.com con su precio en quetzales.', icon: 'import' },
    ],
  },
  {
    title: 'Favoritos y opiniones',
    areas: [
      { to: '/favoritos', title: 'Mis favoritos', text: 'Los productos que guardaste con el corazón, y el enlace para compartirlos.', icon: 'heart' },
      { to: '/vistos', title: 'Vistos recientemente', text: 'Los productos que abriste hace poco, para volver a ellos.', icon: 'eye' },
      { to: '/cuenta/opiniones', title: 'Mis opiniones', text: 'Lo que opinaste de tus compras, para verlo o editarlo.', icon: 'message-square-text' },
      { to: '/cuenta/opiniones/por-escribir', title: 'Opiniones por escribir', text: 'Tus compras sin opinión, y los puntos que ganas con cada una.', icon: 'square-pen' },
    ],
  },
  {
    title: 'Pagos y puntos',
    areas: [
      { to: '/cuenta/puntos', title: 'Tus puntos', text: 'Tu saldo, su historial y cupones a cambio de puntos.', icon: 'star', count: 'points' },
      { to: '/cuenta/tarjetas', title: 'Tus tarjetas', text: 'Las tarjetas guardadas: solo sus últimos 4 dígitos.', icon: 'wallet' },
      { to: '/cuenta/facturacion', title: 'Datos de facturación', text: 'Tu NIT, o consumidor final (CF), para las facturas.', icon: 'receipt' },
    ],
  },
  {
    title: 'Tus datos y avisos',
    areas: [
      { to: '/cuenta/perfil', title: 'Tu perfil', text: 'Tu nombre, correo de contacto, teléfono y foto o avatar.', icon: 'user-round-pen' },
      { to: '/cuenta/direcciones', title: 'Tus direcciones', text: 'Dónde recibir tus pedidos en Guatemala o Estados Unidos.', icon: 'map-pin' },
      { to: '/cuenta/notificaciones', title: 'Notificaciones', text: 'Avisos de tus pedidos, respuestas, ofertas y favoritos.', icon: 'bell', count: 'unread' },
      { to: '/cuenta/ajustes', title: 'Ajustes de notificaciones', text: 'Elige qué avisos recibir en la app y por correo.', icon: 'sliders-horizontal' },
      { to: '/cuenta/documento', title: 'Documento de identidad', text: 'Tu DPI, para compras que lo piden. Solo tú y la tienda lo ven.', icon: 'id-card' },
    ],
  },
  {
    title: 'Ayuda',
    areas: [
      { to: '/envios-y-devoluciones', title: 'Envíos y devoluciones', text: 'Plazos de entrega en Guatemala y Estados Unidos, y cómo devolver.', icon: 'truck' },
      { to: '/formas-de-pago', title: 'Formas de pago', text: 'Tarjeta, cuotas, contra entrega, depósito y tarjetas de regalo.', icon: 'credit-card' },
      { to: '/privacidad', title: 'Tus datos y privacidad', text: 'Qué guarda la tienda de tu cuenta, dónde y cómo borrarlo.', icon: 'shield-check' },
      { to: '/ayuda', title: 'Ayuda y contacto', text: 'Respuestas a las dudas más comunes al comprar.', icon: 'life-buoy' },
    ],
  },
];

/** Every area of the hub, in its order. */
export const ACCOUNT_AREAS: readonly AccountArea[] = ACCOUNT_GROUPS.flatMap((group) => group.areas);

/** What a count reads aloud after the area's title, and shows. */
function countText(kind: NonNullable<AccountArea['count']>, value: string): { shown: string; spoken: string } {
  if (kind === 'openOrders') return { shown: value, spoken: value === '1' ? '1 en curso' : `${value} en curso` };
  if (kind === 'points') return { shown: `${value} pts`, spoken: `${value} puntos` };
  return { shown: value, spoken: value === '1' ? '1 nueva' : `${value} nuevas` };
}

export default function AccountScreen() {
  useShopperClient();
  const session = useSession();
  // A restored session whose user was not fetched yet is fetched.
  const user = useLoadedUser(session.isSignedIn);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const signedIn = session.isSignedIn;
  const openOrders = useOpenOrdersLabel(signedIn && Boolean(user.user));

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

  const unread = unreadNotifications(user.user);
  const counts: Record<NonNullable<AccountArea['count']>, string | null> = {
    openOrders,
    points: user.user.points > 0 ? formatNumber(user.user.points) : null,
    unread: unread > 0 ? formatNumber(unread) : null,
  };
  const fullName = [user.user.first_name, user.user.last_name].filter(Boolean).join(' ') || 'Cliente';
  const initial = (user.user.first_name || fullName).trim().charAt(0).toUpperCase();
  return (
    <div className="account">
      <PageTitle>Mi cuenta</PageTitle>
      <section className="account__profile" aria-labelledby="datos">
        {user.user.avatar ? (
          <img className="account__avatar" src={user.user.avatar} alt="" width={56} height={56} />
        ) : (
          <span className="account__avatar" aria-hidden="true">
            {initial}
          </span>
        )}
        <div className="account__who">
          <h2 id="datos" className="account__name">
            {fullName}
          </h2>
          <p className="account__email">{user.user.email ?? 'Sin correo'}</p>
        </div>
      </section>
      {user.user.email && !user.user.is_email_verified ? (
        <p className="message account__verify">
          Tu correo aún no está verificado. <Link to="/verificar">Verificar mi correo</Link>
        </p>
      ) : null}

      <nav aria-label="Secciones de tu cuenta" className="account__hub">
        {ACCOUNT_GROUPS.map((group, index) => (
          <section key={group.title} className="account__group" aria-labelledby={`cuenta-grupo-${index}`}>
            <h2 id={`cuenta-grupo-${index}`} className="account__group-title">
              {group.title}
            </h2>
            <ul>
              {group.areas.map((area) => {
                const raw = area.count ? counts[area.count] : null;
                const count = area.count && raw ? countText(area.count, raw) : null;
                return (
                  <li key={area.to}>
                    <Link to={area.to} className="account__area" data-testid={`area-${area.to}`}>
                      <span className={`icon icon--${area.icon} account__area-icon`} aria-hidden="true" />
                      <span className="account__area-text">
                        <span className="account__area-title">{area.title}</span>
                        <span className="account__area-desc">{area.text}</span>
                      </span>
                      {/* Space kept for the count whether or not it is known yet: nothing moves when it arrives. */}
                      {area.count ? (
                        <span className="account__count" data-testid={`count-${area.count}`}>
                          {count ? (
                            <>
                              <span aria-hidden="true">{count.shown}</span>
                              <span className="visually-hidden">: {count.spoken}</span>
                            </>
                          ) : null}
                        </span>
                      ) : null}
                      <span className="icon icon--chevron-right account__area-go" aria-hidden="true" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </nav>

      <div className="account__leave">
        <button type="button" className="account__logout" onClick={signOut} disabled={leaving}>
          <span className="icon icon--log-out" aria-hidden="true" />
          {leaving ? 'Cerrando sesión…' : 'Cerrar sesión'}
        </button>
        <Link to="/cuenta/eliminar" className="account__delete">
          <span className="icon icon--trash-2" aria-hidden="true" />
          Eliminar mi cuenta
        </Link>
      </div>
    </div>
  );
}
