import { PathLink } from '../shared/PathLink';
import { isDemo, useDeployment } from '../app/deployment';
import { INFO_PAGES, type InfoPage } from '../info/info-pages';

function Links({ label, pages }: { label: string; pages: { to: `/${string}`; label: string; icon: string }[] }) {
  return (
    <nav aria-label={label} className="site-footer__links">
      <h2 className="site-footer__heading">{label}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <PathLink to={page.to}>
              <span className={`icon icon--${page.icon}`} aria-hidden="true" />
              {page.label}
            </PathLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const info = (group: InfoPage['group']) => INFO_PAGES.filter((page) => page.group === group).map((page) => ({ to: `/${page.path}` as const, label: page.label, icon: page.icon }));

/** What shoppers look for before paying: help, shipping and returns, payment, terms and privacy; and their own pages. */
export function Footer() {
  const demo = isDemo(useDeployment());
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">Tienda</p>
          <p>Compra en línea con envío a toda Guatemala y Estados Unidos. Precios en quetzales (GTQ).</p>
          {demo ? <p className="site-footer__note">Tienda de demostración: nada se cobra ni se envía.</p> : null}
        </div>
        <Links label="Ayuda" pages={info('help')} />
        <Links label="Legal" pages={info('legal')} />
        <Links
          label="Tu compra"
          pages={[
            { to: '/ofertas', label: 'Ofertas', icon: 'badge-percent' },
            { to: '/novedades', label: 'Novedades', icon: 'sparkles' },
            { to: '/maquina/oficinas-zona-10', label: 'Máquinas expendedoras', icon: 'cup-soda' },
            { to: '/cuenta', label: 'Mi cuenta', icon: 'circle-user-round' },
            { to: '/carrito', label: 'Carrito', icon: 'shopping-cart' },
          ]}
        />
        <Links
          label="Negocios"
          pages={[
            { to: '/empresas', label: 'Ventas a empresas', icon: 'building-2' },
            { to: '/vender', label: 'Vende con nosotros', icon: 'store' },
          ]}
        />
      </div>
    </footer>
  );
}
