import { useOnline } from '../shared/use-online';

/**
 * Offline, checkout says so plainly where the shopper is (not only on the offline page), and placing the order
 * waits: paying needs the server. Nothing is lost, and the message goes when the connection returns.
 */
export function NeedsConnection() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="message checkout__offline" role="status" data-testid="checkout-offline">
      <strong>Sin conexión.</strong> Para pagar necesitas conexión: cuando vuelva podrás realizar tu pedido. Tu carrito y lo que elegiste
      quedan guardados.
    </p>
  );
}
