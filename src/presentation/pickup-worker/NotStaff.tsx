import { Link } from 'react-router';

/** What /recogidas says to someone who is not pickup staff: whom it is for, and where their own PIN is. */
export default function NotStaff() {
  return (
    <div className="notice worker__not-staff" data-testid="not-worker">
      <span className="icon icon--store worker__not-staff-icon" aria-hidden="true" />
      <h2 className="notice__title">Esta sección es para el personal de los puntos de recogida</h2>
      <p>Tu cuenta no es del personal de un punto de recogida. El PIN y el código QR para retirar tus pedidos están en el detalle de cada pedido.</p>
      <Link className="button button--primary" to="/cuenta/pedidos">
        Ver tus pedidos
      </Link>
    </div>
  );
}
