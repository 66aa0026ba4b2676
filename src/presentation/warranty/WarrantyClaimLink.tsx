import './warranty-link.css';
import { Link } from 'react-router';
import type { CartItem } from '../../domain/cart/cart';
import type { Order } from '../../domain/orders/order';

/** The path of the claim form of an order's item. */
export const claimPath = (orderNumber: string, itemId: string) => `/cuenta/pedidos/${encodeURIComponent(orderNumber)}/garantia/${encodeURIComponent(itemId)}`;

/**
 * An order item's warranty, beside it in the order: the claim's status when it has one (with a link to the
 * claims), else «Reclamar garantía» while the item is under warranty; nothing otherwise.
 */
export function WarrantyClaimLink({ order, item }: { order: Order; item: CartItem }) {
  const status = item.warranty_claim_status;
  if (status)
    return (
      <p className="warranty-link warranty-link--status" data-testid="warranty-status">
        <span>Garantía: {status.title}.</span> <Link to="/cuenta/garantias">Ver tus garantías</Link>
      </p>
    );
  if (!item.is_under_warranty) return null;
  return (
    <Link className="warranty-link" to={claimPath(order.order_number, item.item_id)} aria-label={`Reclamar garantía de ${item.product.title}`}>
      Reclamar garantía
    </Link>
  );
}

export default WarrantyClaimLink;
