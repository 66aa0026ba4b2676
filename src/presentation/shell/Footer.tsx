import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__brand">Tienda</p>
          <p>Compra en línea con envío a toda Guatemala y Estados Unidos.</p>
        </div>
        <nav aria-label="Enlaces del pie de página">
          <ul>
            <li>
              <Link to="/">Inicio</Link>
            </li>
            <li>
              <Link to="/carrito">Carrito</Link>
            </li>
            <li>
              <Link to="/cuenta">Mi cuenta</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__note">Tienda de demostración. Precios en quetzales (GTQ).</p>
      </div>
    </footer>
  );
}
