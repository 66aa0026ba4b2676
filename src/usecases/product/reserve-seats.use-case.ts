import type { ProductEventSeat } from '../../domain';
import { MAX_SEATS_PER_ORDER } from '../../domain/product/seats';
import type { ErrorHandler } from '../shared/error-handler';
import { refuse, requireProductId } from './product-checks';
import type { ProductRepository } from './product.repository';

/**
 * Holds the chosen seats of an event for this session for 15 minutes (PUT /product/{id}/event_seats
 * {seat_ids}), releasing the session's other seats of that product, and gives the whole map back (an unknown
 * status reads as KEEP_EMPTY; the session's seats are `is_mine`). Then `tienda.cart.add({ product, quantity:
 * seatIds.length })` puts them in the cart. The same id twice counts once; an empty list releases them all,
 * except the seats already in the cart: those stay held until their line leaves the cart, so a choice must
 * keep them (issue 23). More than MAX_SEATS_PER_ORDER seats, or a blank id, is EVENT_SEATS_ERROR without a
 * call; a seat someone else holds, or a choice that leaves out a seat of the cart, is EVENT_SEATS_ERROR from
 * the API (409).
 */
export class ReserveSeatsUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string, seatIds: string[]): Promise<ProductEventSeat[]> {
    const productId = requireProductId(id, this.errors, 'reserveSeats');
    const ids = Array.isArray(seatIds) ? seatIds.map((seat) => (typeof seat === 'string' ? seat.trim() : typeof seat === 'number' ? String(seat) : '')) : [];
    if (!Array.isArray(seatIds) || ids.some((seat) => !seat)) {
      throw refuse(this.errors, 'reserveSeats', 'EVENT_SEATS_ERROR', 'Elige asientos del mapa.', { field: 'seat_ids' });
    }
    const unique = [...new Set(ids)];
    if (unique.length > MAX_SEATS_PER_ORDER) {
      throw refuse(this.errors, 'reserveSeats', 'EVENT_SEATS_ERROR', `Puedes elegir hasta ${MAX_SEATS_PER_ORDER} asientos por pedido.`, {
        field: 'seat_ids',
        max: MAX_SEATS_PER_ORDER,
      });
    }
    return this.errors.run('reserveSeats', () => this.repository.reserveSeats(productId, unique));
  }
}
