import type { Migration } from './migration';

/** 21: issue 23, a seat sold once (product/seats.ts): a sold seat is stored SOLD with the order that bought it (event_seats.order_id; a cancelled order makes it AVAILABLE again) instead of being read SOLD through the hold of an ordered cart, which a later choice of the buyer deleted (selling the seat again); the seats of orders placed before become SOLD with their order (those of a cancelled order stay AVAILABLE, as their units went back to stock), and the holds of ordered carts go; a cart's holds are found by cart (released when a line or the cart goes, checked when the order is placed) */
export const migration: Migration = `
  ALTER TABLE event_seats ADD COLUMN order_id INTEGER;
  UPDATE event_seats SET order_id = (
    SELECT o.id FROM seat_reservations r JOIN orders o ON o.cart_id = r.cart_id JOIN carts c ON c.id = r.cart_id
    WHERE r.product_id = event_seats.product_id AND r.seat_id = event_seats.seat_id AND c.status = 'ORDERED' AND o.cancelled_at IS NULL
      AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.product_id = r.product_id)
  ) WHERE status = 'AVAILABLE';
  UPDATE event_seats SET status = 'SOLD' WHERE order_id IS NOT NULL;
  DELETE FROM seat_reservations WHERE cart_id IN (SELECT id FROM carts WHERE status = 'ORDERED');
  CREATE INDEX event_seats_order ON event_seats(order_id) WHERE order_id IS NOT NULL;
  CREATE INDEX seat_reservations_cart ON seat_reservations(cart_id, product_id) WHERE cart_id IS NOT NULL;
  `;
