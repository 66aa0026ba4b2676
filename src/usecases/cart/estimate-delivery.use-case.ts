import { checkPlace, findGtDepartment, findUsState, UseCaseError, type DeliveryEstimate } from '../../domain';
import { invalidAddress } from '../addresses/address-checks';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartOptionsRepository, DeliveryEstimateQuery } from './cart-options.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

/** A delivery estimate by a saved address, by a place (a municipality and its department, or a city and a US state), or by a pickup option. */
export type EstimateDeliveryInput = { addressId: string | number } | { city: string; state: string } | { pickupOptionId: string | number };

const idText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '');

/**
 * When the cart would arrive (GET /cart/{id}/delivery_estimate): the
 * delivery option, the express one, the pickup option and the address. A
 * place is checked first as an address's is (a known department or state;
 * in Guatemala a municipality of it): invalidAddress with the Spanish
 * message, without a call. An input that is not exactly one of the three
 * forms is NOT_ALLOWED, without a call.
 */
export class EstimateDeliveryUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartOptionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: EstimateDeliveryInput): Promise<DeliveryEstimate> {
    const query = this.queryOf(input);
    const cart = this.store.cart ?? (await this.cart.getOrCreate());
    return this.errors.run('estimateDelivery', () => this.repository.deliveryEstimate(cart.cart_id, query));
  }

  private queryOf(input: EstimateDeliveryInput): DeliveryEstimateQuery {
    const given = (input ?? {}) as Partial<Record<'addressId' | 'city' | 'state' | 'pickupOptionId', unknown>>;
    const forms = [given.addressId !== undefined, given.city !== undefined || given.state !== undefined, given.pickupOptionId !== undefined];
    const refuse = (message: string) => this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: message }), 'estimateDelivery');
    if (forms.filter(Boolean).length !== 1) throw refuse('Elige una dirección, un lugar o un punto de recogida para calcular la entrega.');
    if (forms[0]) {
      const id = idText(given.addressId);
      if (!id) throw refuse('Elige una dirección para calcular la entrega.');
      return { address_id: id };
    }
    if (forms[2]) {
      const id = idText(given.pickupOptionId);
      if (!id) throw refuse('Elige un punto de recogida para calcular la entrega.');
      return { pickup_option_id: id };
    }
    const state = typeof given.state === 'string' ? given.state : '';
    // The state says the country: a Guatemalan department, else a US state.
    const country = findGtDepartment(state) ? 'GT' : findUsState(state) ? 'US' : 'GT';
    const place = checkPlace(country, state, given.city);
    if (!place.ok) throw this.errors.handle(invalidAddress([place]), 'estimateDelivery');
    return { city: place.city, state: place.state };
  }
}
