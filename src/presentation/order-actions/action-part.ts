import type { Order } from '../../domain/orders/order';

/** What OrderActions gives each of its parts. */
export interface ActionPartProps {
  order: Order;
  /** Reports a success: announces `text` (it takes the focus) and passes the changed order on, if any. */
  done(text: string, changed?: Order | null): void;
  /** The order as the library read it again after an action (null when it did not). */
  current(): Promise<Order | null>;
}
